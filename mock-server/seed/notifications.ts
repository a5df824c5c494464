/**
 * Notifications for agent (AGA) and functionary users: pickup appointments, DRC, invoices and
 * notices. Pickup and DRC ones name a container (valid ISO 6346) and carry {containerId,
 * operationId}, which the console uses to open /import/management/{containerId}/{operationId}/detailRetiro.
 */
import type { Notification } from '../types';
import { container, ddmmyyyy, isoAt } from './codes';
import { CONTAINER_OWNERS } from './names';
import { Random } from './random';

type Kind = 'APPOINTMENT' | 'DRC' | 'INVOICE' | 'INFO';

/** A demo user's 12, newest first: every type, the 4 newest unseen. */
const DEMO_KINDS: readonly Kind[] = [
  'APPOINTMENT',
  'DRC',
  'INVOICE',
  'APPOINTMENT',
  'INFO',
  'DRC',
  'APPOINTMENT',
  'INVOICE',
  'DRC',
  'APPOINTMENT',
  'INFO',
  'DRC',
];
const DEMO_UNSEEN = 4;

function randomKind(rng: Random): Kind {
  const r = rng.next();
  return r < 0.45 ? 'APPOINTMENT' : r < 0.8 ? 'DRC' : r < 0.9 ? 'INVOICE' : 'INFO';
}

function one(rng: Random, login: string, kind: Kind, date: string, watched: boolean): Omit<Notification, 'id'> {
  const c = container(rng, rng.pick(CONTAINER_OWNERS));
  const data = { container: c, containerId: rng.int(100_000, 999_999), operationId: rng.int(1_000_000, 9_999_999) };
  const base = { login, watched, type: kind, date };
  switch (kind) {
    case 'APPOINTMENT': {
      const day = ddmmyyyy(rng.int(-20, 10));
      const hour = `${String(rng.int(8, 19)).padStart(2, '0')}:${rng.pick(['00', '30'])}`;
      return {
        ...base,
        title: 'Cita de retiro confirmada',
        content: `Se confirmó la cita de retiro del contenedor ${c} para el ${day} a las ${hour}.`,
        container: c,
        data,
      };
    }
    case 'DRC':
      return {
        ...base,
        title: 'Devolución de contenedor (DRC)',
        content: `El contenedor ${c} tiene su DRC disponible para coordinar la devolución.`,
        container: c,
        data,
      };
    case 'INVOICE':
      return {
        ...base,
        title: 'Factura emitida',
        content: `Se emitió la factura ${rng.int(100_000, 999_999)} por servicios al contenedor ${c}.`,
        container: c,
        data,
      };
    case 'INFO':
      return {
        ...base,
        title: 'Mantención programada',
        content: 'El portal estará en mantención el domingo entre las 02:00 y las 04:00.',
        container: null,
        data: {},
      };
  }
}

/** 12 for each demo login given (DEMO_KINDS), 0–2 random ones for every other login given; ids newest first. */
export function seedNotifications(demoLogins: readonly string[], otherLogins: readonly string[]): Notification[] {
  const rng = new Random('notifications');
  const out: Omit<Notification, 'id'>[] = [];
  for (const login of demoLogins) {
    DEMO_KINDS.forEach((kind, k) => {
      // About two and a half days apart, newest within the last day before the reference date.
      const date = isoAt(-(k * 3600 + rng.int(10, 1400)));
      out.push(one(rng, login, kind, date, k >= DEMO_UNSEEN));
    });
  }
  for (const login of otherLogins) {
    for (let k = rng.int(0, 2); k > 0; k--) {
      const kind = randomKind(rng);
      out.push(
        one(
          rng,
          login,
          kind,
          isoAt(-rng.int(10, 60 * 24 * 30)),
          rng.chance(kind === 'APPOINTMENT' || kind === 'DRC' ? 0.4 : 0.6),
        ),
      );
    }
  }
  return out.sort((a, b) => b.date.localeCompare(a.date)).map((n, i) => ({ ...n, id: i + 1 }));
}
