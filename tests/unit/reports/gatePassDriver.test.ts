import { describe, expect, it } from 'vitest';
import { driverRefusals, gatePassByDriver, massGatePassReport } from '../../../src/domain/reports/gatePassReport';

const carrier = {
  name: 'Transportes Andes Ltda.',
  drivers: [
    { cardId: '12345678-5', name: 'Juan Pérez', cardExpiration: '31/12/2027', status: 'OK' },
    { cardId: '11111111-1', name: 'Ana Soto', cardExpiration: '01/11/2026', status: 'OK' },
    { cardId: '22222222-2', name: 'Luis Rojas', cardExpiration: '31/12/2027', status: 'BLOQUEADO' },
    { cardId: 'P1234567', name: 'Carlos Díaz', cardExpiration: '31/12/2027', status: 'OK' },
  ],
};

describe('the driver a gate pass is asked for (ruling P89)', () => {
  it.each([
    ['12345678-5', []],
    ['12.345.678-5', []],
    ['p1234567', []],
    ['11111111-1', ['La licencia del conductor 11.111.111-1 venció el 01/11/2026.']],
    ['22222222-2', ['El conductor 22.222.222-2 no está habilitado.']],
    ['9876543-3', ['El conductor 9.876.543-3 no pertenece al transportista Transportes Andes Ltda..']],
  ] as const)('driver %s → %j', (driver, expected) => {
    expect(driverRefusals(driver, carrier, '27/11/2026')).toEqual(expected);
  });

  it("without a carrier on record the unit's own reason speaks, not the driver", () => {
    expect(driverRefusals('12345678-5', null, '27/11/2026')).toEqual([]);
  });

  it("the calls' paths: dates dashed, units comma-separated, the RUN canonical; a path without a driver or container is refused on its field", () => {
    const wire = massGatePassReport.toWire({
      desde: '01/11/2025',
      hasta: '05/11/2025',
      unitNbrs: ['MSCU1234567', 'MAEU7654321'],
    });
    expect(decodeURIComponent(wire.path)).toBe(
      '/operation/gatepassmasivo/01-11-2025/05-11-2025/MSCU1234567,MAEU7654321',
    );
    expect(
      massGatePassReport.fromWire({
        params: { desde: '01-11-2025', hasta: '05-11-2025', unitNbrs: 'mscu1234567,MSCU1234567,bad' },
        query: {},
        body: undefined,
      }),
    ).toEqual({ desde: '01/11/2025', hasta: '05/11/2025', unitNbrs: ['MSCU1234567'] });
    expect(
      gatePassByDriver.fromWire({
        params: { driver: '12.345.678-5', unitNbr: 'mscu1234567' },
        query: {},
        body: undefined,
      }),
    ).toEqual({ driver: '12345678-5', unitNbr: 'MSCU1234567' });
    expect(() =>
      gatePassByDriver.fromWire({ params: { driver: ' ', unitNbr: 'X' }, query: {}, body: undefined }),
    ).toThrow();
  });
});
