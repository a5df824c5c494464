/**
 * The figures page over a year of history (issue 33 §4): `GET /api/figures` for a whole year as
 * customer service (the terminal's scope: every fact), server compute + answer over HTTP, on an
 * in-process mock (SEED_SCALE=1). The year is built from the seed's last week of gate passes,
 * appointments and quotas, copied back 52 weeks (7 days apart each, ids apart) and REPEAT times
 * per week, so a busy terminal's year: ~110,000 passes and ~150,000 appointments, ~120,000 quotas.
 * Median and p95 of 15 calls after one warm-up (the history read from the records is kept until a
 * collection it reads changes: the warm-up reads it, and its time is reported too). Budget 500 ms.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import os from 'node:os';
import path from 'node:path';
import { addDays } from '../src/domain/santiagoTime';
import { DEMO_PASSWORD } from '../mock-server/seed/demoUsers';
import { startServer } from '../mock-server/server';
import type { Appointment, AppointmentQuota, GateVisit } from '../mock-server/terminalModel/types';
import { percentile, report } from './report';

const PORT = Number(process.env.BENCH_FIGURES_PORT ?? 9310);
const WEEKS = 52;
const REPEAT = Number(process.env.BENCH_FIGURES_REPEAT ?? 20);
const RUNS = 15;
const BUDGET_MS = 500;
const WEEK_MS = 7 * 86_400_000;

const dir = await mkdtemp(path.join(tmpdir(), 'bench-figures-'));
const server = await startServer({ port: PORT, dataDir: dir, quiet: true, tokenTtlSeconds: 3600 });
try {
  const db = server.store!.db;
  const shift = (iso: string | null | undefined, weeks: number) =>
    iso ? new Date(Date.parse(iso) - weeks * WEEK_MS).toISOString() : (iso ?? null);
  const visits0 = [...db.gateVisit];
  const appts0 = [...db.appointment];
  const quotas0 = [...db.appointmentQuota];
  let nextVisit = 50_000_000;
  let nextAppt = 50_000_000;
  for (let w = 1; w <= WEEKS; w++) {
    for (const q of quotas0)
      db.appointmentQuota.push({ ...q, id: `${q.id}|w${w}`, day: addDays(q.day, -7 * w) } satisfies AppointmentQuota);
    for (let r = 0; r < REPEAT; r++) {
      const apptIds = new Map<number, number>();
      for (const a of appts0) {
        const id = nextAppt++;
        apptIds.set(a.id, id);
        db.appointment.push({
          ...a,
          id,
          day: addDays(a.day, -7 * w),
          createdAt: shift(a.createdAt, w)!,
          releasedAt: a.releasedAt ? shift(a.releasedAt, w)! : undefined,
        } satisfies Appointment);
      }
      for (const g of visits0) {
        db.gateVisit.push({
          ...g,
          id: nextVisit++,
          appointmentId: g.appointmentId === null ? null : (apptIds.get(g.appointmentId) ?? null),
          timeIn: shift(g.timeIn, w)!,
          timeOut: shift(g.timeOut, w),
          arrivedAt: shift(g.arrivedAt, w),
        } satisfies GateVisit);
      }
    }
  }
  const base = server.url;
  const login = await fetch(`${base}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'servicio', password: DEMO_PASSWORD }),
  });
  const token = ((await login.json()) as { token: string }).token;
  const url = `${base}/api/figures?from=${addDays('2025-11-05', -365)}&to=2025-11-05`;
  const call = async () => {
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    const res = await fetch(url, { headers: { 'x-auth-token': token } });
    const body = (await res.json()) as { daily: unknown[]; turn: { samples: number }; appointments: { total: number } };
    if (res.status !== 200) throw new Error(`GET /api/figures: ${res.status} ${JSON.stringify(body)}`);
    const c = process.cpuUsage(c0);
    return { ms: performance.now() - t0, cpuMs: (c.user + c.system) / 1000, body };
  };
  const first = await call();
  const runs: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const r = await call();
    runs.push(r.ms);
    cpu.push(r.cpuMs);
  }
  runs.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const what = `${db.gateVisit.length.toLocaleString('es-CL')} pasadas por puerta, ${db.appointment.length.toLocaleString('es-CL')} citas, ${db.appointmentQuota.length.toLocaleString('es-CL')} cupos; el año: ${first.body.turn.samples.toLocaleString('es-CL')} pasadas y ${first.body.appointments.total.toLocaleString('es-CL')} citas en ${first.body.daily.length} días`;
  const method = `GET /api/figures de un año como servicio al cliente (alcance terminal), HTTP en proceso, la última semana sembrada copiada 52 semanas atrás × ${REPEAT}; ${what}; ${RUNS} llamadas tras un calentamiento`;
  report({
    name: 'Cifras del terminal: un año de historia, primera llamada (lectura de la historia incluida)',
    value: Math.round(first.ms),
    unit: 'ms',
    method: `${method}; la primera llamada lee la historia de los registros (luego se guarda hasta el próximo cambio de las colecciones que lee)`,
  });
  report({
    name: 'Cifras del terminal: un año de historia (mediana)',
    value: Math.round(percentile(runs, 50)),
    unit: 'ms',
    budget: BUDGET_MS,
    method,
  });
  // On a shared machine the wall time waits for the CPU; the process's own CPU time per call (server and client in one process) does not.
  report({
    name: 'Cifras del terminal: un año de historia, tiempo de CPU por llamada (mediana)',
    value: Math.round(percentile(cpu, 50)),
    unit: 'ms',
    method: `${method}; process.cpuUsage del proceso (servidor y cliente) por llamada; carga de la máquina ${os.loadavg()[0]!.toFixed(1)} en ${os.cpus().length} núcleos`,
  });
  report({
    name: 'Cifras del terminal: un año de historia (p95)',
    value: Math.round(percentile(runs, 95)),
    unit: 'ms',
    budget: BUDGET_MS,
    method,
  });
} finally {
  await server.close();
  await rm(dir, { recursive: true, force: true });
}
