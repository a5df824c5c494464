/** Multi-move truck visits: which two appointments may be joined into one visit (issue 31 §3; beyond-spec), the pure rule's table. */
import { describe, expect, it } from 'vitest';
import { dropAndPickup, joinWhyNot, visitCode, visitNumber, type JoinMove } from '../../../src/domain/truckVisit/join';

const drop: JoinMove = {
  id: 700101,
  kind: 'exportDelivery',
  truckingId: 'T1',
  unitNbr: 'MSCU1234565',
  day: '2025-11-06',
  start: '10:00',
  end: '12:00',
  state: 'PRESENTADA',
  plate: 'BBCC12',
  visitCode: null,
  refusals: [],
};
const pickup: JoinMove = { ...drop, id: 700102, kind: 'importPickup', unitNbr: 'MAEU7654321' };

describe('joining two appointments into one truck visit', () => {
  it.each([
    ['a delivery and an import pickup of one truck, one slot, each valid', drop, pickup, undefined],
    ['in either order', pickup, drop, undefined],
    ['the same appointment twice', drop, drop, 'Elija dos citas distintas.'],
    ['two companies', drop, { ...pickup, truckingId: 'T2' }, 'Las citas son de distintas empresas de transporte.'],
    [
      'two pickups',
      pickup,
      { ...pickup, id: 700103 },
      'Una visita une una entrega de exportación y un retiro de importación.',
    ],
    [
      'two deliveries',
      drop,
      { ...drop, id: 700103 },
      'Una visita une una entrega de exportación y un retiro de importación.',
    ],
    [
      "a sequencing's direct turn (not a place of a quota)",
      drop,
      { ...pickup, kind: 'directTurn' },
      'Una visita une una entrega de exportación y un retiro de importación.',
    ],
    [
      'one released at the cut-off',
      drop,
      { ...pickup, state: 'LIBERADA' },
      'La cita 700102 no está reservada (estado: Liberada).',
    ],
    ['one used', { ...drop, state: 'USADA' }, pickup, 'La cita 700101 no está reservada (estado: Usada).'],
    [
      'one cancelled by its holder',
      drop,
      { ...pickup, state: 'ANULADA' },
      'La cita 700102 no está reservada (estado: Anulada).',
    ],
    [
      'one already in a visit',
      drop,
      { ...pickup, visitCode: 'V800000' },
      'La cita 700102 ya es parte de la visita V800000.',
    ],
    [
      'one not checked in (no truck named yet)',
      drop,
      { ...pickup, state: 'RESERVADA', plate: null },
      'Presente la cita 700102 con la patente del camión antes de unirla a una visita.',
    ],
    [
      'two trucks',
      drop,
      { ...pickup, plate: 'XYZW98' },
      'Las citas fueron presentadas con patentes distintas (BBCC12 y XYZW98): una visita es un solo camión.',
    ],
    [
      'two days',
      drop,
      { ...pickup, day: '2025-11-07' },
      'Las citas deben ser del mismo horario (06/11/2025 10:00–12:00 y 07/11/2025 10:00–12:00).',
    ],
    [
      'two slots of the day',
      drop,
      { ...pickup, start: '12:00', end: '14:00' },
      'Las citas deben ser del mismo horario (06/11/2025 10:00–12:00 y 06/11/2025 12:00–14:00).',
    ],
    [
      'the drop refused by its own rules',
      { ...drop, refusals: ['El contenedor no tiene transportista.'] },
      pickup,
      'La cita 700101 (MSCU1234565) no puede pasar por la puerta: El contenedor no tiene transportista.',
    ],
    [
      'the pickup refused by its own rules',
      drop,
      { ...pickup, refusals: ['La cita ya pasó.', 'otra'] },
      'La cita 700102 (MAEU7654321) no puede pasar por la puerta: La cita ya pasó.',
    ],
  ] as const)('%s', (_name, a, b, refusal) => {
    expect(joinWhyNot(a, b)).toBe(refusal);
  });

  it('the pair is ordered drop first, pickup second', () => {
    expect(dropAndPickup(pickup, drop)).toEqual({ drop, pickup });
    expect(dropAndPickup(drop, { ...drop, id: 1 })).toBeUndefined();
  });

  it.each([
    ['V800001', 800001],
    ['v800001', 800001],
    [' 800001 ', 800001],
    ['V0', undefined],
    ['X1', undefined],
    ['', undefined],
    [null, undefined],
  ] as const)('visit code %s reads as %s', (code, n) => {
    expect(visitNumber(code)).toBe(n);
    if (n !== undefined) expect(visitCode(n)).toBe(`V${n}`);
  });
});
