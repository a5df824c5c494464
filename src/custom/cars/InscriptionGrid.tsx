/**
 * The inscription's per-VIN grid (CAR-042…046; issue 17 §2): document type, document number,
 * pickup condition and client RUT for each VIN, 25 to a page, with the rules' messages on the cells.
 * On a phone each VIN is a card instead of a table row. Hundreds of VINs are filled at once: the bulk fill sets the chosen values on the selected rows, or
 * on every row when none is selected (src/domain/cars/inscriptionRules.ts fillItems); 'Sólo con
 * observaciones' narrows the grid to the rows still to correct.
 */
import {
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  MenuItem,
  Pagination,
  Stack,
  Switch,
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
import { memo, useMemo, useState } from 'react';
import type { CarItemValues } from '../../domain/cars/inscriptionRules';
import { carMessages } from '../../i18n/carMessages';
import { pickupConditionLabel } from '../../i18n/codeLabels';
import { fillText as fill } from '../../i18n/fillText';
import { RutTextField } from '../../resources/framework/RutInput';

const t = carMessages.import;
export const GRID_PAGE_SIZE = 25;
/** The bulk fill's fields: a row of them on a wide screen, one under the other on a phone. */
const FIELD = { width: { xs: '100%', sm: 180 } } as const;

export type GridRow = CarItemValues & { description: string };
export type RowErrors = Partial<Record<keyof CarItemValues, string>>;
export type Fillable = Partial<Omit<CarItemValues, 'code'>>;
export interface Offered {
  types: readonly string[];
  conditions: readonly string[];
}

interface GridProps {
  rows: readonly GridRow[];
  offered: Offered;
  errors: Readonly<Record<number, RowErrors>>;
  onEdit: (index: number, patch: Fillable) => void;
  onFill: (fields: Fillable, only?: ReadonlySet<string>) => void;
}

/** A select of the offered values with an empty first choice (none chosen yet). */
const Choice = ({
  value,
  options,
  onChange,
  label,
  error,
  blank,
  visible,
  labelOf,
}: {
  value: string;
  options: readonly string[];
  onChange: (v: string) => void;
  label: string;
  error?: string;
  blank: string;
  visible?: string;
  labelOf?: (code: string) => string;
}) => (
  <TextField
    select
    size="small"
    value={value}
    onChange={(e) => onChange(e.target.value)}
    error={Boolean(error)}
    helperText={error}
    sx={visible ? { width: '100%' } : { minWidth: 130 }}
    label={visible}
    required={Boolean(visible)}
    slotProps={{ htmlInput: { 'aria-label': label }, inputLabel: visible ? { shrink: true } : undefined }}
  >
    <MenuItem value="">{blank}</MenuItem>
    {options.map((o) => (
      <MenuItem key={o} value={o}>
        {labelOf ? labelOf(o) : o}
      </MenuItem>
    ))}
  </TextField>
);

interface RowProps {
  row: GridRow;
  index: number;
  offered: Offered;
  errors: RowErrors | undefined;
  selected: boolean;
  onEdit: GridProps['onEdit'];
  onSelect: (code: string, on: boolean) => void;
}

/** A row's four inputs, named with its VIN; on a phone they carry their visible label too (above the field, so it fits) and fill their cell. */
function rowFields({ row, index, offered, errors, onEdit }: RowProps, phone: boolean) {
  const name = (field: string) => `${field} ${row.code}`;
  const wide = phone ? { width: '100%' } : undefined;
  const label = (field: string) => (phone ? { label: field, required: true } : {});
  return [
    <Choice
      key="documType"
      value={row.documType}
      options={offered.types}
      onChange={(documType) => onEdit(index, { documType })}
      label={name(t.documType)}
      error={errors?.documType}
      blank="—"
      visible={phone ? t.documType : undefined}
    />,
    <TextField
      key="documentacion"
      size="small"
      value={row.documentacion}
      onChange={(e) => onEdit(index, { documentacion: e.target.value })}
      error={Boolean(errors?.documentacion)}
      helperText={errors?.documentacion}
      {...label(t.documentacion)}
      slotProps={{
        htmlInput: { 'aria-label': name(t.documentacion), inputMode: 'numeric', maxLength: 20 },
        inputLabel: phone ? { shrink: true } : undefined,
      }}
      sx={wide ?? { minWidth: 130 }}
    />,
    <Choice
      key="condicionRetiro"
      value={row.condicionRetiro}
      options={offered.conditions}
      labelOf={pickupConditionLabel}
      onChange={(condicionRetiro) => onEdit(index, { condicionRetiro })}
      label={name(t.condicionRetiro)}
      error={errors?.condicionRetiro}
      blank="—"
      visible={phone ? t.condicionRetiro : undefined}
    />,
    <RutTextField
      key="clientId"
      size="small"
      value={row.clientId}
      onChange={(clientId) => onEdit(index, { clientId })}
      ariaLabel={name(t.clientId)}
      error={Boolean(errors?.clientId)}
      helperText={errors?.clientId}
      {...label(t.clientId)}
      sx={wide ?? { minWidth: 140 }}
    />,
  ];
}

const RowCheck = ({ row, selected, onSelect }: Pick<RowProps, 'row' | 'selected' | 'onSelect'>) => (
  <Checkbox
    checked={selected}
    onChange={(e) => onSelect(row.code, e.target.checked)}
    slotProps={{ input: { 'aria-label': fill(t.selectRow, { vin: row.code }) } }}
  />
);
const RowVin = ({ row }: Pick<RowProps, 'row'>) => (
  <Box>
    <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
      {row.code}
    </Typography>
    <Typography variant="caption" color="text.secondary">
      {row.description}
    </Typography>
  </Box>
);

const Row = memo(function Row(props: RowProps) {
  return (
    <TableRow data-testid={`car-row-${props.row.code}`} selected={props.selected}>
      <TableCell padding="checkbox">
        <RowCheck {...props} />
      </TableCell>
      <TableCell>
        <RowVin {...props} />
      </TableCell>
      {rowFields(props, false).map((field) => (
        <TableCell key={field.key}>{field}</TableCell>
      ))}
    </TableRow>
  );
});

/** On a phone, a VIN is a card: its checkbox and VIN, then its four inputs two by two. */
const RowCard = memo(function RowCard(props: RowProps) {
  return (
    <Box
      component="li"
      data-testid={`car-row-${props.row.code}`}
      sx={{
        listStyle: 'none',
        border: 1,
        borderColor: props.selected ? 'primary.main' : 'divider',
        borderRadius: 1,
        p: 1,
        mb: 1,
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1 }}>
        <RowCheck {...props} />
        <RowVin {...props} />
      </Stack>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>{rowFields(props, true)}</Box>
    </Box>
  );
});

/** The bulk fill: each chosen value is set on the selected rows (or all); '— sin cambio —' leaves a field as it is. */
const FillPanel = ({
  offered,
  selected,
  total,
  onFill,
}: {
  offered: Offered;
  selected: ReadonlySet<string>;
  total: number;
  onFill: GridProps['onFill'];
}) => {
  const [values, setValues] = useState<Required<Fillable>>({
    documType: '',
    documentacion: '',
    condicionRetiro: '',
    clientId: '',
  });
  const chosen = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '')) as Fillable;
  const ready = Object.keys(chosen).length > 0;
  const apply = (only?: ReadonlySet<string>) => onFill(chosen, only);
  return (
    <Box
      component="section"
      aria-label={t.fillTitle}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, mb: 1.5 }}
    >
      <Typography variant="subtitle2" component="h3">
        {t.fillTitle}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
        {t.fillHint}
      </Typography>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          select
          size="small"
          label={t.documType}
          value={values.documType}
          onChange={(e) => setValues({ ...values, documType: e.target.value })}
          sx={FIELD}
          id="fill-documType"
        >
          <MenuItem value="">{t.keep}</MenuItem>
          {offered.types.map((o) => (
            <MenuItem key={o} value={o}>
              {o}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label={t.documentacion}
          value={values.documentacion}
          onChange={(e) => setValues({ ...values, documentacion: e.target.value })}
          id="fill-documentacion"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 20 } }}
          sx={FIELD}
        />
        <TextField
          select
          size="small"
          label={t.condicionRetiro}
          value={values.condicionRetiro}
          onChange={(e) => setValues({ ...values, condicionRetiro: e.target.value })}
          sx={FIELD}
          id="fill-condicionRetiro"
        >
          <MenuItem value="">{t.keep}</MenuItem>
          {offered.conditions.map((o) => (
            <MenuItem key={o} value={o}>
              {pickupConditionLabel(o)}
            </MenuItem>
          ))}
        </TextField>
        <RutTextField
          size="small"
          label={t.clientId}
          value={values.clientId}
          onChange={(clientId) => setValues({ ...values, clientId })}
          id="fill-clientId"
          sx={FIELD}
        />
        <Button
          variant="outlined"
          disabled={!ready || selected.size === 0}
          onClick={() => apply(selected)}
          data-testid="fill-selected"
        >
          {fill(t.fillSelected, { n: selected.size })}
        </Button>
        <Button variant="contained" disabled={!ready} onClick={() => apply()} data-testid="fill-all">
          {fill(t.fillAll, { n: total })}
        </Button>
      </Stack>
    </Box>
  );
};

