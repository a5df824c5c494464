/**
 * Trouble before the trip over 5,000 appointments (issue 31 §3): the rows of 'Mis citas' as the
 * mock answers them (mock-server/areas/appointments/facts.ts appointmentRows — each appointment's
 * state, check-in deadline and, booked, the gate's reasons from the unit's holds, customs' orders,
 * overdue invoices and the company's trucks and drivers; src/domain/appointmentCheckIn/trouble.ts),
 * on an in-process mock whose seed's booked appointments are repeated to 5,000 (ids apart, every one
 * booked). Median of 7 runs after one warm-up; also the pure check alone. Budget 50 ms.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { troubleOf, type TroubleFacts } from '../src/domain/appointmentCheckIn/trouble';
import { startServer } from '../mock-server/server';
import { appointmentRows } from '../mock-server/areas/appointments/facts';
import type { Appointment } from '../mock-server/terminalModel/types';
import { percentile, report } from './report';

const PORT = Number(process.env.BENCH_APPTS_PORT ?? 9222);
const N = 5000;
const BUDGET_MS = 50;
const dir = await mkdtemp(path.join(tmpdir(), 'bench-appts-'));
const server = await startServer({ port: PORT, dataDir: dir, quiet: true });
try {
  const store = server.store!;
  const seeded = store.db.appointment.filter((a) => store.findById('appointmentQuota', a.quotaId));
  const many: Appointment[] = Array.from({ length: N }, (_, i) => ({
    ...seeded[i % seeded.length]!,
    id: 10_000_000 + i,
    status: 'BOOKED',
  }));
  const now = new Date('2025-11-05T13:00:00.000Z');
  const time = (fn: () => unknown) => {
    const t0 = performance.now();
    fn();
    return performance.now() - t0;
  };
  time(() => appointmentRows(store, many, now, 60));
  const runs = Array.from({ length: 7 }, () => time(() => appointmentRows(store, many, now, 60))).sort((a, b) => a - b);
  const rows = appointmentRows(store, many, now, 60);
  const inTrouble = rows.filter((r) => r.trouble.length > 0).length;
  report({
    name: `Problemas antes del viaje: filas de ${N.toLocaleString('es-CL')} citas (mediana)`,
    value: Math.round(percentile(runs, 50) * 10) / 10,
    unit: 'ms',
    budget: BUDGET_MS,
    method: `appointmentRows en proceso sobre el almacén sembrado (SEED_SCALE=1), ${N} citas reservadas (las ${seeded.length} de la semilla repetidas), mediana de 7 tras un calentamiento; ${inTrouble} con problemas`,
  });
  const facts: TroubleFacts = {
    today: '2025-11-05',
    impediments: [],
    customs: { escaner: false, rechazoZP: true },
    overdueInvoices: [1],
    plate: 'BBCC12',
    trucks: [{ license: 'BBCC12', licenseExpiration: '01/01/2025', status: 'OK' }],
    drivers: [{ cardExpiration: '01/01/2030', status: 'OK' }],
  };
  const pure = Array.from({ length: 7 }, () =>
    time(() => {
      for (let i = 0; i < N; i++) troubleOf(facts);
    }),
  ).sort((a, b) => a - b);
  report({
    name: `troubleOf puro × ${N.toLocaleString('es-CL')} (mediana)`,
    value: Math.round(percentile(pure, 50) * 10) / 10,
    unit: 'ms',
    method: 'la regla sola sobre hechos ya leídos, tres motivos por cita',
  });
} finally {
  await server.close();
  await rm(dir, { recursive: true, force: true });
}
