/**
 * The multi-container pre-advice's grid (issue 30 §5): one row per container with its own seals,
 * gross weight and dispatch guides, and its result once sent — created (its draft, a link to its
 * detail, the row locked) or refused (the server's message on the row's field). Enter moves along
 * the row and, in its last cell, on to the next row (adding one at the end); pasting several
 * container numbers into a container cell fills one row each. A table on a wide screen, a card per
 * row on a phone or tablet (nothing wider than the screen).
 */
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Box,
  Button,
  Chip,
  IconButton,
  Link as MuiLink,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useEffect, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { hasWrongCheckDigit } from '../../domain/iso6346';
import { containerInput } from '../../domain/containerNumber';
import {
  bookingUnitOf,
  parseContainerList,
  ROW_FIELDS,
  type MultiRow,
  type RowErrors,
  type RowField,
  type RowResult,
} from '../../domain/exportPreadvice/multiPreadvice';
import type { BookingWire } from '../../domain/terminalWire/exportPreadvice';
import { exportMessages } from '../../i18n/exportMessages';
import { operationsMessages } from '../../i18n/operationsMessages';
import { exportPath, fill } from './paths';

const t = exportMessages.multi;
const LABELS: Record<RowField, string> = {
  unitNbr: t.unitNbr,
  seals: t.seals,
  grossWeight: t.grossWeight,
  guias: t.guias,
};
const WIDTH: Record<RowField, number> = { unitNbr: 145, seals: 170, grossWeight: 110, guias: 130 };
export const cellId = (field: RowField, index: number) => `multi-${field}-${index}`;

export interface GridProps {
  rows: readonly MultiRow[];
  booking: Pick<BookingWire, 'unitlist'>;
  errors: Readonly<Record<number, RowErrors>>;
  results: Readonly<Record<string, RowResult>>;
  busy: boolean;
  onEdit: (index: number, patch: Partial<Omit<MultiRow, 'key'>>) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
  /** Container numbers pasted at `index`: one row each from there on. */
  onPaste: (index: number, nbrs: string[]) => void;
}

/** What the container cell says under it when nothing is wrong: a check digit that does not add up, a unit the booking does not list. */
function unitNote(row: MultiRow, booking: GridProps['booking']): string | undefined {
  if (hasWrongCheckDigit(row.unitNbr)) return operationsMessages.containerCheckDigit;
  if (row.unitNbr.length === 11 && !bookingUnitOf(booking, row.unitNbr)) return t.notInBooking;
  return undefined;
}

const ResultCell = ({ row, result }: { row: MultiRow; result: RowResult | undefined }) => {
  if (result?.status === 'created') {
    return (
      <Stack sx={{ gap: 0.5, alignItems: 'flex-start' }}>
        <Chip size="small" color="success" label={t.created} data-testid="row-created" />
        <MuiLink
          component={Link}
          to={exportPath(row.unitNbr, result.operationId, 'exportDetail')}
          variant="body2"
          data-testid="row-draft"
        >
          {fill(t.draft, { draft: result.draftNumber ?? '' })}
        </MuiLink>
      </Stack>
    );
  }
  return (
    <Typography variant="body2" color="text.secondary">
      {t.pending}
    </Typography>
  );
};

