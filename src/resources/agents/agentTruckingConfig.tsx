/**
 * An agent's trucking companies as a related-records table (ADM-AGA-039…045, ADM-TRK-003):
 * listed by `truckingcobyaga`, added by the typeahead by name or RUT (min 3 characters, at most
 * 10; one must be picked, none twice) and removed with the agent's calls. Add and remove are
 * offered to the roles of `agents.addTrucking` / `agents.removeTrucking`.
 */
import { Chip } from '@mui/material';
import { useMemo } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { formatRut, nameWithRut } from '../../domain/rut';
import type { PortalDataProvider } from '../../providers/dataProvider';
import type { AgentTruckingCalls } from './agentTruckingCalls';
import type { AddRelated, RelatedRecordsConfig } from '../framework/relatedRecords';
import { useRoles } from '../framework/useRoles';
import type { Trucking } from './trucking';

export const agentTruckingsKey = (agentId: string) => ['agents', 'truckings', agentId] as const;

/** The add panel of an agent's truckings (also the AGA's, from its functionary area). */
export function useAddTrucking(agentId: string): AddRelated<Trucking> {
  const dataProvider = useDataProvider<PortalDataProvider & AgentTruckingCalls>();
  return useMemo(
    () => ({
      label: 'app.ui.addTrucking',
      testId: 'add-trucking',
      lookupLabel: 'app.ui.truckingLookup',
      source: {
        kind: 'search',
        search: async (text: string) => (await dataProvider.searchTruckings(text)) as Trucking[],
      },
      optionLabel: (t: Trucking) => nameWithRut(t.name, t.id),
      refuse: (picked: Trucking | null, current: readonly Trucking[]) =>
        !picked
          ? 'app.server.truckingMissing'
          : current.some((t) => t.id === picked.id)
            ? 'app.server.truckingDuplicate'
            : undefined,
      notifyRefusal: true,
      save: (picked: Trucking) => dataProvider.addTrucking(agentId, picked),
      success: 'app.success.truckingAdded',
    }),
    [agentId, dataProvider],
  );
}

/** `empty`: the agent tab's text, or the chosen agent's (ADM-AGA-040). */
export function useAgentTruckingConfig(agentId: string, empty: string): RelatedRecordsConfig<Trucking> {
  const dataProvider = useDataProvider<PortalDataProvider & AgentTruckingCalls>();
  const { can } = useRoles();
  const add = useAddTrucking(agentId);
  const mayAdd = can('agents', 'addTrucking');
  const mayRemove = can('agents', 'removeTrucking');
  const mayOpen = can('truckingCompanies', 'show');
  const translate = useTranslate();
  return useMemo(
    () => ({
      queryKey: agentTruckingsKey(agentId),
      load: () => dataProvider.agentTruckings(agentId) as Promise<Trucking[]>,
      title: 'app.ui.truckingsTitle',
      columns: [
        { source: 'rut', label: 'RUT', text: (t: Trucking) => formatRut(t.id) },
        { source: 'name', label: 'app.ui.functionaryName', text: (t: Trucking) => t.name },
        { source: 'email', label: 'app.ui.functionaryEmail', text: (t: Trucking) => t.user?.email ?? '' },
        {
          source: 'state',
          label: 'app.ui.functionaryState',
          text: (t: Trucking) => translate(activated(t) ? 'app.ui.active' : 'app.ui.blocked'),
          render: (t: Trucking) => <StateChip activated={activated(t)} />,
        },
      ],
      // The company's record: its drivers and trucks (ADM-TRK-005).
      open: mayOpen ? (t: Trucking) => `/truckingCompanies/${encodeURIComponent(t.id)}/show?tab=drivers` : undefined,
      empty,
      testId: 'truckings',
      add: mayAdd ? add : undefined,
      remove: mayRemove
        ? {
            run: (t: Trucking) => dataProvider.removeTrucking(agentId, t),
            confirm: (t: Trucking) => ({ key: 'app.confirm.removeTrucking', values: { name: t.name } }),
            success: 'app.success.truckingRemoved',
          }
        : undefined,
    }),
    [agentId, empty, dataProvider, add, mayAdd, mayRemove, mayOpen, translate],
  );
}

const activated = (t: Trucking) => t.user?.activated !== false;

const StateChip = ({ activated }: { activated: boolean }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={activated ? 'success' : 'default'}
      label={translate(activated ? 'app.ui.active' : 'app.ui.blocked')}
    />
  );
};
