/**
 * The invoice and draft searches and their results (/invoice/search → /invoice/invoices?…,
 * /invoice/draft → /invoice/drafts?…; D3 §2.1): the form, and once searched the list below it.
 * Finance's invoice search shows its overdue invoices before it searches (issue 30): /invoice
 * still opens /invoice/search (INV-002), and the form's period is still the last 7 days once a
 * search by period is chosen (INV-032).
 */
import { CircularProgress } from '@mui/material';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { invoiceMessages } from '../../i18n/invoiceMessages';
import { invoiceSearchErrors } from '../../domain/invoicing/invoiceSearchRules';
import { santiagoDay } from '../../domain/santiagoTime';
import { useRoles } from '../../resources/framework/useRoles';
import { useTerminalNow } from '../terminal/calendar/terminalClock';
import { InvoiceList } from './InvoiceList';
import { emptySearch, InvoiceSearchForm, overdueSearch } from './InvoiceSearchForm';
import { invoicePaths, invoiceSearchFrom, type InvoiceKind } from './paths';
import { hasErrors } from '../../domain/validators';

export const InvoiceSearchScreen = ({ kind }: { kind: InvoiceKind }) => {
  const { pathname, search: query } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { now, ready } = useTerminalNow();
  const { can } = useRoles();
  const results = /\/(invoices|drafts)$/.test(pathname);
  if (!ready) return <CircularProgress aria-label={invoiceMessages.title} />;
  const opening = kind === 'FINAL' && can('invoices', 'overdueDefault') ? overdueSearch(now()) : undefined;
  const submitted = results ? invoiceSearchFrom(params, kind) : opening;
  // A search from the address (a bookmark, a shared link) is checked like a typed one: its mistakes
  // go on the form's fields instead of to the server.
  const urlErrors = submitted ? invoiceSearchErrors(submitted, kind === 'DRAFT') : {};
  const valid = !hasErrors(urlErrors);
  return (
    <>
      <InvoiceSearchForm
        key={`${kind}${query}`}
        kind={kind}
        now={now()}
        initial={submitted ?? emptySearch(kind, now())}
        initialErrors={urlErrors}
        onSearch={(s) => navigate(invoicePaths.results(kind, s))}
      />
      {submitted && valid && (
        <InvoiceList kind={kind} search={submitted} back={`${pathname}${query}`} today={santiagoDay(now())} />
      )}
    </>
  );
};
