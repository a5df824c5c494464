/**
 * "Columnas": which list columns show, and in what order, kept per user. It writes what
 * react-admin's DataTable reads (hidden columns' sources, column ranks: see visibleColumns), like
 * react-admin's ColumnsButton, but as a labelled group of checkboxes with move buttons: that
 * button's options fail axe's ARIA rules, and dragging is no use to a keyboard.
 */
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ViewWeekIcon from '@mui/icons-material/ViewWeek';
import { Box, Checkbox, FormControlLabel, FormGroup, IconButton, Popover, Tooltip, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { FieldDef } from '../types';
import { inRankOrder, useColumnChoice, type ColumnLayout } from './visibleColumns';

interface Props {
  listId: string;
  /** The list's columns, in the order the grid declares them. */
  fields: readonly FieldDef[];
  layout?: ColumnLayout;
}

export const ColumnChooserButton = ({ listId, fields, layout = { leading: 0 } }: Props) => {
  const translate = useTranslate();
  const titleId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { hidden, setHidden, ranks, setRanks } = useColumnChoice(listId, fields);
  const title = translate('ra.action.select_columns');
  // The grid's children: the fixed leading ones, then the list's columns (child index = leading + field index).
  const childCount = layout.leading + fields.length;
  const order = inRankOrder(
    Array.from({ length: childCount }, (_, i) => i),
    ranks,
  ).filter((i) => i >= layout.leading);
  const shownCount = fields.filter((f) => !hidden.includes(f.source)).length;

  const move = (position: number, by: -1 | 1) => {
    const next = [...order];
    [next[position], next[position + by]] = [next[position + by]!, next[position]!];
    setRanks([...Array.from({ length: layout.leading }, (_, i) => i), ...next]);
  };

  return (
    <>
      {/* An icon with its name as tooltip: the list's toolbar must fit on a phone. */}
      <Tooltip title={title}>
        <IconButton
          color="primary"
          aria-label={title}
          aria-haspopup="dialog"
          onClick={(e) => setAnchor(e.currentTarget)}
        >
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
          {order.map((child, position) => {
            const field = fields[child - layout.leading];
            if (!field) return null;
            const shown = !hidden.includes(field.source);
            return (
              <Box
                key={field.source}
                sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}
              >
                <FormControlLabel
                  label={field.label}
                  control={
                    <Checkbox
                      size="small"
                      checked={shown}
                      // The last visible column stays: a list with no columns shows nothing to choose from.
                      disabled={shown && shownCount === 1}
                      onChange={(e) =>
                        setHidden(
                          e.target.checked ? hidden.filter((s) => s !== field.source) : [...hidden, field.source],
                        )
                      }
                    />
                  }
                />
                <Box sx={{ whiteSpace: 'nowrap' }}>
                  <IconButton
                    size="small"
                    disabled={position === 0}
                    onClick={() => move(position, -1)}
                    aria-label={translate('app.list.columnUp', { column: field.label })}
                  >
                    <ArrowUpwardIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    disabled={position === order.length - 1}
                    onClick={() => move(position, 1)}
                    aria-label={translate('app.list.columnDown', { column: field.label })}
                  >
                    <ArrowDownwardIcon fontSize="small" />
                  </IconButton>
                </Box>
              </Box>
            );
          })}
        </FormGroup>
      </Popover>
    </>
  );
};
