/**
 * The sequence query (D2 §2 Sequence; SEQ-001…004, ROLE-011): the customs agent's and its
 * functionary's menu entry, its contract (row) and screens — the visit chooser (/sequence) and
 * the agent's sequenced units of a visit (/sequence/units/{visitId}/{agentId}).
 */
import { defineArea } from '../areas/types';
import { sequenceContract } from '../../domain/yard/contract';

export const sequenceArea = defineArea({
  ...sequenceContract,
  label: 'Secuencia',
  icon: 'sequence',
  menuGroup: 'operations',
  screens: () => import('./SequenceScreens'),
  earlyReads: [['', '/vesselvisit/sequenced']],
});
