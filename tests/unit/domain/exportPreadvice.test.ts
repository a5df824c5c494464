import { describe, expect, it } from 'vitest';
import {
  exportWhyNot,
  withinCoordinationHours,
  type ExportFacts,
} from '../../../src/domain/exportPreadvice/detailActions';
import {
  EXPORT_EVENTS,
  exportEventsFrom,
  exportUnitReceived,
  nextExportState,
  type ExportEvent,
} from '../../../src/domain/exportPreadvice/unitLife';
import { exportStateLabel, TRANSIT_STATES, type TransitState } from '../../../src/domain/transitStates';
import { santiagoInstant } from '../../../src/domain/santiagoTime';
import { operationsMessages } from '../../../src/i18n/operationsMessages';

const r = operationsMessages.exportRefusals;

describe('the export unit life (P53)', () => {
  it('EXP-080 EXP-081 EXP-082 EXP-083 EXP-084 EXP-085 EXP-086 EXP-087: each export state reads as the spec labels it', () => {
    expect(TRANSIT_STATES.map((s) => exportStateLabel(s))).toEqual([
      'preavisado',
      'en viaje hacia el puerto',
      'en puerta',
      'en patio',
      'cargado en camión',
      'embarcado',
      'despachado',
      'retirado',
    ]);
  });

  it('pre-advised, on its way, gate in, stacked, to the ship, loaded, sailed: one step at a time, nothing jumps', () => {
    const path: [ExportEvent, TransitState][] = [
      ['preadvise', 'INBOUND'],
      ['gateIn', 'ECIN'],
      ['stack', 'YARD'],
      ['toShip', 'ECOUT'],
      ['load', 'LOADED'],
      ['sail', 'DEPARTED'],
    ];
    let state: TransitState = 'ADVISED';
    for (const [event, to] of path) {
      // Every other event is refused from here.
      for (const other of EXPORT_EVENTS.filter((e) => e !== event && e !== 'withdraw' && e !== 'cancelPreadvice'))
        expect(nextExportState(state, other), `${state} ${other}`).toBeUndefined();
      state = nextExportState(state, event)!;
      expect(state).toBe(to);
    }
    expect(exportEventsFrom('DEPARTED')).toEqual([]);
    expect(exportEventsFrom('RETIRED')).toEqual([]);
  });

  it("a pre-advice is cancelled only on the way (back to the booking's announced unit); a received unit may be withdrawn and leaves by road", () => {
    expect(nextExportState('INBOUND', 'cancelPreadvice')).toBe('ADVISED');
    expect(nextExportState('ECIN', 'cancelPreadvice')).toBeUndefined();
    expect(nextExportState('ECIN', 'withdraw')).toBe('RETIRED');
    expect(nextExportState('YARD', 'withdraw')).toBe('RETIRED');
    for (const s of ['ADVISED', 'INBOUND', 'ECOUT', 'LOADED', 'DEPARTED'] as const)
      expect(nextExportState(s, 'withdraw'), s).toBeUndefined();
    expect(exportEventsFrom('YARD')).toEqual(['toShip', 'withdraw']);
  });
});

const at = (day: string, time: string) => santiagoInstant(day, time);
const facts = (over: Partial<ExportFacts> = {}): ExportFacts => ({
  transitState: 'INBOUND',
  reefer: false,
  invoiceFinalized: false,
  validReassign: true,
  coordination: true,
  stackingEnd: at('2026-11-30', '18:00'),
  ...over,
});
const noon = at('2026-11-25', '12:00');

