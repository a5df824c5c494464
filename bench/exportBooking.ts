/**
 * A booking of 500 items and 5,000 reserved containers (issue 16 §3): the pre-advice form and the
 * booking's unit grid in the data layer, a keystroke at a time, as the screens run them — the form's
 * rules (preadviceErrors) and the unit's item in the booking for each typed character of the tariff
 * code and the seals, and the unit grid's search (listQuery, as the list framework's RowsList) for
 * each typed character of a container number, then its page. Budget: one frame (16 ms) a keystroke.
 */
import { withCheckDigit } from '../src/domain/iso6346';
import { BOOKING_UNITS_PAGING } from '../src/domain/listPaging';
import { preadviceErrors, type PreadviceValues } from '../src/domain/exportPreadvice/preadviceRules';
import type { BookingItemWire } from '../src/domain/terminalWire/exportPreadvice';
import { exportStateLabel, stateOnScreen, TRANSIT_STATES } from '../src/domain/transitStates';
import { listQuery } from '../src/providers/listQuery';
import { pageOf } from '../src/resources/framework/list/paging';
import { percentile, report } from './report';

const ITEMS = 500;
const UNITS = 5000;
const BUDGET_MS = 16;

const items: BookingItemWire[] = Array.from({ length: ITEMS }, (_, i) => ({
  equipmentType: `T${String(i).padStart(3, '0')}`,
  equipmentDesc: `TIPO ${i}`,
  quantity: 20,
  availableQuantity: 10,
  reservedContainers: [],
  reefer:
    i % 3 === 0 ? { tempReqdC: -18, ventRequiredValue: 0, ventRequiredUnit: 'CUBIC_M_HOUR', humidityPct: null } : null,
  hazards: [],
  atmosphereControl: i % 6 === 0 ? 'S' : 'N',
  isOog: i % 7 === 0,
  featureId: null,
  bulbMode: null,
  condTreament: null,
  desHumidificationPct: null,
}));
const units = Array.from({ length: UNITS }, (_, i) => {
  const state = TRANSIT_STATES[i % TRANSIT_STATES.length]!;
  return {
    id: String(i),
    unitNbr: withCheckDigit(`MSCU${String(100000 + i * 13).slice(-6)}`),
    state: stateOnScreen(exportStateLabel(state)),
  };
});
const base: PreadviceValues = {
  documentType: 'DUS',
  documentNbrs: '5012345678',
  guias: '123456',
  seals: [''],
  agentId: '',
  truckingId: '76086428-5',
  shipperCountry: 'CL',
  shipperId: '76.086.428-5',
  shipperName: 'Exportadora',
  shipperAddress: '',
  shipperCity: '',
  shipperState: 'RM',
  shipperGiro: 'Frutas',
  grossWeight: '24500',
  cmdtyShortName: '',
  sagCondition: 'SIN INSPECCION',
  weighing: 'VGM',
  o2pct: '5',
  co2pct: '10',
  oog: { topCm: '', frontCm: '', backCm: '', leftCm: '', rightCm: '' },
  reeferConfirmed: true,
};

/** One keystroke of the form: the unit's item looked up in the booking, then the whole form's rules. */
function formKeystroke(values: PreadviceValues, type: string): number {
  const t = performance.now();
  const item = items.find((i) => i.equipmentType === type || i.equipmentDesc === type);
  preadviceErrors(values, {
    roles: ['ROLE_AGA'],
    reefer: Boolean(item?.reefer),
    atmosphereControl: item?.atmosphereControl === 'S',
    oog: Boolean(item?.isOog),
  });
  return performance.now() - t;
}

/** One keystroke of the grid's search: search the 5,000 rows, sort by container, cut the page. */
function gridKeystroke(typed: string): number {
  const t = performance.now();
  const found = listQuery(units, {
    search: ['unitNbr', 'state'],
    q: typed,
    sort: { field: 'unitNbr', order: 'ASC' },
  }).data;
  pageOf(found, 1, BOOKING_UNITS_PAGING.perPage);
  return performance.now() - t;
}

const form: number[] = [];
const grid: number[] = [];
for (let round = 0; round < 5; round++) {
  const type = items[(round * 97) % ITEMS]!.equipmentType;
  for (const code of ['0', '08', '080', '0806', '08061', '080610'])
    form.push(formKeystroke({ ...base, cmdtyShortName: code }, type));
  for (const seal of ['C', 'CL', 'CL1', 'CL12', 'CL123', 'CL1234', 'CL12345'])
    form.push(formKeystroke({ ...base, cmdtyShortName: '080610', seals: [seal] }, type));
  const target = units[(round * 911) % UNITS]!.unitNbr;
  for (let n = 1; n <= target.length; n++) grid.push(gridKeystroke(target.slice(0, n)));
}
const p95 = (xs: number[]) =>
  percentile(
    [...xs].sort((a, b) => a - b),
    95,
  );
report({
  name: 'Booking de 500 ítems: tecla en el formulario de preaviso (p95)',
  value: Math.round(p95(form) * 100) / 100,
  unit: 'ms',
  budget: BUDGET_MS,
  method: `reglas del formulario + ítem del booking por tecla, ${form.length} teclas`,
});
report({
  name: 'Booking de 5.000 contenedores: tecla en la búsqueda de la grilla (p95)',
  value: Math.round(p95(grid) * 100) / 100,
  unit: 'ms',
  budget: BUDGET_MS,
  method: `listQuery (búsqueda, orden) + página de 8 sobre 5.000 filas, ${grid.length} teclas`,
});
