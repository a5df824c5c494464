/**
 * The gate's pure rules (src/domain/gate): the gates catalogue, the late-arrival rule on the
 * terminal's clock, the arrival checks that hold a confirmation back and the confirmation's
 * refusals, the SAG reading, and who may register, confirm or only read (the gate contract's row).
 */
import { describe, expect, it } from 'vitest';
import { arrivalBlocks, confirmRefusal, type CustomsFlags } from '../../../src/domain/gate/arrivalChecks';
import { cutOffOf, type CutOffDates } from '../../../src/domain/gate/cutOff';
import { DEFAULT_GATE, gateLabel, gateOf, GATES } from '../../../src/domain/gate/gates';
import { sagResult, stricterSag } from '../../../src/domain/gate/sag';
import { can } from '../../../src/domain/permissions';
import { ROLES } from '../../../src/domain/roles';
import { santiagoInstant } from '../../../src/domain/santiagoTime';
import { gateMessages } from '../../../src/i18n/gateMessages';

const at = (day: string, time: string) => santiagoInstant(day, time);
const iso = (day: string, time: string) => at(day, time).toISOString();

describe('the gates catalogue', () => {
  it('GATE-003 CONST-045: gates are offered as "Puerta N" and the first is the default', () => {
    expect(GATES.map((g) => g.name)).toEqual(['Puerta 1', 'Puerta 2', 'Puerta 3', 'Puerta 4']);
    expect(GATES.filter((g) => g.default).map((g) => g.id)).toEqual([1]);
    expect(DEFAULT_GATE).toBe(1);
    expect(gateLabel(3)).toBe('Puerta 3');
  });

  it.each([
    [1, 1],
    ['2', 2],
    [' 4 ', 4],
    [0, undefined],
    [5, undefined],
    ['x', undefined],
    [1.5, undefined],
    [null, undefined],
  ])('reads %j as gate %j', (value, gate) => {
    expect(gateOf(value)).toBe(gate);
  });
});

describe('the late-arrival rule (cut-off)', () => {
  // Stacking 3 Nov 08:00 → 8 Nov 18:00 (reefers from 5 Nov 08:00), late date 9 Nov 12:00.
  const dates: CutOffDates = {
    stackingStart: iso('2025-11-03', '08:00'),
    stackingReeferStart: iso('2025-11-05', '08:00'),
    stackingEnd: iso('2025-11-08', '18:00'),
    lateDate: iso('2025-11-09', '12:00'),
  };
  it.each([
    [
      'before the stacking opens: an early arrival, received',
      dates,
      false,
      at('2025-11-03', '07:59'),
      'EARLY',
      false,
      true,
    ],
    ['when the stacking opens', dates, false, at('2025-11-03', '08:00'), 'ON_TIME', false, true],
    ['a reefer before its own stacking start', dates, true, at('2025-11-04', '10:00'), 'EARLY', false, true],
    ['a reefer inside its window', dates, true, at('2025-11-05', '08:00'), 'ON_TIME', false, true],
    ['at the cut-off itself', dates, false, at('2025-11-08', '18:00'), 'ON_TIME', false, true],
    ['a minute after the cut-off: late, still received', dates, false, at('2025-11-08', '18:01'), 'LATE', true, true],
    ['at the late date', dates, false, at('2025-11-09', '12:00'), 'LATE', true, true],
    ['after the late date: not received', dates, false, at('2025-11-09', '12:01'), 'CLOSED', true, false],
    [
      'after the cut-off without a late date',
      { ...dates, lateDate: null },
      false,
      at('2025-11-08', '18:01'),
      'CLOSED',
      true,
      false,
    ],
    [
      'without a cut-off the window never closes',
      { ...dates, stackingEnd: null },
      false,
      at('2025-12-01', '10:00'),
      'ON_TIME',
      false,
      true,
    ],
    [
      'stacking opening after the late date, inside it',
      { ...dates, stackingStart: iso('2025-11-10', '08:00'), stackingEnd: iso('2025-11-12', '18:00') },
      false,
      at('2025-11-11', '10:00'),
      'ON_TIME',
      false,
      true,
    ],
  ] as const)('GATE-009 GATE-010: %s', (_title, d, reefer, now, status, late, valor) => {
    expect(cutOffOf(d, reefer, now)).toEqual({ status, late, valor });
  });
});

