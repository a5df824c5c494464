/**
 * 1,000 provider notifications against an in-process mock (issue 19 §3; ruling P74): 667 valid, one
 * per online payment, and 333 forged, replayed or tampered, 50 at a time. Only the valid ones may
 * pay (each invoice once), and none may be a 5xx (tests/harness/support/notificationFlood.ts).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from '../mock-server/server';
import { notificationFlood } from '../tests/harness/support/notificationFlood';
import { report } from './report';

const PORT = Number(process.env.BENCH_NOTIFY_PORT ?? 8625);
const dir = await mkdtemp(path.join(tmpdir(), 'bench-notify-'));
const server = await startServer({ port: PORT, dataDir: dir, quiet: true });
try {
  const r = await notificationFlood(server.url, server.store!, 667);
  const method = `${r.sent} POST /api/pg/khipu/notify (667 válidas, 333 falsificadas, repetidas fuera de plazo o alteradas), 50 en vuelo, mock en proceso; ${Math.round(r.ms)} ms en total`;
  report({ name: 'Notificaciones del proveedor: aceptadas', value: r.accepted, unit: 'notificaciones', method });
  report({
    name: 'Notificaciones del proveedor: respuestas 5xx',
    value: r.serverErrors,
    unit: 'respuestas',
    method,
    budget: 0,
  });
  report({
    name: 'Notificaciones del proveedor: facturas pagadas por una no válida o dos veces',
    value: r.paidItems - r.paidInvoices + Math.max(0, r.paidInvoices - 667),
    unit: 'facturas',
    method,
    budget: 0,
  });
  report({ name: 'Notificaciones del proveedor: rechazadas (4xx)', value: r.refused, unit: 'notificaciones', method });
} finally {
  await server.close();
  await rm(dir, { recursive: true, force: true });
}
