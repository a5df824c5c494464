/**
 * The trucking screen's agent truckings (D1 §6 Trucking, ADM-TRK-003, ADM-AGA-040): customer
 * service, the supervisor and documentary choose an agent with the typeahead (name or RUT, from
 * 3 characters, at most 10, must pick) and manage its trucking companies; an AGA manages its own
 * agent's. The table, add panel and removal are the agent tab's (the framework's related-records
 * table), with 'No hay transportistas para esta Agencia' when there are none.
 */
import { Card, CardContent, Typography } from '@mui/material';
import { useCallback, useMemo, useState } from 'react';
import { useSharedList } from '../framework/useSharedList';
import { useTranslate } from 'react-admin';
import { nameWithRut } from '../../domain/rut';
import { useAgentTruckingConfig } from '../agents/agentTruckingConfig';
import { LookupField } from '../framework/LookupField';
import { RelatedRecordsTab } from '../framework/RelatedRecordsTab';
import { agentOptions, suggestAgents, type AgentOption } from './agentChoice';

/** The agent's truckings; a row opens the company's record (drivers and plates). */
const AgentTruckings = ({ agentId }: { agentId: string }) => {
  const config = useAgentTruckingConfig(agentId, 'app.empty.agencyTruckings');
  return <RelatedRecordsTab config={config} />;
};

const AgentPicker = ({
  value,
  onChange,
}: {
  value: AgentOption | null;
  onChange: (agent: AgentOption | null) => void;
}) => {
  const translate = useTranslate();
  const agents = useSharedList('agents');
  const list = useMemo(() => (agents.data ? agentOptions(agents.data) : undefined), [agents.data]);
  const search = useCallback(async (text: string) => suggestAgents(list ?? [], text), [list]);
  return (
    <LookupField<AgentOption>
      label={translate('app.ui.agentLookup')}
      value={value}
      onChange={onChange}
      optionLabel={(a) => nameWithRut(a.name, a.id)}
      sameOption={(a, b) => a.id === b.id}
      search={search}
      error={agents.error ? (agents.error as Error).message : undefined}
      disabled={!list}
      name="agent"
      testId="agent-lookup"
    />
  );
};

export const AgentTruckingsCard = ({ ownAgentId }: { ownAgentId?: string }) => {
  const translate = useTranslate();
  const [chosen, setChosen] = useState<AgentOption | null>(null);
  const agentId = ownAgentId ?? chosen?.id;
  return (
    <Card variant="outlined" sx={{ mb: 2 }} data-testid="agent-truckings">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate(ownAgentId ? 'app.ui.ownAgentTruckings' : 'app.ui.chosenAgentTruckings')}
        </Typography>
        {!ownAgentId && <AgentPicker value={chosen} onChange={setChosen} />}
        {agentId ? (
          <AgentTruckings key={agentId} agentId={agentId} />
        ) : (
          <Typography color="text.secondary" data-testid="agent-truckings-prompt">
            {translate('app.empty.selectAgent')}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
};