export const MultiGrid = ({ rows, booking, errors, results, busy, onEdit, onAdd, onRemove, onPaste }: GridProps) => {
  const theme = useTheme();
  const cards = useMediaQuery(theme.breakpoints.down('md'));
  const [focus, setFocus] = useState<string | null>(null);
  // A cell asked for (Enter, a paste) exists only after the rows render.
  useEffect(() => {
    if (!focus) return;
    const el = document.getElementById(focus);
    if (el) {
      el.focus();
      setFocus(null);
    }
  }, [focus, rows.length]);

  const onKey = (index: number, field: RowField) => (e: KeyboardEvent) => {
    if (e.key !== 'Enter' || e.shiftKey || e.altKey || e.ctrlKey || e.metaKey) return;
    e.preventDefault();
    const next = ROW_FIELDS[ROW_FIELDS.indexOf(field) + 1];
    if (next) return setFocus(cellId(next, index));
    if (index === rows.length - 1) onAdd();
    setFocus(cellId('unitNbr', index + 1));
  };
  const onPasteAt = (index: number) => (e: ClipboardEvent) => {
    const nbrs = parseContainerList(e.clipboardData.getData('text'));
    if (nbrs.length < 2) return;
    e.preventDefault();
    onPaste(index, nbrs);
    setFocus(cellId('seals', index));
  };

  const field = (row: MultiRow, index: number, f: RowField, visible: boolean) => {
    const result = results[row.key];
    const refused = result?.status === 'refused' && result.field === f ? result.message : undefined;
    const error = errors[index]?.[f] ?? refused;
    const note = f === 'unitNbr' ? unitNote(row, booking) : f === 'seals' && visible ? t.sealsHint : undefined;
    const value = row[f];
    return (
      <TextField
        key={f}
        id={cellId(f, index)}
        size="small"
        value={value}
        fullWidth={visible}
        disabled={busy || result?.status === 'created'}
        label={visible ? LABELS[f] : undefined}
        required={visible}
        error={Boolean(error)}
        helperText={error ?? note}
        onChange={(e) =>
          onEdit(index, {
            [f]:
              f === 'unitNbr'
                ? containerInput(e.target.value)
                : f === 'seals'
                  ? e.target.value.toUpperCase()
                  : e.target.value,
          })
        }
        onKeyDown={onKey(index, f)}
        onPaste={f === 'unitNbr' ? onPasteAt(index) : undefined}
        sx={visible ? undefined : { width: WIDTH[f] }}
        slotProps={{
          htmlInput: {
            'aria-label': visible ? undefined : fill(t.cell, { field: LABELS[f], n: index + 1 }),
            'data-testid': cellId(f, index),
            maxLength: f === 'unitNbr' ? 11 : 80,
            autoComplete: 'off',
            inputMode: f === 'grossWeight' || f === 'guias' ? 'numeric' : undefined,
          },
        }}
      />
    );
  };
  const remove = (row: MultiRow, index: number) => (
    <IconButton
      aria-label={fill(t.removeRow, { n: index + 1 })}
      onClick={() => onRemove(index)}
      disabled={busy || rows.length === 1 || results[row.key]?.status === 'created'}
      size="small"
    >
      <DeleteIcon fontSize="small" />
    </IconButton>
  );

  return (
    <Box>
      {cards ? (
        <Box component="ol" aria-label={t.grid} sx={{ p: 0, m: 0 }}>
          {rows.map((row, i) => (
            <Box
              component="li"
              key={row.key}
              data-testid={`multi-row-${i}`}
              sx={{ listStyle: 'none', border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, mb: 1 }}
            >
              <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
                <Typography variant="subtitle2" component="h4">
                  {fill(t.row, { n: i + 1 })}
                </Typography>
                {remove(row, i)}
              </Stack>
              <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
                {ROW_FIELDS.map((f) => (
                  <Box
                    key={f}
                    sx={{ gridColumn: f === 'unitNbr' || f === 'seals' ? '1 / -1' : undefined, minWidth: 0 }}
                  >
                    {field(row, i, f, true)}
                  </Box>
                ))}
              </Box>
              <Box sx={{ mt: 1 }}>
                <ResultCell row={row} result={results[row.key]} />
              </Box>
            </Box>
          ))}
        </Box>
      ) : (
        <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
          <Table size="small" aria-label={t.grid}>
            <TableHead>
              <TableRow>
                <TableCell>#</TableCell>
                {ROW_FIELDS.map((f) => (
                  <TableCell key={f}>
                    {LABELS[f]} *
                    {f === 'seals' && (
                      <Typography variant="caption" component="span" sx={{ display: 'block' }}>
                        {t.sealsHint}
                      </Typography>
                    )}
                  </TableCell>
                ))}
                <TableCell>{t.result}</TableCell>
                <TableCell padding="checkbox">
                  <Box component="span" sx={visuallyHidden}>
                    {t.removeColumn}
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row, i) => (
                <TableRow key={row.key} data-testid={`multi-row-${i}`} sx={{ verticalAlign: 'top' }}>
                  <TableCell>{i + 1}</TableCell>
                  {ROW_FIELDS.map((f) => (
                    <TableCell key={f}>{field(row, i, f, false)}</TableCell>
                  ))}
                  <TableCell>
                    <ResultCell row={row} result={results[row.key]} />
                  </TableCell>
                  <TableCell padding="checkbox">{remove(row, i)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Button
        startIcon={<AddIcon />}
        onClick={() => {
          onAdd();
          setFocus(cellId('unitNbr', rows.length));
        }}
        disabled={busy}
        sx={{ mt: 1 }}
        data-testid="multi-add-row"
      >
        {t.addRow}
      </Button>
    </Box>
  );
};

// In sx a width of 1 would be 100%: pixels, as strings.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
