/**
 * The functionary list (the generated one) with, for an AGA, 'Agregar transportista': adding a
 * trucking company to its own agent from the functionary area (ADM-FUN-020, legacy
 * /administration/agentTruckingNew?truckings), in the extra side panel the agent screens use.
 */
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Stack } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useGetIdentity, useTranslate } from 'react-admin';
import type { PortalDataProvider } from '../../providers/dataProvider';
import { AddTruckingPanel } from '../agents/AddTruckingPanel';
import type { AgentTruckingCalls } from '../agents/agentTruckingCalls';
import type { Trucking } from '../agents/trucking';
import ResourceList from '../framework/ResourceList';
import { useRoles } from '../framework/useRoles';

const FunctionaryList = () => {
  const { identity } = useGetIdentity();
  const { can } = useRoles();
  const agentId = identity?.agentId as string | null | undefined;
  const ownTruckings = !!agentId && can('agents', 'addTrucking') && !can('agents', 'list');
  return (
    <Box sx={{ width: '100%', minWidth: 0 }}>
      {ownTruckings && <AddOwnTrucking agentId={agentId} />}
      <ResourceList />
    </Box>
  );
};

const AddOwnTrucking = ({ agentId }: { agentId: string }) => {
  const dataProvider = useDataProvider<PortalDataProvider & AgentTruckingCalls>();
  const queryClient = useQueryClient();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const queryKey = ['agents', 'truckings', agentId];
  const { data } = useQuery({
    queryKey,
    queryFn: () => dataProvider.agentTruckings(agentId) as Promise<Trucking[]>,
    enabled: open,
  });
  return (
    <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 1 }}>
      <Button startIcon={<AddIcon />} onClick={() => setOpen(true)} data-testid="add-trucking">
        {translate('app.ui.addTrucking')}
      </Button>
      <AddTruckingPanel
        open={open}
        agentId={agentId}
        current={data ?? []}
        onClose={() => setOpen(false)}
        onAdded={() => queryClient.invalidateQueries({ queryKey })}
      />
    </Stack>
  );
};

export default FunctionaryList;