describe('the arrival checks and the confirmation', () => {
  const clear: CustomsFlags = { pregate: true, aforo: false, escaner: false, rechazoZP: false };
  const r = gateMessages.refusals;
  const open = { valor: true, bookingNbr: 'MSC2611000', lateDate: iso('2025-11-09', '12:00') };
  it.each([
    ['all clear', clear, open, []],
    ['aforo is informative: the box enters and goes to the examination', { ...clear, aforo: true }, open, []],
    ['no pre-gate', { ...clear, pregate: false }, open, [['pregate', r.pregate]]],
    ['scanner ordered', { ...clear, escaner: true }, open, [['escaner', r.escaner]]],
    ['refused at the primary zone', { ...clear, rechazoZP: true }, open, [['rechazoZP', r.rechazoZP]]],
    [
      'the late date passed',
      clear,
      { ...open, valor: false },
      [
        [
          'cutOff',
          'Venció el plazo de arribo tardío del booking MSC2611000 (09/11/2025 12:00): el contenedor no puede recibirse.',
        ],
      ],
    ],
    ['no booking: no cut-off', clear, null, []],
    [
      "everything at once, in the checks' order",
      { pregate: false, aforo: true, escaner: true, rechazoZP: true },
      { ...open, valor: false },
      [
        ['pregate', r.pregate],
        ['escaner', r.escaner],
        ['rechazoZP', r.rechazoZP],
        ['cutOff', expect.stringContaining('MSC2611000')],
      ],
    ],
  ] as const)('GATE-006 GATE-007: %s', (_title, flags, cutOff, blocks) => {
    expect(arrivalBlocks(flags, cutOff).map((b) => [b.field, b.message])).toEqual(blocks);
  });

  const registered = { registeredGate: 2, confirmed: false };
  const blocked = arrivalBlocks({ ...clear, escaner: true }, null);
  it.each([
    ['a registered arrival, nothing holding it back', registered, { gate: 2, arriboGate: true }, [], undefined],
    ['arriboGate false', registered, { gate: 2, arriboGate: false }, [], ['arriboGate', r.notConfirming]],
    [
      'nothing registered',
      { registeredGate: null, confirmed: false },
      { gate: 1, arriboGate: true },
      [],
      ['arriboGate', r.notRegistered],
    ],
    [
      'another gate than the registered one',
      registered,
      { gate: 1, arriboGate: true },
      [],
      ['gate', 'El arribo del contenedor está registrado en la Puerta 2.'],
    ],
    ['a check holding it back', registered, { gate: 2, arriboGate: true }, blocked, ['escaner', r.escaner]],
    [
      'already confirmed: answered as it stands',
      { registeredGate: 2, confirmed: true },
      { gate: 2, arriboGate: true },
      blocked,
      undefined,
    ],
  ] as const)('GATE-007: %s', (_title, state, request, blocks, expected) => {
    const refusal = confirmRefusal(state, request, blocks);
    expect(refusal ? [refusal.field, refusal.message] : undefined).toEqual(expected);
  });
});

describe('the SAG reading', () => {
  it.each([
    ['SIN INSPECCION', null, 'SIN INSPECCION', 'NO REQUERIDA'],
    ['SIN INSPECCION', 'INSPECCION', 'INSPECCION', 'PENDIENTE'],
    ['BLOQUEO POR INSPECCION', 'SIN INSPECCION', 'BLOQUEO POR INSPECCION', 'BLOQUEADO'],
    ['INSPECCION', 'BLOQUEO POR INSPECCION', 'BLOQUEO POR INSPECCION', 'BLOQUEADO'],
    ['otra cosa', undefined, 'SIN INSPECCION', 'NO REQUERIDA'],
  ] as const)('GATE-012: the box says %s and its pre-advice %s: %s, %s', (own, declared, condition, estado) => {
    expect(stricterSag(own, declared)).toBe(condition);
    expect(sagResult('MSCU1234567', condition)).toEqual({
      unit: 'MSCU1234567',
      tipoInspeccion: condition,
      estado,
      observaciones: gateMessages.sag.observacionesDe[condition],
    });
  });
});

describe('who may do what at the gate', () => {
  const expected: Record<string, [list: boolean, register: boolean, confirm: boolean]> = {
    ROLE_GATE: [true, true, true],
    ROLE_JEFE_GATE: [true, true, true],
    ROLE_SEGURIDAD: [true, false, false],
  };
  it.each(ROLES.map((role) => [role] as const))('ROLE-010 GATE-001: %s', (role) => {
    const [list, register, confirm] = expected[role] ?? [false, false, false];
    expect([can([role], 'gate', 'menu'), can([role], 'gate', 'list'), can([role], 'gate', 'show')]).toEqual([
      list,
      list,
      list,
    ]);
    expect(can([role], 'gate', 'register')).toBe(register);
    expect(can([role], 'gate', 'confirm')).toBe(confirm);
  });
});
