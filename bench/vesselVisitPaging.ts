/**
 * Vessel-visit unit list: filter and page in the data layer (src/custom/vesselVisits/visitUnits.ts)
 * over a visit of 3,000 units, as the screen runs them: the container filter typed a character at
 * a time, the Todos/Despachados/Secuenciados radios, and paging through every page; each step is
 * filterUnits + pageOf + the per-row action rules of the 8 rows shown. Budget: one frame (16 ms).
 */
import { withCheckDigit } from '../src/domain/iso6346';
import { TRANSIT_STATES } from '../src/domain/transitStates';
import { rowActions } from '../src/custom/vesselVisits/rowActions';
import { UNIT_LIST_PAGING } from '../src/domain/listPaging';
import { filterUnits, type UnitStatus, type VisitUnitRow } from '../src/custom/vesselVisits/visitUnits';
import { pageOf } from '../src/resources/framework/list/paging';
import { percentile, report } from './report';

const UNITS = 3000;
const BUDGET_MS = 16;
const ROLES = ['ROLE_STOREKEEPER'];
const NOW = new Date('2025-11-05T13:00:00.000Z');

/** A deterministic visit: owners, states, appointments and pickup conditions spread as in the seed. */
function visitOf(count: number): VisitUnitRow[] {
  let x = 20251105;
  const next = () => (x = (x * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const owners = ['MSC', 'MAE', 'HLX', 'CMA', 'ONE'];
  return Array.from({ length: count }, (_, i) => {
    const state = TRANSIT_STATES[Math.floor(next() * TRANSIT_STATES.length)]!;
    const booked = next() < 0.4;
    const condition = next() < 0.5 ? 'DIRECTO' : next() < 0.8 ? 'INDIRECTO' : null;
    const day = String(1 + Math.floor(next() * 9)).padStart(2, '0');
    return {
      unitNbr: withCheckDigit(`${owners[i % owners.length]}U${String(100000 + i * 7).slice(-6)}`),
      typeLength: next() < 0.5 ? '20DV' : '40HC',
      transitState: state,
      apptNbr: booked ? 700000 + i : null,
      apptTime: booked ? `${day}/11/2025 ${next() < 0.5 ? '08:00' : '14:00'}` : null,
      condicionDeRetiro: condition,
      truckingId: condition ? '79859965-8' : null,
      truckingCo: condition ? 'Transportes Gómez Ltda.' : null,
      operationId: condition ? 1000 + i : null,
      storekeeperCode: next() < 0.5 ? 'A-71' : 'B-12',
      patente: null,
      hazardous: next() < 0.05,
    };
  });
}

function step(rows: readonly VisitUnitRow[], container: string, status: UnitStatus, page: number): number {
  const t = performance.now();
  const shown = pageOf(filterUnits(rows, container, status), page, UNIT_LIST_PAGING.perPage);
  for (const row of shown.rows) rowActions(row, ROLES, NOW);
  return performance.now() - t;
}

function main() {
  const rows = visitOf(UNITS);
  const times: number[] = [];
  for (let round = 0; round < 5; round++) {
    for (const status of ['all', 'departed', 'sequenced'] as const) {
      const pages = pageOf(filterUnits(rows, '', status), 1, UNIT_LIST_PAGING.perPage).pageCount;
      for (let p = 1; p <= pages; p++) times.push(step(rows, '', status, p));
      for (const typed of ['MSCU1', 'MAEU10', 'HLXU1005', 'ONEU', 'ZZZ']) {
        for (let n = 1; n <= typed.length; n++) times.push(step(rows, typed.slice(0, n), status, 1));
      }
    }
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(`${times.length} pasos (filtro + página + acciones de 8 filas) sobre ${UNITS} contenedores`);
  const method = `filterUnits + pageOf (8 por página) + rowActions de las filas visibles, ${times.length} pasos: cada página de los 3 estados y 5 filtros de contenedor tecleados carácter a carácter, 5 rondas`;
  report({
    name: 'Visita de 3.000 contenedores: filtrar y paginar (p95)',
    value: Number(percentile(sorted, 95).toFixed(3)),
    unit: 'ms',
    method,
    budget: BUDGET_MS,
  });
  report({
    name: 'Visita de 3.000 contenedores: filtrar y paginar (máximo)',
    value: Number(sorted[sorted.length - 1]!.toFixed(3)),
    unit: 'ms',
    method,
    budget: BUDGET_MS,
  });
}

main();
