/**
 * The DRC (D2 §2 DRC; DRC-001…008, ROLE-015): menu entry, its contract (row) and screens — the mass
 * DRC by visit for the shipping company (/drc, /drc/management/{vesselId}), a unit's DRC data
 * (/drc/management/{id}/{visitId}) and the single download, whose legacy /drcdownload lands on
 * /drc/download.
 */
import { defineArea } from '../areas/types';
import { withQuery } from '../areas/legacyPaths';
import { drcContract } from '../../domain/drc/contract';

export const drcArea = defineArea({
  ...drcContract,
  label: 'DRC',
  icon: 'record',
  menuGroup: 'operations',
  screens: () => import('./DrcScreens'),
  legacyRoutes: [['/drcdownload', (_p, query) => withQuery('/drc/download', query)]],
});
