/**
 * VIN search over 100,000 vehicles (issue 17 §3) in the mock's data layer: the car terminal's
 * findVehicle (GET /api/autos/item/bycode) through the terminal index (vehicles by VIN), as the
 * mock runs it. The index is built once per change of the vehicles (reported apart); each search
 * after it is the figure. Budget: one frame (16 ms) a search.
 */
import type { Store } from '../mock-server/store';
import { findVehicle } from '../mock-server/modules/carTerminal/cars';
import type { VehicleVisit } from '../mock-server/modules/carTerminal/types';
import { withVinCheckDigit } from '../src/domain/cars/identifiers';
import { percentile, report } from './report';

const VEHICLES = 100_000;
const BUDGET_MS = 16;
const unitVisit: VehicleVisit[] = Array.from(
  { length: VEHICLES },
  (_, i) =>
    ({
      id: `UV${String(i + 1000).padStart(7, '0')}`,
      kind: 'vehicle',
      unitNbr: withVinCheckDigit(`KMHJ2814XRU${String(100000 + i).padStart(6, '0')}`),
      category: 'IMPORT',
      visitId: 'ONEHT2611',
      line: 'ONE',
      transitState: 'YARD',
      timeIn: null,
      createdAt: '2025-11-05T13:00:00.000Z',
      brand: '1',
      brandName: 'HYUNDAI',
      model: 'TUCSON',
      categoria: 'SUV',
      blNbr: 'ONE000001',
      consigneeId: '76086428-5',
      documType: null,
      documentacion: null,
      condicionRetiro: null,
      patente: null,
      weightKg: 1500,
      damaged: false,
      registros: [{ fecha: '2025-11-05T10:00:00.000Z', type: 'EN BARCO' }],
    }) as VehicleVisit,
);
// The terminal index reads the collections and their versions only.
const store = { db: { unitVisit, operation: [] }, version: () => 1 } as unknown as Store;

let t = performance.now();
findVehicle(store, unitVisit[0]!.unitNbr);
const build = performance.now() - t;
const searches: number[] = [];
for (let i = 0; i < 2000; i++) {
  const vin = i % 10 === 9 ? 'KMHJ2814XRU999999' : unitVisit[(i * 7919) % VEHICLES]!.unitNbr;
  t = performance.now();
  findVehicle(store, vin.toLowerCase());
  searches.push(performance.now() - t);
}
const p95 = percentile(
  [...searches].sort((a, b) => a - b),
  95,
);
report({
  name: 'Búsqueda de VIN sobre 100.000 vehículos (p95)',
  value: Math.round(p95 * 10_000) / 10,
  unit: 'µs',
  budget: BUDGET_MS * 1000,
  method: `findVehicle por el índice de VIN del terminal, 2.000 búsquedas (1 de cada 10 sin resultado)`,
});
report({
  name: 'Índice de VIN de 100.000 vehículos: construcción',
  value: Math.round(build * 10) / 10,
  unit: 'ms',
  method: 'una vez por cambio de la colección de unidades (primera búsqueda)',
});
