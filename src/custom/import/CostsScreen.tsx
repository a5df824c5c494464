/**
 * /costs: the pickup's charges (IMP-075, IMP-076, IMP-088) on the shared charges card, and the
 * invoices holding them with their state and actions for the invoice roles of the import detail
 * (IMP-053), and their online payment for the kEnabled agent and functionary (IMP-054; terminal/OperationInvoices).
 */
import { Alert, CircularProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { importMessages } from '../../i18n/importMessages';
import { useRoles } from '../../resources/framework/useRoles';
import { ChargesCard } from '../terminal/invoices/ChargesCard';
import { importApi } from '../terminal/api/importApi';
import { OperationInvoices } from '../terminal/invoices/OperationInvoices';
import { useImportUnit } from './importUnit';

const t = importMessages.costs;

export const CostsScreen = () => {
  const { unit } = useImportUnit();
  const { can } = useRoles();
  const charges = useQuery({
    queryKey: ['importArea', unit.unitNbr, 'charges'],
    queryFn: () => importApi.charges(unit.unitNbr),
    retry: false,
  });
  if (charges.isPending) return <CircularProgress aria-label={t.title} />;
  if (charges.isError) return <Alert severity="error">{charges.error.message}</Alert>;
  return (
    <>
      <ChargesCard listId="importCharges" charges={charges.data} t={t} />
      {can('imports.invoice', 'show') && unit.vesselVisitId && (
        <OperationInvoices
          charges={charges.data}
          unit={{ visit: unit.vesselVisitId, category: 'IMPORT', unitNbr: unit.unitNbr }}
          refresh={async () => {
            await charges.refetch();
          }}
        />
      )}
    </>
  );
};
