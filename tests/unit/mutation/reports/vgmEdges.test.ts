/** Edges of the VGM report's rows and calls (src/domain/reports/vgm.ts). */
import { describe, expect, it } from 'vitest';
import {
  vgmPdfByBooking,
  vgmPdfByUnit,
  vgmReport,
  vgmReportRows,
  type VgmFact,
} from '../../../../src/domain/reports/vgm';
import { canonicalRut } from '../../../../src/domain/rut';

const fact = (unitNbr: string, bookingId: string, agentId: string | null, over: Partial<VgmFact> = {}): VgmFact => ({
  unitNbr,
  bookingId,
  agentId,
  romaneado: false,
  vgmKg: 24_500,
  verifiedAt: '2026-11-05T13:00:00Z',
  ...over,
});
const req = (params: Record<string, string>, body: unknown = {}) => ({ params, query: {}, body });

describe('VGM report, edges', () => {
  const facts = [
    fact('MSCU0000002', 'BK2', 'A1'),
    fact('MSCU0000001', 'BK2', 'A1', { romaneado: true, vgmKg: null, verifiedAt: null }),
    fact('MSCU0000003', 'bk1', 'A1'),
    fact('MSCU0000004', 'BK1', 'A2'),
    fact('MSCU0000005', 'BK1', null),
  ];

  it("the agent's boxes, by booking then container, each as its row", () => {
    expect(vgmReportRows(facts, { unitNbr: '', blOrBook: '' }, 'A1')).toEqual([
      {
        id: 'MSCU0000003',
        romaneado: false,
        booking: { id: 'bk1' },
        vgmKg: 24_500,
        verifiedAt: '2026-11-05T13:00:00Z',
      },
      { id: 'MSCU0000001', romaneado: true, booking: { id: 'BK2' }, vgmKg: null, verifiedAt: null },
      {
        id: 'MSCU0000002',
        romaneado: false,
        booking: { id: 'BK2' },
        vgmKg: 24_500,
        verifiedAt: '2026-11-05T13:00:00Z',
      },
    ]);
  });

  it('narrowed by container, or by booking in any case', () => {
    expect(vgmReportRows(facts, { unitNbr: 'MSCU0000002', blOrBook: '' }, 'A1').map((r) => r.id)).toEqual([
      'MSCU0000002',
    ]);
    expect(vgmReportRows(facts, { unitNbr: '', blOrBook: 'Bk1' }, 'A1').map((r) => r.id)).toEqual(['MSCU0000003']);
    expect(vgmReportRows(facts, { unitNbr: 'MSCU0000002', blOrBook: 'BK1' }, 'A1')).toEqual([]);
    expect(vgmReportRows(facts, { unitNbr: '', blOrBook: '' }, 'A2').map((r) => r.id)).toEqual(['MSCU0000004']);
  });

  it("the calls: no RUT travels as '-' and comes back empty; a RUT canonical, other text trimmed", () => {
    const request = vgmReport.fromWire(req({ rut: '-' }, { operationType: 9 })).request;
    expect(vgmReport.toWire({ rut: '', request }).path).toBe('/operation/vgm/-');
    expect(vgmReport.toWire({ rut: '76086428-5', request }).path).toBe('/operation/vgm/76086428-5');
    expect(vgmReport.toWire({ rut: '', request }).body).toEqual({ ...request });
    expect(vgmReport.fromWire(req({ rut: '-' }, { operationType: 9 })).rut).toBe('');
    expect(vgmReport.fromWire(req({ rut: ' 76.086.428-5 ' }, { operationType: 9 })).rut).toBe(
      canonicalRut('76.086.428-5'),
    );
    expect(vgmReport.fromWire(req({ rut: ' abc ' }, { operationType: 9 })).rut).toBe('abc');
    expect(vgmPdfByUnit.toWire({ unitNbr: 'MSCU1234565' }).path).toBe('/operation/getvgmpdfbyunit/MSCU1234565');
    expect(vgmPdfByUnit.fromWire(req({ unitnbr: ' mscu 1234565 ' }))).toEqual({ unitNbr: 'MSCU1234565' });
    expect(vgmPdfByBooking.toWire({ bookingId: 'BK1', rut: '' }).path).toBe('/operation/getvgmpdfbybooking/BK1/-');
    expect(vgmPdfByBooking.toWire({ bookingId: 'BK1', rut: '7' }).path).toBe('/operation/getvgmpdfbybooking/BK1/7');
    expect(vgmPdfByBooking.fromWire(req({ bookingid: ' bk1 ', rut: '-' }))).toEqual({ bookingId: 'BK1', rut: '' });
    expect(vgmPdfByBooking.fromWire(req({ bookingid: 'BK1', rut: '76.086.428-5' })).rut).toBe(
      canonicalRut('76.086.428-5'),
    );
  });
});
