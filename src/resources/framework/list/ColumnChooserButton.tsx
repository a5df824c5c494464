/**
 * "Columnas": which list columns show, kept per user. It writes the same preferences react-admin's
 * DatagridConfigurable reads (preferences.<key>.columns, column indices in display order), like
 * react-admin's SelectColumnsButton, but as a labelled group of checkboxes: that button's
 * options (li role=option holding a switch, in a plain ul) fail axe's ARIA and list rules.
 */
import ViewWeekIcon from '@mui/icons-material/ViewWeek';
import { Checkbox, FormControlLabel, FormGroup, IconButton, Popover, Tooltip, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useStore, useTranslate } from 'react-admin';
import type { FieldDef } from '../types';

interface StoredColumn {
  index: string;
  source?: string;
}

interface Props {
  preferenceKey: string;
  /** The list's columns, in the order the grid declares them (their indices). */
  fields: readonly FieldDef[];
}

export const ColumnChooserButton = ({ preferenceKey, fields }: Props) => {
  const translate = useTranslate();
  const titleId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const key = `preferences.${preferenceKey}`;
  const [available] = useStore<StoredColumn[]>(`${key}.availableColumns`, []);
  const [omit] = useStore<string[] | undefined>(`${key}.omit`);
  const order = available.length === fields.length ? available : fields.map((f, i) => ({ index: String(i), source: f.source }));
  const [columns, setColumns] = useStore<string[]>(
    `${key}.columns`,
    order.filter((c) => !(c.source && omit?.includes(c.source))).map((c) => c.index),
  );
  const title = translate('ra.action.select_columns');

  const toggle = (index: string, checked: boolean) =>
    // Kept in the grid's column order, as react-admin's own chooser does.
    setColumns(order.filter((c) => (c.index === index ? checked : columns.includes(c.index))).map((c) => c.index));

  return (
    <>
      {/* An icon with its name as tooltip: the list's toolbar must fit beside the detail panel at 1280 px. */}
      <Tooltip title={title}>
        <IconButton color="primary" aria-label={title} aria-haspopup="dialog" onClick={(e) => setAnchor(e.currentTarget)}>
          <ViewWeekIcon />
        </IconButton>
      </Tooltip>
      <Popover
        open={!!anchor}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        transformOrigin={{ vertical: 'top', horizontal: 'center' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { px: 2, py: 1 } } }}
      >
        <Typography id={titleId} variant="subtitle2" sx={{ mb: 0.5 }}>
          {title}
        </Typography>
        <FormGroup aria-labelledby={titleId} data-testid="column-chooser">
          {order.map((c) => {
            const field = fields[Number(c.index)];
            if (!field) return null;
            const shown = columns.includes(c.index);
            return (
              <FormControlLabel
                key={c.index}
                label={field.label}
                control={
                  <Checkbox
                    size="small"
                    checked={shown}
                    // The last visible column stays: a list with no columns shows nothing to choose from.
                    disabled={shown && columns.length === 1}
                    onChange={(e) => toggle(c.index, e.target.checked)}
                  />
                }
              />
            );
          })}
        </FormGroup>
      </Popover>
    </>
  );
};
