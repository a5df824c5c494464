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
import { menuEntries } from '../../../src/custom/layout/menuEntries';
import { can } from '../../../src/domain/permissions';
import { ROLES } from '../../../src/domain/roles';
import { exportChoosesAgent, exportDocumentTypesFor } from '../../../src/domain/exportPreadvice/preadviceRules';

const r = operationsMessages.exportRefusals;

// Role sets over every role there is; the RBAC harness (tests/harness/rbac.test.ts) proves the running
// mock answers 403 to each role a guarding row leaves out.
describe('the export role sets (D2 §6)', () => {
  const EXPORT_ROLES = [
    'ROLE_AGA',
    'ROLE_AGA_AGA',
    'ROLE_AGA_AUTOS',
    'ROLE_AGA_FORWARDER',
    'ROLE_FUNCTIONARY',
    'ROLE_DOCUMENTARY',
    'ROLE_CUSTOMER_SERVICE',
    'ROLE_SHIPPINGCO',
    'ROLE_AGN',
    'ROLE_FUNCIONARIO_AGN',
    'ROLE_AGA_SHIPPER',
    'ROLE_FUNCTIONARY_EXTRAPORTUARIO',
    'ROLE_STOREKEEPER',
  ];
  it('EXP-001: the export menu and its pre-advice calls are exactly the import roles plus shipper, extraportuary functionary and storekeeper', () => {
    for (const role of ROLES) {
      const admitted = EXPORT_ROLES.includes(role);
      expect(
        menuEntries([role]).some((e) => e.to === '/export'),
        `${role}: menu`,
      ).toBe(admitted);
      for (const action of ['menu', 'preadvise', 'appointment', 'print'])
        expect(can([role], 'exports', action), `${role}: ${action}`).toBe(admitted);
    }
  });

  // The mock's update route asks this row (on the unit): tests/mock/exportCalls.test.ts has the shipping company's 403.
  it('EXP-070: editing a pre-advice is for the AGA roles, FUNCTIONARY, AGN, STOREKEEPER and CUSTOMER_SERVICE only', () => {
    const editors = [
      'ROLE_AGA',
      'ROLE_AGA_AGA',
      'ROLE_AGA_AUTOS',
      'ROLE_AGA_FORWARDER',
      'ROLE_AGA_SHIPPER',
      'ROLE_AGA_DEPOSIT',
      'ROLE_FUNCTIONARY',
      'ROLE_AGN',
      'ROLE_FUNCIONARIO_AGN',
      'ROLE_STOREKEEPER',
      'ROLE_CUSTOMER_SERVICE',
    ];
    for (const role of ROLES) expect(can([role], 'exports', 'edit'), role).toBe(editors.includes(role));
  });

  it('EXP-014: of all roles, exactly customer service, documentary, storekeeper, extraportuary, AGA shipper and shipping company choose the agent', () => {
    const choosers = [
      'ROLE_CUSTOMER_SERVICE',
      'ROLE_DOCUMENTARY',
      'ROLE_STOREKEEPER',
      'ROLE_FUNCTIONARY_EXTRAPORTUARIO',
      'ROLE_AGA_SHIPPER',
      'ROLE_SHIPPINGCO',
    ];
    for (const role of ROLES) expect(exportChoosesAgent([role]), role).toBe(choosers.includes(role));
  });

  it('EXP-012: of all roles, only the shipping company is offered CABOTAJE', () => {
    for (const role of ROLES)
      expect(exportDocumentTypesFor([role]).includes('CABOTAJE'), role).toBe(role === 'ROLE_SHIPPINGCO');
  });
});

describe('the export unit life (P53)', () => {
  const labelOf = (s: TransitState) => () => expect(exportStateLabel(s)).toBe(LABELS[s]);
  const LABELS: Record<TransitState, string> = {
    ADVISED: 'preavisado',
    INBOUND: 'en viaje hacia el puerto',
    ECIN: 'en puerta',
    YARD: 'en patio',
    ECOUT: 'cargado en camión',
    LOADED: 'embarcado',
    DEPARTED: 'despachado',
    RETIRED: 'retirado',
  };
  it("EXP-080: ADVISED reads 'preavisado'", labelOf('ADVISED'));
  it("EXP-081: INBOUND reads 'en viaje hacia el puerto'", labelOf('INBOUND'));
  it("EXP-082: ECIN reads 'en puerta'", labelOf('ECIN'));
  it("EXP-083: YARD reads 'en patio'", labelOf('YARD'));
  it("EXP-084: ECOUT reads 'cargado en camión'", labelOf('ECOUT'));
  it("EXP-085: LOADED reads 'embarcado'", labelOf('LOADED'));
  it("EXP-086: DEPARTED reads 'despachado'", labelOf('DEPARTED'));
  it("EXP-087: RETIRED reads 'retirado'", labelOf('RETIRED'));
  it('the export states are exactly those eight', () => {
    expect([...TRANSIT_STATES].sort()).toEqual(Object.keys(LABELS).sort());
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
