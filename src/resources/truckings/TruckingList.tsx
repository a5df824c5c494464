/**
 * /truckingCompanies: staff get the generated list, and those who manage any agent's truckings
 * (customer service, supervisor, documentary) choose an agent above it (ADM-TRK-003); an AGA
 * manages its own agent's truckings; a company user (trucking company, storekeeper, its
 * functionary) goes straight to its own company, the single-company header (ADM-TRK-004), or
 * reads 'No se encontró una companía de transporte asociada' (ADM-TRK-023).
 */
import { Box, CircularProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useGetIdentity } from 'react-admin';
import { Navigate } from 'react-router-dom';
import ResourceList from '../framework/ResourceList';
import { useRoles } from '../framework/useRoles';
import { truckingScreenMode } from './agentChoice';
import { AgentTruckingsCard } from './AgentTruckingsCard';
import { fleetApi } from './fleetApi';
import { useDefinition } from '../framework/useDefinition';
import { actsForOneCompany } from './companyUsers';

const OwnCompany = ({ login }: { login: string }) => {
  const { data, error, isPending } = useQuery({
    queryKey: ['truckingCompanies', 'own', login],
    queryFn: () => fleetApi.ownCompany(login),
    retry: false,
  });
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
  const { identity } = useGetIdentity();
  const definition = useDefinition();
  if (isPending) return <CircularProgress sx={{ m: 4 }} />;
  if (actsForOneCompany(roles) && login) return <OwnCompany login={login} />;
  const agentId = identity?.agentId as string | null | undefined;
  const mode = truckingScreenMode(roles, agentId);
  if (mode === 'own') {
    return (
      <Box sx={{ width: '100%', minWidth: 0, mt: 2 }}>
        <Title title={definition.label.many} />
        <AgentTruckingsCard ownAgentId={agentId!} />
      </Box>
    );
  }
  return (
    <Box sx={{ width: '100%', minWidth: 0 }}>
      {mode === 'choose' && (
        <Box sx={{ mt: 2 }}>
          <AgentTruckingsCard />
        </Box>
      )}
      <ResourceList />
    </Box>
  );
};

export default TruckingList;
