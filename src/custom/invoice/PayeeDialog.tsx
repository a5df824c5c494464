/**
 * 'Generar prefactura' (D3 §2.1, §5 Pre-invoice, §8.2; INV-021…026): the payee client (required)
 * and its role, its profile read when chosen — unknown ('Cliente no registrado…') or an agreement
 * customer (who finalizes at the finance office) — then the draft of the selected charges, opened.
 * A failure says so with the server's reason and where to turn.
 */
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { isAgreementCustomer } from '../../domain/invoicing/invoiceLifecycle';
import { preInvoiceErrors, unlistedEntry } from '../../domain/invoicing/invoiceSearchRules';
import { customerRoleLabel } from '../../i18n/codeLabels';
import { invoiceMessages } from '../../i18n/invoiceMessages';
import { invoiceRuleMessages as r } from '../../i18n/invoiceRuleMessages';
import { withLegacyCode } from '../terminal/forms/legacyCode';
import { invoiceApi, type ChargeSearch, type ChargeWire } from '../terminal/api/invoiceApi';
import { NamedTypeahead } from '../terminal/forms/NamedTypeahead';
import { invoicePaths } from './paths';
import { useInvoiceLists } from '../terminal/invoices/useInvoiceLists';

const t = invoiceMessages.payee;
const ROLES = ['CONSIGNEE', 'SHIPPER'] as const;

/** The client the selected charges share (the consignee of an import, the shipper of an export), if one. */
function commonClient(rows: readonly ChargeWire[], category: ChargeSearch['category']): string {
  const ids = new Set(rows.map((x) => (category === 'EXPORT' ? x.shipperId : x.consigneeId) ?? ''));
  return ids.size === 1 ? [...ids][0]! : '';
}

export const PayeeDialog = ({
  search,
  units,
  rows,
  onClose,
}: {
  search: ChargeSearch;
  units: readonly string[];
  rows: readonly ChargeWire[];
  onClose: () => void;
}) => {
  const notify = useNotify();
  const navigate = useNavigate();
  const { customers } = useInvoiceLists({ generator: false });
  const [client, setClient] = useState(() => commonClient(rows, search.category));
  const [role, setRole] = useState<(typeof ROLES)[number]>(search.category === 'EXPORT' ? 'SHIPPER' : 'CONSIGNEE');
  const [typed, setTyped] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const profile = useQuery({
    queryKey: ['invoice', 'profile', client],
    queryFn: () => invoiceApi.profile(client),
    enabled: client !== '',
    retry: false,
  });
  const known = customers.some((c) => c.id === client);

  const generate = async () => {
    const faults = preInvoiceErrors({ payee: client, charges: units });
    const message = faults.payee ?? (unlistedEntry(typed, client) ? r.unlistedClient : undefined);
    if (message) return setFieldError(message);
    setBusy(true);
    setFailure(undefined);
    try {
      const answer = await invoiceApi.generate({
        ...search,
        units: [...units],
        client,
        clientRole: role,
        vesselVisit: search.visit,
      });
      notify(answer.message, { type: 'success' });
      navigate(invoicePaths.costs('DRAFT', answer.value));
    } catch (error) {
      setFailure((withLegacyCode(error) as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby="payee-title"
      fullWidth
      maxWidth="sm"
      data-testid="payee-dialog"
    >
      <DialogTitle id="payee-title">{t.title}</DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2, pt: 1 }}>
          <Typography variant="body2">{t.intro.replace('{n}', String(units.length))}</Typography>
          <NamedTypeahead
            id="payee-client"
            label={t.client}
            options={customers}
            value={known ? client : ''}
            required
            error={fieldError}
            onChange={(id) => {
              setClient(id);
              setFieldError(undefined);
            }}
            onTyped={setTyped}
          />
          <TextField
            select
            id="payee-role"
            label={t.role}
            value={role}
            size="small"
            onChange={(e) => setRole(e.target.value === 'SHIPPER' ? 'SHIPPER' : 'CONSIGNEE')}
          >
            {ROLES.map((x) => (
              <MenuItem key={x} value={x}>
                {customerRoleLabel(x)}
              </MenuItem>
            ))}
          </TextField>
          {/* INV-026: a client the terminal does not know (the charges' consignee may not be a customer yet). */}
          {client !== '' && profile.isError && (
            <Alert severity="warning" data-testid="payee-unknown">
              {profile.error.message}
            </Alert>
          )}
          {profile.data && isAgreementCustomer(profile.data.convenio) && (
            <Alert severity="info" data-testid="payee-agreement">
              {t.agreement}
            </Alert>
          )}
          {failure && (
            <Alert severity="error" data-testid="payee-failure">
              {t.failed} {failure}
              <br />
              {t.support}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t.cancel}
        </Button>
        <Button variant="contained" onClick={() => void generate()} disabled={busy} data-testid="payee-generate">
          {t.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