export const InscriptionGrid = ({ rows, offered, errors, onEdit, onFill }: GridProps) => {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [page, setPage] = useState(1);
  const [onlyErrors, setOnlyErrors] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const withErrors = useMemo(() => Object.keys(errors).length, [errors]);
  // Indexes into `rows`, so that an edit reaches its row whatever the filter.
  const shown = useMemo(
    () => rows.map((_, i) => i).filter((i) => !onlyErrors || errors[i]),
    [rows, errors, onlyErrors],
  );
  const pages = Math.max(1, Math.ceil(shown.length / GRID_PAGE_SIZE));
  const current = Math.min(page, pages);
  const visible = shown.slice((current - 1) * GRID_PAGE_SIZE, current * GRID_PAGE_SIZE);
  const pageCodes = visible.map((i) => rows[i]!.code);
  const allOnPage = pageCodes.length > 0 && pageCodes.every((c) => selected.has(c));
  const select = (code: string, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(code);
      else next.delete(code);
      return next;
    });
  const selectPage = (on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      for (const c of pageCodes)
        if (on) next.add(c);
        else next.delete(c);
      return next;
    });
  const pageCheck = (named: boolean) => (
    <Checkbox
      checked={allOnPage}
      indeterminate={!allOnPage && pageCodes.some((c) => selected.has(c))}
      onChange={(e) => selectPage(e.target.checked)}
      slotProps={named ? { input: { 'aria-label': t.selectPage } } : undefined}
    />
  );
  return (
    <Box>
      <FillPanel offered={offered} selected={selected} total={rows.length} onFill={onFill} />
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}
      >
        <Typography variant="body2" data-testid="grid-count">
          {fill(t.gridCount, { n: rows.length, errors: withErrors })}
        </Typography>
        <FormControlLabel
          control={
            <Switch
              checked={onlyErrors}
              onChange={(e) => {
                setOnlyErrors(e.target.checked);
                setPage(1);
              }}
            />
          }
          label={t.onlyErrors}
        />
      </Stack>
      {phone ? (
        <>
          <FormControlLabel label={t.selectPage} control={pageCheck(false)} />
          <Box component="ul" aria-label={t.grid} sx={{ p: 0, m: 0 }}>
            {visible.map((i) => (
              <RowCard
                key={rows[i]!.code}
                row={rows[i]!}
                index={i}
                offered={offered}
                errors={errors[i]}
                selected={selected.has(rows[i]!.code)}
                onEdit={onEdit}
                onSelect={select}
              />
            ))}
          </Box>
        </>
      ) : (
        <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
          <Table size="small" aria-label={t.grid}>
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox">{pageCheck(true)}</TableCell>
                <TableCell>{t.vin}</TableCell>
                <TableCell>{t.documType} *</TableCell>
                <TableCell>{t.documentacion} *</TableCell>
                <TableCell>{t.condicionRetiro} *</TableCell>
                <TableCell>{t.clientId} *</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {visible.map((i) => (
                <Row
                  key={rows[i]!.code}
                  row={rows[i]!}
                  index={i}
                  offered={offered}
                  errors={errors[i]}
                  selected={selected.has(rows[i]!.code)}
                  onEdit={onEdit}
                  onSelect={select}
                />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {pages > 1 && (
        <Pagination
          count={pages}
          page={current}
          onChange={(_e, p) => setPage(p)}
          sx={{ mt: 1 }}
          siblingCount={1}
          aria-label={t.pages}
          data-testid="grid-pages"
        />
      )}
    </Box>
  );
};
