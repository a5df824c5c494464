/**
 * The charges search (/invoice/generator; D3 §2.1, §5 Charge search; INV-005…016): a required
 * visit, the agent for finance, the movement type (IMPORT by default), BL/booking or container
 * unless only-SF, client and storekeeper (fixed at A-71 for the only-SF search, and to a
 * storekeeper's own code), 'Limpiar' and 'Buscar'. Typeaheads pick listed items only.
 */
import SearchIcon from '@mui/icons-material/Search';
import {
  Box,
  Button,
  Card,
  CardContent,
  FormControlLabel,
  MenuItem,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import {
  allowedRut,
  chargeSearchErrors,
  ONLY_SF_STOREKEEPER,
  storekeeperLocked,
  unlistedEntry,
} from '../../domain/invoicing/invoiceSearchRules';
import { categoryLabel } from '../../i18n/codeLabels';
import { invoiceMessages } from '../../i18n/invoiceMessages';
import { invoiceRuleMessages as r } from '../../i18n/invoiceRuleMessages';
import { useRoles } from '../../resources/framework/useRoles';
import type { ChargeSearch } from '../terminal/api/invoiceApi';
import { NamedTypeahead } from '../terminal/forms/NamedTypeahead';
import { useInvoiceLists } from '../terminal/invoices/useInvoiceLists';
import { hasErrors } from '../../domain/validators';
import { RefusedFormNotice, useRefusedForm } from '../../resources/framework/refusal/RefusedFormNotice';

const t = invoiceMessages.generator;
const EMPTY: ChargeSearch = {
  visit: '',
  category: 'IMPORT',
  blOrBooking: '',
  unit: '',
  client: '',
  storekeeper: '',
  agent: '',
  onlySF: false,
};
type Typed = Partial<Record<'visit' | 'agent' | 'client' | 'storekeeper', string>>;
type Errors = Partial<Record<keyof ChargeSearch, string>>;

/** `initialErrors`: what is wrong with a search read from the address, shown on its fields at once. */
export const GeneratorForm = ({
  initial,
  initialErrors,
  onSearch,
}: {
  initial?: ChargeSearch;
  initialErrors?: Errors;
  onSearch: (search: ChargeSearch) => void;
}) => {
  const refusal = useRefusedForm();
  const { can, roles, login } = useRoles();
  const lists = useInvoiceLists({ generator: true });
  const ownStorekeeper =
    roles.includes('ROLE_STOREKEEPER') && lists.storekeepers.length === 1 ? lists.storekeepers[0]!.id : '';
  const [values, setValues] = useState<ChargeSearch>(initial ?? EMPTY);
  const [typed, setTyped] = useState<Typed>({});
  const [errors, setErrors] = useState<Errors>(initialErrors ?? {});
  const storekeeper = values.onlySF ? ONLY_SF_STOREKEEPER : values.storekeeper || ownStorekeeper;
  const set = (patch: Partial<ChargeSearch>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => ({
      ...e,
      ...Object.fromEntries(Object.keys(patch).map((k) => [k, undefined])),
      ...('unit' in patch || 'onlySF' in patch ? { blOrBooking: undefined } : {}),
    }));
  };
  const upper = (text: string) => text.toUpperCase().replace(/\s/g, '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const search = { ...values, storekeeper };
    const found: Errors = { ...chargeSearchErrors(search) };
    if (unlistedEntry(typed.agent ?? '', values.agent)) found.agent = r.unlistedAgent;
    if (unlistedEntry(typed.client ?? '', values.client)) found.client = r.unlistedClient;
    if (unlistedEntry(typed.storekeeper ?? '', storekeeper)) found.storekeeper = r.unlistedItem;
    setErrors(found);
    if (hasErrors(found)) return refusal.refuse();
    onSearch(search);
  };
  const clear = () => {
    setValues(EMPTY);
    setTyped({});
    setErrors({});
  };

  return (
    <Card sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {t.title}
        </Typography>
        <Box
          component="form"
          onSubmit={submit}
          noValidate
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {lists.allowedRuts && allowedRut(lists.allowedRuts, login ?? '') && (
            <FormControlLabel
              sx={{ gridColumn: '1 / -1' }}
              label={t.onlySF}
              control={
                <Switch
                  checked={values.onlySF}
                  onChange={(e) => set({ onlySF: e.target.checked })}
                  slotProps={{ input: { 'data-testid': 'generator-only-sf' } as object }}
                />
              }
            />
          )}
          <NamedTypeahead
            id="generator-visit"
            label={t.visit}
            options={lists.visits}
            value={values.visit}
            onChange={(visit) => set({ visit })}
            onTyped={(v) => setTyped((x) => ({ ...x, visit: v }))}
            required
            error={errors.visit}
            hint={t.typeaheadHint}
            loading={lists.loading}
          />
          {can('invoices', 'generatorAgent') && (
            <NamedTypeahead
              id="generator-agent"
              label={t.agent}
              options={lists.agents}
              value={values.agent}
              onChange={(agent) => set({ agent })}
              onTyped={(v) => setTyped((x) => ({ ...x, agent: v }))}
              error={errors.agent}
            />
          )}
          <TextField
            select
            id="generator-category"
            label={t.category}
            value={values.category}
            size="small"
            onChange={(e) => set({ category: e.target.value === 'EXPORT' ? 'EXPORT' : 'IMPORT' })}
          >
            {(['IMPORT', 'EXPORT'] as const).map((c) => (
              <MenuItem key={c} value={c}>
                {categoryLabel(c)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            id="generator-bl"
            label={t.blOrBooking}
            value={values.blOrBooking}
            size="small"
            onChange={(e) => set({ blOrBooking: upper(e.target.value) })}
            error={Boolean(errors.blOrBooking)}
            helperText={errors.blOrBooking}
            slotProps={{ htmlInput: { maxLength: 30, autoComplete: 'off' } }}
          />
          <TextField
            id="generator-unit"
            label={t.unit}
            value={values.unit}
            size="small"
            onChange={(e) => set({ unit: upper(e.target.value) })}
            slotProps={{ htmlInput: { maxLength: 11, autoComplete: 'off' } }}
          />
          {can('invoices', 'customers') && (
            <NamedTypeahead
              id="generator-client"
              label={t.client}
              options={lists.customers}
              value={values.client}
              onChange={(client) => set({ client })}
              onTyped={(v) => setTyped((x) => ({ ...x, client: v }))}
              error={errors.client}
            />
          )}
          <NamedTypeahead
            id="generator-storekeeper"
            label={t.storekeeper}
            options={lists.storekeepers}
            value={storekeeper}
            onChange={(code) => set({ storekeeper: code })}
            onTyped={(v) => setTyped((x) => ({ ...x, storekeeper: v }))}
            error={errors.storekeeper}
            disabled={storekeeperLocked(storekeeper) || Boolean(ownStorekeeper)}
          />
          <Box sx={{ gridColumn: '1 / -1', display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
            <Button onClick={clear} data-testid="generator-clear">
              {t.clear}
            </Button>
            <Button type="submit" variant="contained" startIcon={<SearchIcon />} data-testid="generator-search">
              {t.search}
            </Button>
          </Box>
          <RefusedFormNotice refusal={refusal} end />
        </Box>
      </CardContent>
    </Card>
  );
};