describe('the export pre-advice detail rules', () => {
  it('EXP-067: cancel only while INBOUND and while its invoice is not finalized', () => {
    expect(exportWhyNot('cancelPreadvice', facts(), noon)).toBeUndefined();
    expect(exportWhyNot('cancelPreadvice', facts({ invoiceFinalized: true }), noon)).toBe(r.invoiceFinalized);
    for (const s of ['ADVISED', 'ECIN', 'YARD', 'LOADED'] as const)
      expect(exportWhyNot('cancelPreadvice', facts({ transitState: s }), noon)).toBe(r.notInbound);
  });

  it('EXP-070 EXP-073: edit only while INBOUND; reassign the trucking only while INBOUND and with the valid-reassign flag', () => {
    expect(exportWhyNot('editPreadvice', facts(), noon)).toBeUndefined();
    expect(exportWhyNot('editPreadvice', facts({ transitState: 'YARD' }), noon)).toBe(r.notInbound);
    expect(exportWhyNot('reassignTrucking', facts(), noon)).toBeUndefined();
    expect(exportWhyNot('reassignTrucking', facts({ validReassign: false }), noon)).toBe(r.reassignNotValid);
    expect(exportWhyNot('reassignTrucking', facts({ transitState: 'ECIN' }), noon)).toBe(r.notInbound);
  });

  it('EXP-060 EXP-061 EXP-063: coordinate while coordination is allowed, the stacking has not ended and the unit has not departed', () => {
    expect(exportWhyNot('coordinate', facts(), noon)).toBeUndefined();
    expect(exportWhyNot('coordinate', facts({ transitState: 'YARD' }), noon)).toBeUndefined();
    expect(exportWhyNot('coordinate', facts({ coordination: false }), noon)).toBe(r.noCoordination);
    expect(exportWhyNot('coordinate', facts({ transitState: 'DEPARTED' }), noon)).toBe(r.departed);
    // Up to the stacking end itself; a minute after it, expired.
    const end = at('2026-11-25', '15:00');
    expect(exportWhyNot('coordinate', facts({ stackingEnd: end }), end)).toBeUndefined();
    expect(exportWhyNot('coordinate', facts({ stackingEnd: end }), at('2026-11-25', '15:01'))).toBe(r.stackingExpired);
    expect(exportWhyNot('coordinate', facts({ stackingEnd: null }), noon)).toBeUndefined();
  });

  it("EXP-062: outside the coordination hours (the server's, else 08:00–20:00 Santiago) the user is told to contact the terminal", () => {
    expect(exportWhyNot('coordinate', facts(), at('2026-11-25', '07:59'))).toBe(r.outsideCoordinationHours);
    expect(exportWhyNot('coordinate', facts(), at('2026-11-25', '08:00'))).toBeUndefined();
    expect(exportWhyNot('coordinate', facts(), at('2026-11-25', '20:00'))).toBe(r.outsideCoordinationHours);
    expect(
      withinCoordinationHours({ coordinationHours: { from: '09:00', to: '18:00' } }, at('2026-11-25', '08:30')),
    ).toBe(false);
    expect(
      withinCoordinationHours({ coordinationHours: { from: '09:00', to: '18:00' } }, at('2026-11-25', '17:59')),
    ).toBe(true);
    expect(r.outsideCoordinationHours).toBe('Fuera del horario de coordinación. Contáctese con el terminal.');
  });

  it('EXP-075 EXP-076 EXP-077: the delivery voucher until it departs; the EIR once received; the temperature letter for a reefer', () => {
    expect(exportWhyNot('printVoucher', facts({ transitState: 'LOADED' }), noon)).toBeUndefined();
    expect(exportWhyNot('printVoucher', facts({ transitState: 'DEPARTED' }), noon)).toBe(r.departed);
    expect(TRANSIT_STATES.filter((s) => exportUnitReceived(s))).toEqual([
      'ECIN',
      'YARD',
      'ECOUT',
      'LOADED',
      'DEPARTED',
      'RETIRED',
    ]);
    expect(exportWhyNot('eir', facts({ transitState: 'INBOUND' }), noon)).toBe(r.notReceived);
    expect(exportWhyNot('eir', facts({ transitState: 'YARD' }), noon)).toBeUndefined();
    expect(exportWhyNot('temperatureLetter', facts(), noon)).toBe(r.notReefer);
    expect(exportWhyNot('temperatureLetter', facts({ reefer: true }), noon)).toBeUndefined();
  });
});

describe('export delivery in the third shift', () => {
  it('the third-shift slot (23:00–06:30) ends the next morning: not passed at midnight, passed at 06:30', async () => {
    const { appointmentPassed, THIRD_SHIFT_SLOT, slotEnd } = await import('../../../src/domain/appointments');
    const { santiagoInstant } = await import('../../../src/domain/santiagoTime');
    const slot = { day: '2025-11-05', ...THIRD_SHIFT_SLOT };
    expect(THIRD_SHIFT_SLOT).toEqual({ start: '23:00', end: '06:30' });
    expect(slotEnd(slot)).toEqual(santiagoInstant('2025-11-06', '06:30'));
    expect(appointmentPassed(slot, santiagoInstant('2025-11-06', '00:30'))).toBe(false);
    expect(appointmentPassed(slot, santiagoInstant('2025-11-06', '06:30'))).toBe(true);
    // A day slot ends the same day.
    expect(
      appointmentPassed({ day: '2025-11-05', start: '08:00', end: '10:00' }, santiagoInstant('2025-11-05', '10:00')),
    ).toBe(true);
  });
});
