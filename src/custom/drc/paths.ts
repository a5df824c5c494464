/** The DRC screens' URLs (D2 §2 DRC), below the area's /drc, and how a receipt's state reads on them. */
import type { DrcData } from '../../domain/terminalWire/drc';
import { exportStateLabel, importStateLabel, stateOnScreen } from '../../domain/transitStates';

const seg = encodeURIComponent;

export const drcPaths = {
  chooser: '/drc',
  /** A visit's containers and its mass DRC; `line` the one chosen, when not the default. */
  visit: (visitId: string, line?: string) => `/drc/management/${seg(visitId)}${line ? `?line=${seg(line)}` : ''}`,
  /** A unit's DRC data. */
  unit: (unitNbr: string, visitId: string) => `/drc/management/${seg(unitNbr)}/${seg(visitId)}`,
  download: '/drc/download',
};

/** The unit's state with the labels of its category (D2 §4), as a cell starts it. */
export const stateOf = (r: Pick<DrcData, 'category' | 'estado'>) =>
  stateOnScreen(r.category === 'EXPORT' ? exportStateLabel(r.estado) : importStateLabel(r.estado));
