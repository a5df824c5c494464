/**
 * The yard-block sequencing (D3 §2.4; YBS-001…028, ROLE-024): the operator's menu entry, its
 * contract (rows) and screens — the list with the 'Secuenciar Bloque' form (/secuenciacion), the
 * detail, 'Configurar turnos' and the block view. The spec's /management/{sequencingId} and
 * /turnos have no parent path: they land on the area's own.
 */
import { defineArea } from '../areas/types';
import { seg } from '../areas/legacyPaths';
import { sequencingContract } from '../../domain/yard/contract';

export const sequencingArea = defineArea({
  ...sequencingContract,
  label: 'Secuenciación',
  icon: 'yard',
  menuGroup: 'operations',
  screens: () => import('./SequencingScreens'),
  earlyReads: [['', '/sequencing']],
  legacyRoutes: [
    ['/turnos', () => '/secuenciacion/turnos'],
    ['/management/:sequencingId', ({ sequencingId }) => `/secuenciacion/management/${seg(sequencingId)}`],
  ],
});
