/** The invoice area's routes (paths relative to /invoice; D3 §2.1): the tabs, the searches and their results, and the costs. */
import { Box, Tab, Tabs } from '@mui/material';
import { Title } from 'react-admin';
import { Link, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { invoiceMessages } from '../../i18n/invoiceMessages';
import { useRoles } from '../../resources/framework/useRoles';
import { ChargesScreen } from './ChargesScreen';
import { InvoiceCosts } from './InvoiceCosts';
import { InvoicePay, InvoicePayResult } from './InvoicePay';
import { InvoiceSearchScreen } from './InvoiceSearchScreen';
import { INVOICE, invoicePaths } from './paths';

const t = invoiceMessages;

/** INV-003, INV-004: Contenedores (hidden for FINANCIAL alone), Prefacturas and Facturas. */
const InvoiceTabs = () => {
  const { can } = useRoles();
  const { pathname } = useLocation();
  const section = pathname.slice(INVOICE.length + 1).split('/')[0] ?? '';
  const current = ['generator', 'charges'].includes(section)
    ? 'generator'
    : ['draft', 'drafts'].includes(section)
      ? 'drafts'
      : 'invoices';
  return (
    // contain: the tabs scroll inside the page's width on a phone instead of widening it.
    <Tabs
      value={current}
      aria-label={t.tabs.label}
      sx={{ mb: 2, contain: 'inline-size' }}
      variant="scrollable"
      allowScrollButtonsMobile
    >
      {can('invoices', 'generatorTab') && (
        <Tab
          value="generator"
          label={t.tabs.generator}
          component={Link}
          to={invoicePaths.generator}
          data-testid="tab-generator"
        />
      )}
      <Tab
        value="drafts"
        label={t.tabs.drafts}
        component={Link}
        to={invoicePaths.searchForm('DRAFT')}
        data-testid="tab-drafts"
      />
      <Tab
        value="invoices"
        label={t.tabs.invoices}
        component={Link}
        to={invoicePaths.searchForm('FINAL')}
        data-testid="tab-invoices"
      />
    </Tabs>
  );
};

const InvoiceScreens = () => (
  <Box sx={{ p: 2 }}>
    <Title title={t.title} />
    <InvoiceTabs />
    <Routes>
      {/* INV-002: the parent opens the invoice search. */}
      <Route index element={<Navigate to={invoicePaths.searchForm('FINAL')} replace />} />
      <Route path="generator" element={<ChargesScreen />} />
      <Route path="charges" element={<ChargesScreen />} />
      <Route path="search" element={<InvoiceSearchScreen kind="FINAL" />} />
      <Route path="invoices" element={<InvoiceSearchScreen kind="FINAL" />} />
      <Route path="draft" element={<InvoiceSearchScreen kind="DRAFT" />} />
      <Route path="drafts" element={<InvoiceSearchScreen kind="DRAFT" />} />
      <Route path="invoices/costs/:draft" element={<InvoiceCosts kind="FINAL" />} />
      <Route path="drafts/costs/:draft" element={<InvoiceCosts kind="DRAFT" />} />
      <Route path="invoices/costs/:draft/pay" element={<InvoicePay />} />
      <Route path="invoices/costs/:draft/pay/detail" element={<InvoicePayResult />} />
      <Route path="pay" element={<InvoicePay />} />
      <Route path="pay/detail" element={<InvoicePayResult />} />
      <Route path="*" element={<Navigate to={invoicePaths.searchForm('FINAL')} replace />} />
    </Routes>
  </Box>
);

export default InvoiceScreens;
