/** Trouble before the trip, the pure check (issue 31 §3; rulings in the appts report). */
import { describe, expect, it } from 'vitest';
import { troubleOf, type TroubleFacts } from '../../../src/domain/appointmentCheckIn/trouble';
import { appointmentCheckInMessages as m } from '../../../src/i18n/appointmentCheckInMessages';

const clean: TroubleFacts = {
  today: '2025-11-05',
  impediments: [],
  customs: { escaner: false, rechazoZP: false },
  overdueInvoices: [],
  plate: null,
  trucks: [
    { license: 'BBCC12', licenseExpiration: '31/12/2025', status: 'OK' },
    { license: 'DDFF34', licenseExpiration: '01/01/2025', status: 'OK' },
  ],
  drivers: [{ cardExpiration: '31/12/2026', status: 'OK' }],
};

describe('trouble before the trip', () => {
  it.each([
    ['nothing', {}, []],
    ['a hold', { impediments: ['ADUANA', 'NAVIERA'] }, ['hold']],
    ['a scanner order', { customs: { escaner: true, rechazoZP: false } }, ['customs']],
    ['a primary-zone refusal', { customs: { escaner: false, rechazoZP: true } }, ['customs']],
    ['an overdue unpaid invoice', { overdueInvoices: [100234] }, ['unpaid']],
    ['a plate that is not a truck of the company', { plate: 'ZZZZ99' }, ['plateUnknown']],
    [
      'a plate of a disabled truck',
      { plate: 'BBCC12', trucks: [{ license: 'BBCC12', licenseExpiration: '31/12/2025', status: 'BLOQUEADO' }] },
      ['plateUnknown'],
    ],
    ["the checked-in truck's permit expired", { plate: 'DDFF34' }, ['truckExpired']],
    ['a permit expiring today is still valid', { plate: 'DDFF34', today: '2025-01-01' }, []],
    ['not checked in, one valid truck is enough', { trucks: clean.trucks }, []],
    ['not checked in, every truck expired', { trucks: [clean.trucks[1]!] }, ['truckExpired']],
    ['no truck in good standing', { trucks: [] }, ['noTruck']],
    [
      'no driver in good standing',
      { drivers: [{ cardExpiration: '31/12/2026', status: 'BLOQUEADO' }] },
      ['driverUnknown'],
    ],
    [
      "every driver's licence expired",
      { drivers: [{ cardExpiration: '04/11/2025', status: 'OK' }] },
      ['driversExpired'],
    ],
    [
      'an unreadable date is not called expired',
      { plate: 'BBCC12', trucks: [{ license: 'BBCC12', licenseExpiration: '', status: 'OK' }] },
      [],
    ],
    [
      "several at once, in the gate's order",
      { impediments: ['X'], overdueInvoices: [1], plate: 'ZZZZ99', drivers: [] },
      ['hold', 'unpaid', 'plateUnknown', 'driverUnknown'],
    ],
  ] as const)('%s', (_name, change, codes) => {
    expect(troubleOf({ ...clean, ...change } as TroubleFacts).map((r) => r.code)).toEqual(codes);
  });

  it('each reason says why and how to fix it, in Spanish', () => {
    const [hold, customs, unpaid] = troubleOf({
      ...clean,
      impediments: ['ADUANA'],
      customs: { escaner: true, rechazoZP: true },
      overdueInvoices: [100234, 100235],
    });
    expect(hold).toEqual({ code: 'hold', reason: 'La unidad tiene un bloqueo: ADUANA.', fix: m.trouble.hold.fix });
    expect(customs!.reason).toBe(
      'Aduana mantiene una orden sobre la unidad: escáner ordenado, ingreso a zona primaria rechazado.',
    );
    expect(unpaid!.reason).toBe('La unidad tiene facturas vencidas sin pagar: 100234, 100235.');
  });
});
