/**
 * The agent's trucking companies (ADM-AGA-039), removal (ADM-AGA-045) and the add panel
 * (ADM-AGA-041..044) in the extra side panel: the framework's related-records table.
 */
import { useRecordContext } from 'react-admin';
import { RelatedRecordsTab } from '../framework/RelatedRecordsTab';
import { useAgentTruckingConfig } from './agentTruckingConfig';

const AgentTruckingsTab = () => {
  const record = useRecordContext();
  const config = useAgentTruckingConfig(String(record?.id ?? ''), 'app.empty.agentTruckings');
  return record ? <RelatedRecordsTab config={config} /> : null;
};

export default AgentTruckingsTab;
