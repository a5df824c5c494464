/**
 * The gate (D2 §2 Gate; GATE-001, ROLE-010): the arrival notice of a box at a truck gate, its
 * result and confirmation, the late-arrival and SAG queries — for the gate, its chief and
 * security (who only reads). Its paths are the legacy's own (/gate, /gate/result/{unitNbr}/{gate},
 * /gate/lateDetail/{unitLate}/{unitPod}/{lineOp}, /gate/sagDetail/{unitNbr}), so no redirect is needed.
 */
import { defineArea } from '../areas/types';
import { gateContract } from '../../domain/gate/contract';

export const gateArea = defineArea({
  ...gateContract,
  label: 'Gate',
  icon: 'trucking',
  menuGroup: 'operations',
  screens: () => import('./GateScreens'),
});
