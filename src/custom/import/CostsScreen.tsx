/**
 * /costs: the pickup's charges (IMP-075, IMP-076, IMP-088) on the shared charges card. Preview,
 * finalize and online payment (IMP-053, IMP-054) come with the invoicing issue.
 */
import { Alert, CircularProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { importMessages } from '../../i18n/importMessages';
import { ChargesCard } from '../terminal/ChargesCard';
import { importApi } from '../terminal/importApi';
import { useImportUnit } from './useImportUnit';

const t = importMessages.costs;

export const CostsScreen = () => {
  const { unit } = useImportUnit();
  const charges = useQuery({ queryKey: ['importArea', unit.unitNbr, 'charges'], queryFn: () => importApi.charges(unit.unitNbr), retry: false });
  if (charges.isPending) return <CircularProgress aria-label={t.title} />;
  if (charges.isError) return <Alert severity="error">{charges.error.message}</Alert>;
  return <ChargesCard listId="importCharges" charges={charges.data} t={t} />;
};
