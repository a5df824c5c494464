/**
 * The invoice and draft searches and their results (/invoice/search → /invoice/invoices?…,
 * /invoice/draft → /invoice/drafts?…; D3 §2.1): the form, and once searched the list below it.
 */
import { CircularProgress } from '@mui/material';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { invoiceMessages } from '../../i18n/invoiceMessages';
import { invoiceSearchErrors } from '../../domain/invoicing/invoiceSearchRules';
import { useTerminalNow } from '../terminal/calendar/terminalClock';
import { InvoiceList } from './InvoiceList';
import { emptySearch, InvoiceSearchForm } from './InvoiceSearchForm';
import { invoicePaths, invoiceSearchFrom, type InvoiceKind } from './paths';
import { hasErrors } from '../../domain/validators';

export const InvoiceSearchScreen = ({ kind }: { kind: InvoiceKind }) => {
  const { pathname, search: query } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { now, ready } = useTerminalNow();
  const results = /\/(invoices|drafts)$/.test(pathname);
  if (!ready) return <CircularProgress aria-label={invoiceMessages.title} />;
  const submitted = results ? invoiceSearchFrom(params, kind) : undefined;
  // A search from the address (a bookmark, a shared link) is checked like a typed one: its mistakes
  // go on the form's fields instead of to the server.
  const urlErrors = submitted ? invoiceSearchErrors(submitted, kind === 'DRAFT') : {};
  const valid = !hasErrors(urlErrors);
  return (
    <>
      <InvoiceSearchForm key={`${kind}${query}`} kind={kind} now={now()} initial={submitted ?? emptySearch(kind, now())} initialErrors={urlErrors}
        onSearch={(s) => navigate(invoicePaths.results(kind, s))} />
      {submitted && valid && <InvoiceList kind={kind} search={submitted} back={`${pathname}${query}`} />}
    </>
  );
};
