/** Edges of the gate pass report's driver check and calls (src/domain/reports/gatePassReport.ts). */
import { describe, expect, it } from 'vitest';
import {
  driverRefusals,
  gatePassByDriver,
  gatePassErrorLines,
  gatePassFile,
  massGatePassReport,
} from '../../../../src/domain/reports/gatePassReport';
import { WireError } from '../../../../src/domain/legacyCall';
import { reportMessages } from '../../../../src/i18n/reportMessages';

const r = reportMessages.refusals;
const req = (params: Record<string, string>) => ({ params, query: {}, body: undefined });
const carrier = (cardId: string, cardExpiration = '31/12/2030', status = 'OK') => ({
  name: 'Transportes Sur',
  drivers: [{ cardId, name: 'Juan', cardExpiration, status }],
});

describe('gate pass report, edges', () => {
  it("a foreign driver's card is matched trimmed and in any case", () => {
    expect(driverRefusals(' ab123 ', carrier('AB123 '), '05/11/2026')).toEqual([]);
    expect(driverRefusals('AB124', carrier('AB123'), '05/11/2026')).toHaveLength(1);
  });

  it('a foreign card is matched as written, not by its digits alone; a RUT in any punctuation', () => {
    expect(driverRefusals('XY123', carrier('AB123'), '05/11/2026')).toHaveLength(1);
    expect(driverRefusals('ABC', carrier('XYZ'), '05/11/2026')).toHaveLength(1);
    expect(driverRefusals('76.086.428-5', carrier('76086428-5'), '05/11/2026')).toEqual([]);
  });

  it('a licence expiring today is still valid; the day before is not; an unreadable date is not judged', () => {
    expect(driverRefusals('AB123', carrier('AB123', '05/11/2026'), '05/11/2026')).toEqual([]);
    expect(driverRefusals('AB123', carrier('AB123', '04/11/2026'), '05/11/2026')).toHaveLength(1);
    expect(driverRefusals('AB123', carrier('AB123', 'x'), '05/11/2026')).toEqual([]);
    expect(driverRefusals('AB123', carrier('AB123', '04/11/2026'), 'x')).toEqual([]);
  });

  it("the lines: the unit's first, then the driver's, six at most", () => {
    expect(gatePassErrorLines(['u1', 'u2'], ['d1'])).toEqual(['u1', 'u2', 'd1']);
    expect(gatePassErrorLines(['1', '2', '3', '4', '5'], ['6', '7'])).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('by driver: the path, both fields required, the driver trimmed', () => {
    expect(gatePassByDriver.toWire({ driver: 'AB1', unitNbr: 'MSCU1234565' }).path).toBe(
      '/operation/gatepassbyunitdriver/AB1/MSCU1234565',
    );
    expect(gatePassByDriver.fromWire(req({ driver: ' AB1 ', unitNbr: 'MSCU1234565' }))).toEqual({
      driver: 'AB1',
      unitNbr: 'MSCU1234565',
    });
    expect(() => gatePassByDriver.fromWire(req({ driver: '  ', unitNbr: 'x' }))).toThrow(
      new WireError({ gateChofer: r.required, unitNbr: r.required }),
    );
  });

  it('mass: dates trimmed, each refused on its field; the file name trimmed', () => {
    expect(
      massGatePassReport.fromWire(req({ desde: ' 01-11-2026 ', hasta: ' 05-11-2026 ', unitNbrs: 'MSCU1234565' })),
    ).toEqual({
      desde: '01/11/2026',
      hasta: '05/11/2026',
      unitNbrs: ['MSCU1234565'],
    });
    expect(() => massGatePassReport.fromWire(req({ desde: 'x', hasta: 'y', unitNbrs: '' }))).toThrow(
      new WireError({ desde2: r.date, hasta: r.date, unitNbrs: r.oneUnitAtLeast }),
    );
    expect(gatePassFile.toWire({ filename: 'f.pdf' }).path).toBe('/operation/pdfgatepassmasivo/f.pdf');
    expect(gatePassFile.fromWire(req({ filename: ' f.pdf ' }))).toEqual({ filename: 'f.pdf' });
  });
});
