/**
 * /costs ('Cobros', EXP-078): the pre-advice's charges from the ledger on the shared charges card,
 * and the costs document (GET /api/report/costosexpo/{id}).
 */
import PrintIcon from '@mui/icons-material/Print';
import { Alert, Button, CircularProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { exportMessages } from '../../i18n/exportMessages';
import { useApiError } from '../layout/useApiError';
import { useRoles } from '../../resources/framework/useRoles';
import { ChargesCard } from '../terminal/invoices/ChargesCard';
import { OperationInvoices } from '../terminal/invoices/OperationInvoices';
import { exportApi } from '../terminal/api/exportApi';
import { openPdf } from '../terminal/documents/openPdf';
import { useExportUnit } from './exportUnit';

const t = exportMessages.costs;

export const ExportCosts = () => {
  const { preadvice } = useExportUnit();
  const onError = useApiError();
  const { can } = useRoles();
  const nbr = preadvice.unit.number;
  const charges = useQuery({
    queryKey: ['exportArea', nbr, 'charges'],
    queryFn: () => exportApi.costs(nbr),
    retry: false,
  });
  if (charges.isPending) return <CircularProgress aria-label={t.title} />;
  if (charges.isError) return <Alert severity="error">{charges.error.message}</Alert>;
  const visit = preadvice.operation?.vesselVisitId;
  return (
    <>
      <ChargesCard
        listId="exportCharges"
        charges={charges.data}
        t={t}
        actions={
          <Button
            variant="outlined"
            startIcon={<PrintIcon />}
            onClick={() => openPdf(() => exportApi.costsPdf(nbr)).catch(onError)}
            data-testid="export-costs-pdf"
          >
            {t.print}
          </Button>
        }
      />
      {/* The invoice state on the export costs too (D2 §4), for whoever reads invoices. */}
      {can('invoices', 'show') && visit && (
        <OperationInvoices
          charges={charges.data}
          unit={{ visit, category: 'EXPORT', unitNbr: nbr }}
          refresh={async () => {
            await charges.refetch();
          }}
        />
      )}
    </>
  );
};
