/** Edges of the import and export codecs (src/domain/import/calls.ts, src/domain/export/calls.ts) the round trips leave open. */
import { describe, expect, it } from 'vitest';
import { exportCoordinate, exportReassignTrucking, exportUpdate } from '../../../../src/domain/export/calls';
import {
  importBook,
  importEditCda,
  importGuide,
  importQuotas,
  importRecoordinate,
  importUpdateTatc,
} from '../../../../src/domain/import/calls';

const req = (params: Record<string, string>, body: unknown = {}) => ({ params, query: {}, body });

describe('import codec edges', () => {
  it('no slot: the start goes as null', () => {
    expect(
      (importBook.toWire({ unitKey: 'MSCU1234567', slot: null, truckingId: null }).body as { start: unknown }).start,
    ).toBeNull();
    expect(
      (importRecoordinate.toWire({ unitNbr: 'MSCU1234567', slot: null }).body as { start: unknown }).start,
    ).toBeNull();
  });

  it('the slot named by start, else by slotStartTime', () => {
    const slot = { day: '2026-11-05', start: '10:00' };
    expect(importBook.fromWire(req({}, { appointmentDate: '2026-11-05', start: '10:00' })).slot).toEqual(slot);
    expect(importBook.fromWire(req({}, { appointmentDate: '2026-11-05', slotStartTime: '10:00' })).slot).toEqual(slot);
    expect(
      importRecoordinate.fromWire(req({ id: 'X' }, { appointmentDate: '2026-11-05', start: '10:00' })).slot,
    ).toEqual(slot);
    expect(
      importRecoordinate.fromWire(req({ id: 'X' }, { appointmentDate: '2026-11-05', slotStartTime: '10:00' })).slot,
    ).toEqual(slot);
    expect(
      exportCoordinate.fromWire(req({ id: 'X' }, { appointmentDate: '2026-11-05', start: '10:00' })),
    ).toMatchObject(slot);
    expect(
      exportCoordinate.fromWire(req({ id: 'X' }, { appointmentDate: '2026-11-05', slotStartTime: '10:00' })),
    ).toMatchObject(slot);
  });

  it('path and part texts are read trimmed', () => {
    expect(importEditCda.fromWire(req({ unitId: 'U', cda: ' 123 ' })).cda).toBe('123');
    expect(importUpdateTatc.fromWire(req({ id: 'U', tatc: ' AB1 ' })).tatc).toBe('AB1');
    expect(
      importGuide.fromWire(req({}, { guiaDespachoUnit: ' MSCU1234567 ', guiaDespachoOperation: '9' })).unitNbr,
    ).toBe('MSCU1234567');
    expect(importGuide.fromWire(req({}, { guiaDespachoUnit: '  ', guiaDespachoOperation: ' 9 ' }))).toEqual({
      unitNbr: '9',
      operationId: '9',
    });
    expect(importQuotas.fromWire(req({ addDays: ' 1 ', vesselVisit: ' v1 ' }))).toEqual({ addDays: 1, visitId: 'V1' });
  });
});

describe('export codec edges', () => {
  it('an update without guides or lampa seal sends neither', () => {
    const body = exportUpdate.toWire({ unitNbr: 'MSCU1234567', grossWeight: '24500' }).body as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(['grossWeight']);
    const all = exportUpdate.toWire({ unitNbr: 'U', grossWeight: '1', seals: ['S'], guias: '', lampa: null }).body;
    expect(all).toEqual({ grossWeight: '1', seals: ['S'], guias: '', sealLampa: null });
  });
});

describe('export reassignment edges', () => {
  it('a body naming no trucking company reads as none', () => {
    expect(exportReassignTrucking.fromWire({ params: { id: 'MSCU1234567' }, query: {}, body: {} }).truckingId).toBe('');
  });
});
