/**
 * Adds a trucking company to an agent from the extra side panel (the AGA's, from its
 * functionary area): the framework's add panel with the agent trucking rules.
 */
import { AddRelatedPanel } from '../framework/AddRelatedPanel';
import { useAddTrucking } from './agentTruckingConfig';
import type { Trucking } from './trucking';

interface Props {
  open: boolean;
  agentId: string;
  current: readonly Trucking[];
  onClose: () => void;
  onAdded: () => void;
}

export const AddTruckingPanel = ({ open, agentId, current, onClose, onAdded }: Props) => {
  const add = useAddTrucking(agentId);
  return <AddRelatedPanel<Trucking> open={open} add={add} current={current} onClose={onClose} onAdded={onAdded} />;
};
