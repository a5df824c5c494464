/**
 * A car visit BL of 5,000 VINs (issue 17 §3): the inscription grid in the data layer, a change at a
 * time, as the form runs it — one cell typed (the row replaced, then the whole inscription's rules:
 * every row's document, condition and client RUT, the grid's one error, the carrier), and a bulk
 * fill of document, condition and client on every row or on a selection of 500, then the rules.
 * Budget: one frame (16 ms) a change.
 */
import {
  carConditionsFor,
  carDocumentTypesFor,
  fillItems,
  inscriptionErrors,
  type CarItemValues,
  type InscriptionValues,
} from '../src/domain/cars/inscriptionRules';
import { withVinCheckDigit } from '../src/domain/cars/identifiers';
import { percentile, report } from './report';

const VINS = 5000;
const BUDGET_MS = 16;
const roles = ['ROLE_AGA', 'ROLE_AGA_AUTOS'];
const offered = { types: carDocumentTypesFor(roles), conditions: carConditionsFor(roles, '2025-11-04T10:00:00Z') };
let items: CarItemValues[] = Array.from({ length: VINS }, (_, i) => ({
  code: withVinCheckDigit(`KMHJ2814XRU${String(100000 + i)}`),
  documType: '',
  documentacion: '',
  condicionRetiro: '',
  clientId: '76086428-5',
}));
const values = (rows: CarItemValues[]): InscriptionValues => ({
  items: rows,
  carrier: 'trucking',
  truckingIds: ['78712956-0'],
  driverRuts: [],
  agentId: '',
  weight: '',
});

function change(next: () => CarItemValues[]): number {
  const t = performance.now();
  items = next();
  inscriptionErrors(values(items), roles, offered);
  return performance.now() - t;
}

const cell: number[] = [];
const bulk: number[] = [];
// Warm the rules once (JIT), as the screen's first render does.
inscriptionErrors(values(items), roles, offered);
for (let round = 0; round < 10; round++) {
  bulk.push(
    change(() =>
      fillItems(items, { documType: 'DIN', documentacion: String(1234567 + round), condicionRetiro: 'INDIRECTO' }),
    ),
  );
  const some = new Set(items.slice(round * 400, round * 400 + 500).map((i) => i.code));
  bulk.push(change(() => fillItems(items, { clientId: '96512190-2', condicionRetiro: 'DIRECTO' }, some)));
  const at = (round * 487) % VINS;
  for (const typed of ['9', '98', '987', '9876', '98765', '98765A', '98765']) {
    cell.push(change(() => items.map((row, i) => (i === at ? { ...row, documentacion: typed } : row))));
  }
}
const p95 = (xs: number[]) =>
  percentile(
    [...xs].sort((a, b) => a - b),
    95,
  );
report({
  name: 'Inscripción de 5.000 VIN: una celda tecleada (p95)',
  value: Math.round(p95(cell) * 100) / 100,
  unit: 'ms',
  budget: BUDGET_MS,
  method: `fila reemplazada + reglas de toda la inscripción (documento, condición, RUT, error de grilla, transporte), ${cell.length} cambios`,
});
report({
  name: 'Inscripción de 5.000 VIN: relleno masivo de la grilla (p95)',
  value: Math.round(p95(bulk) * 100) / 100,
  unit: 'ms',
  budget: BUDGET_MS,
  method: `fillItems (todas las filas, o 500 seleccionadas) + reglas de toda la inscripción, ${bulk.length} rellenos`,
});
