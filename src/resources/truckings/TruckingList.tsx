/**
 * /truckingCompanies: staff and agents get the generated list; a company user (trucking
 * company, storekeeper, its functionary) goes straight to its own company, the single-company
 * header (ADM-TRK-004), or reads 'No se encontró una companía de transporte asociada' (ADM-TRK-023).
 */
import { CircularProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router-dom';
import ResourceList from '../framework/ResourceList';
import { useRoles } from '../framework/useRoles';
import { fleetApi } from './fleetApi';
import { actsForOneCompany } from './index';

const OwnCompany = ({ login }: { login: string }) => {
  const { data, error, isPending } = useQuery({ queryKey: ['truckingCompanies', 'own', login], queryFn: () => fleetApi.ownCompany(login), retry: false });
  if (isPending) return <CircularProgress sx={{ m: 4 }} />;
  if (error || !data) {
    const message = (error as { serverMessage?: string } | null)?.serverMessage ?? (error as Error | null)?.message;
    return (
      <Typography component="p" color="text.secondary" sx={{ m: 4 }} data-testid="own-company-missing">
        {message}
      </Typography>
    );
  }
  return <Navigate to={`/truckingCompanies/${encodeURIComponent(String(data.id))}/show?tab=drivers`} replace />;
};

const TruckingList = () => {
  const { roles, login, isPending } = useRoles();
  if (isPending) return <CircularProgress sx={{ m: 4 }} />;
  if (actsForOneCompany(roles) && login) return <OwnCompany login={login} />;
  return <ResourceList />;
};

export default TruckingList;
