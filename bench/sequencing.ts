/**
 * Sequencing a block of 2,000 direct pickups (issue 32 §4): the terminal's processing of a
 * sequencing (mock-server/modules/sequencing/transitions.ts finishSequencing — the block's direct
 * pickups read with their places, ordered by the plan, each given its turn: an appointment and a
 * history event), on an in-process mock whose block A1 holds 2,000 import boxes with an active
 * DIRECTO pickup (added through the store, the seed's direct pickup cloned). The figure is the
 * median of 5 (each run's turns are taken back by a cancel before the next); also the pure order
 * of 2,000 boxes alone. Budget 200 ms.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { withCheckDigit } from '../src/domain/iso6346';
import { santiagoDateTime } from '../src/domain/santiagoTime';
import { blockFor } from '../src/domain/yard/layout';
import { readSequencing } from '../src/domain/yard/sequencingForm';
import { sequenceOrder } from '../src/domain/yard/sequencingOrder';
import { startServer } from '../mock-server/server';
import { isImportOperation, type ImportOperation } from '../mock-server/kinds/importPickup/types';
import { cancelSequencing, finishSequencing, saveSequencing } from '../mock-server/modules/sequencing/transitions';
import { syncYard } from '../mock-server/modules/yard/positions';
import { rehandlesPreview } from '../mock-server/modules/sequencing/views';
import { nextUnitVisitId } from '../mock-server/terminalModel/ids';
import type { ContainerVisit } from '../mock-server/terminalModel/types';
import { percentile, report } from './report';

const PORT = Number(process.env.BENCH_SEQUENCING_PORT ?? 9411);
const BOXES = 2000;
const BLOCK = 'A1';
const BUDGET_MS = 200;
const dir = await mkdtemp(path.join(tmpdir(), 'bench-sequencing-'));
const server = await startServer({ port: PORT, dataDir: dir, quiet: true });
try {
  const store = server.store!;
  // Issue 32 §3's figure first, on the seed as it is: the busiest block, its rehandles by method.
  syncYard(store);
  const counts = new Map<string, number>();
  for (const p of store.db.yardPosition) counts.set(p.block, (counts.get(p.block) ?? 0) + 1);
  const [busiest, boxesIn] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
  const seedPlan = {
    block: busiest,
    sectionFrom: 1,
    sectionTo: 80,
    rowFrom: 'A',
    rowTo: 'Z',
    intervalDirects: 15,
    startMs: Date.parse('2025-11-05T14:00:00.000Z'),
    method: 0 as const,
    sentido: 0 as const,
    sentidoStack: 0 as const,
  };
  const preview = rehandlesPreview(store, seedPlan);
  for (const [method, name] of [
    [0, 'fila/columna'],
    [1, 'altura'],
    [2, 'por citas'],
  ] as const) {
    report({
      name: `Remanejos del bloque más ocupado de la semilla (${busiest}, ${boxesIn} cajas, ${preview.directs} retiros directos), ${name}`,
      value: preview.rehandles[method],
      unit: 'remanejos',
      method:
        'src/domain/yard/rehandles.ts: todo el bloque, turnos desde el 05/11/2025 11:00 cada 15 min; cada retiro (citas indirectas y turnos, en orden de tiempo) levanta las cajas que tiene encima',
    });
  }
  const op = store.db.operation.find(
    (o): o is ImportOperation => isImportOperation(o) && o.status === 'ACTIVE' && o.condicionRetiro === 'DIRECTO',
  )!;
  const sample = store.db.unitVisit.find((u) => u.id === op.unitVisitId) as ContainerVisit;
  let n = 0;
  let opId = Math.max(...store.db.operation.map((o) => o.id));
  for (let added = 0; added < BOXES; n++) {
    const unitNbr = withCheckDigit(`SEQU${String(100000 + n)}`);
    // Only boxes whose block is A1 (the yard sends a dry import box to A1 or A2 by its number).
    if (blockFor('IMPORT', false, unitNbr) !== BLOCK) continue;
    const unit: ContainerVisit = {
      ...structuredClone(sample),
      id: nextUnitVisitId(store.db.unitVisit),
      unitNbr,
      transitState: 'YARD',
      reefer: null,
    };
    store.insert('unitVisit', unit);
    store.insert('operation', {
      ...structuredClone(op),
      id: ++opId,
      unitVisitId: unit.id,
      truckingId: op.truckingId ?? 'x',
    });
    added++;
  }
  syncYard(store);
  await store.commit();
  const inBlock = store.db.yardPosition.filter((p) => p.block === BLOCK).length;
  const now = new Date('2025-11-05T13:00:00.000Z');
  const t0 = { now, login: 'operador' };
  const draft = {
    block: BLOCK,
    sectionFrom: '1',
    sectionTo: '80',
    rowFrom: 'A',
    rowTo: 'Z',
    intervalDirects: '2',
    dateInitation: santiagoDateTime(new Date(now.getTime() + 86_400_000)),
    method: '0',
    sentido: '0',
    sentidoStack: '0',
  };
  const read = readSequencing(draft, now);
  if (!('plan' in read)) throw new Error(JSON.stringify(read.errors));
  const xs: number[] = [];
  let given = 0;
  for (let i = 0; i < 6; i++) {
    const s = saveSequencing(store, read.plan, t0);
    const t = performance.now();
    finishSequencing(store, s);
    const ms = performance.now() - t;
    if (i > 0) xs.push(ms);
    given = s.qtyOk ?? 0;
    cancelSequencing(store, s, t0);
  }
  if (given < BOXES) throw new Error(`se dieron ${given} turnos de ${BOXES}`);
  report({
    name: `Secuenciar un bloque de ${BOXES.toLocaleString('es-CL')} retiros directos (${inBlock.toLocaleString('es-CL')} cajas en el bloque)`,
    value:
      Math.round(
        percentile(
          xs.sort((a, b) => a - b),
          50,
        ) * 10,
      ) / 10,
    unit: 'ms',
    budget: BUDGET_MS,
    method: `finishSequencing en el mock en proceso: lee los retiros directos del bloque con su lugar, los ordena (fila/columna) y da ${BOXES} turnos (cita e historial); mediana de 5 tras 1 de calentamiento`,
  });
  const boxes = store.db.yardPosition.filter((p) => p.block === BLOCK);
  const ys: number[] = [];
  for (let i = 0; i < 20; i++) {
    const t = performance.now();
    sequenceOrder(boxes, {
      stackFrom: 1,
      stackTo: 80,
      rowFrom: 'A',
      rowTo: 'Z',
      method: (i % 2) as 0 | 1,
      sentido: 0,
      sentidoStack: 1,
    });
    ys.push(performance.now() - t);
  }
  report({
    name: `Orden puro de ${boxes.length.toLocaleString('es-CL')} cajas (sequenceOrder)`,
    value:
      Math.round(
        percentile(
          ys.sort((a, b) => a - b),
          50,
        ) * 100,
      ) / 100,
    unit: 'ms',
    method: 'src/domain/yard/sequencingOrder.ts, mediana de 20 (fila/columna y altura)',
  });
} finally {
  await server.close();
  await rm(dir, { recursive: true, force: true });
}
