/** Notifications for agent (AGA) and functionary users: pickup appointments, DRC and notices. */
import type { Notification } from '../types';
import { container, ddmmyyyy, isoAt } from './codes';
import { CONTAINER_OWNERS } from './names';
import { Random } from './random';

function one(rng: Random, id: number, login: string): Notification {
  const c = container(rng, rng.pick(CONTAINER_OWNERS));
  const date = isoAt(-rng.int(10, 60 * 24 * 30));
  const data = { container: c, containerId: rng.int(100_000, 999_999), operationId: rng.int(1_000_000, 9_999_999) };
  const r = rng.next();
  if (r < 0.45) {
    const day = ddmmyyyy(rng.int(-20, 10));
    const hour = `${String(rng.int(8, 19)).padStart(2, '0')}:${rng.pick(['00', '30'])}`;
    return { id, login, watched: rng.chance(0.4), type: 'APPOINTMENT', title: 'Cita de retiro confirmada', content: `Se confirmó la cita de retiro del contenedor ${c} para el ${day} a las ${hour}.`, date, container: c, data };
  }
  if (r < 0.8) {
    return { id, login, watched: rng.chance(0.4), type: 'DRC', title: 'Devolución de contenedor (DRC)', content: `El contenedor ${c} tiene su DRC disponible para coordinar la devolución.`, date, container: c, data };
  }
  if (r < 0.9) {
    return { id, login, watched: rng.chance(0.6), type: 'INVOICE', title: 'Factura emitida', content: `Se emitió la factura ${rng.int(100_000, 999_999)} por servicios al contenedor ${c}.`, date, container: c, data };
  }
  return { id, login, watched: rng.chance(0.6), type: 'INFO', title: 'Mantención programada', content: 'El portal estará en mantención el domingo entre las 02:00 y las 04:00.', date, container: null, data: {} };
}

/** 12 for each demo login given, 0–2 for every other login given. */
export function seedNotifications(demoLogins: readonly string[], otherLogins: readonly string[]): Notification[] {
  const rng = new Random('notifications');
  const out: Notification[] = [];
  for (const login of demoLogins) for (let k = 0; k < 12; k++) out.push(one(rng, out.length + 1, login));
  for (const login of otherLogins) for (let k = rng.int(0, 2); k > 0; k--) out.push(one(rng, out.length + 1, login));
  return out.sort((a, b) => b.date.localeCompare(a.date)).map((n, i) => ({ ...n, id: i + 1 }));
}
