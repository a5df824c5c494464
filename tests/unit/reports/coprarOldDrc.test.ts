/**
 * The Coprar, old DRC and report-by-type contracts (D3 §3 EDI batch, §5, §7.6, §8.4; RPT-011,
 * RPT-032…035, RPT-048, RPT-050; Q38), table by table: which batch the report takes, the paths'
 * codecs, the seeds' mappings (batches per visit; the archive of old DRC files) and what the AGN is
 * offered.
 */
import { describe, expect, it } from 'vitest';
import { batchNumberOf, coprarRefusal, ediBatchById, type EdiBatch } from '../../../src/domain/reports/coprar';
import { reportByType, reportByTypeOf } from '../../../src/domain/reports/getReport';
import { oldDrc, oldDrcFileName } from '../../../src/domain/reports/oldDrc';
import { REPORT_TYPES, reportTypesFor } from '../../../src/domain/reports/reportTypes';
import { WireError, type LegacyCall } from '../../../src/domain/legacyCall';
import { drcMessages } from '../../../src/i18n/drcMessages';
import { seedEdiBatches } from '../../../mock-server/areas/report/ediBatches';
import { seedOldDrcFiles } from '../../../mock-server/areas/report/oldDrcFiles';
import type { Db } from '../../../mock-server/types';

const decode = <T>(call: LegacyCall<T>, params: Record<string, string>) => {
  try {
    return call.fromWire({ params, query: {}, body: undefined });
  } catch (error) {
    if (error instanceof WireError) return { refused: error.fields };
    throw error;
  }
};

const visit = (id: string, phase: string, eta: string, manifestNumber = '2025000001') => ({
  id,
  vesselName: `NAVE ${id}`,
  inVoyNbr: '1',
  outVoyNbr: '1',
  manifestNumber,
  operatorId: 'MSC',
  phase,
  eta,
});
const box = (
  id: string,
  unitNbr: string,
  visitId: string,
  category: 'IMPORT' | 'EXPORT',
  transitState: string,
  timeIn: string | null,
) => ({
  id,
  kind: 'container',
  unitNbr,
  visitId,
  category,
  transitState,
  timeIn,
  createdAt: '2025-10-01T00:00:00.000Z',
  blNumbers: [`BL${unitNbr}`],
  line: 'MSC',
});

describe('the Coprar report (type 10)', () => {
  it("RPT-032: only a COPRAR load list is a Coprar report; any other class is refused with the spec's text", () => {
    const table: [EdiBatch['messageClass'], string | undefined][] = [
      ['LOADLIST', undefined],
      ['DISCHLIST', 'Ingrese un número de Batch de Coprar'],
      ['BAYPLAN', 'Ingrese un número de Batch de Coprar'],
    ];
    for (const [messageClass, refusal] of table) expect(coprarRefusal({ messageClass }), messageClass).toBe(refusal);
  });

  it('RPT-032 Q38: GET /edibatch/{id} takes the batch number, digits only', () => {
    expect(ediBatchById.toWire({ nbr: 700002 }).path).toBe('/edibatch/700002');
    expect(decode(ediBatchById, { id: ' 700002 ' })).toEqual({ nbr: 700002 });
    for (const bad of ['', 'abc', '12-3', '1234567890'])
      expect(decode(ediBatchById, { id: bad }), bad).toEqual({
        refused: { batchNbr: 'Ingrese un número de Batch de Coprar' },
      });
    expect([batchNumberOf('42'), batchNumberOf('4 2')]).toEqual([42, undefined]);
  });

  it('RPT-034: the seed gives each visit its discharge list and load list (and a bay plan once worked), numbered in arrival order, with the D3 §3 fields', () => {
    const db = {
      vesselVisit: [
        visit('B', 'WORKING', '2025-11-02T12:00:00.000Z'),
        visit('A', 'INBOUND', '2025-11-01T12:00:00.000Z'),
      ],
      unitVisit: [
        box('u1', 'MSCU0000001', 'A', 'EXPORT', 'ADVISED', null),
        box('u2', 'MSCU0000002', 'B', 'IMPORT', 'YARD', '2025-11-02T13:00:00.000Z'),
      ],
    } as unknown as Db;
    const batches = seedEdiBatches(db);
    expect(batches.map((b) => [b.nbr, b.vesselVisit, b.messageClass, b.status, b.units])).toEqual([
      [700001, 'A', 'DISCHLIST', 'COMPLETE', 0],
      [700002, 'A', 'LOADLIST', 'RECEIVED', 1],
      [700003, 'B', 'DISCHLIST', 'COMPLETE', 1],
      [700004, 'B', 'LOADLIST', 'WITH_ERRORS', 0],
      [700005, 'B', 'LOADLIST', 'COMPLETE', 0],
      [700006, 'B', 'BAYPLAN', 'COMPLETE', 1],
    ]);
    expect(batches[1]).toEqual({
      id: 700002,
      nbr: 700002,
      date: '2025-10-30T12:00:00.000Z',
      vesselVisit: 'A',
      vesselName: 'NAVE A',
      status: 'RECEIVED',
      session: 'COPRAR_MSC',
      messageClass: 'LOADLIST',
      units: 1,
    });
    expect(seedEdiBatches(db)).toEqual(batches);
  });
});

describe('the old DRC report (type 11)', () => {
  it('RPT-035: the old DRC is asked by container, BL and manifest; each key is required on its own field', () => {
    expect(oldDrc.toWire({ unitNbr: 'MSCU1234567', blNbr: 'BL 1', manifestNbr: '2025' }).path).toBe(
      '/operation/olddrc/MSCU1234567/BL%201/2025',
    );
    expect(decode(oldDrc, { unitNbr: 'mscu1234567', blNbr: ' bl1 ', manifestNbr: '2025' })).toEqual({
      unitNbr: 'MSCU1234567',
      blNbr: 'BL1',
      manifestNbr: '2025',
    });
    expect(decode(oldDrc, { unitNbr: 'MSCU12', blNbr: ' ', manifestNbr: 'x' })).toEqual({
      refused: { unitNbr: 'Requerido', blOrBook: 'Requerido', manifestNumber: 'Requerido' },
    });
  });

  it('the archive holds the receipts of import boxes gone or of visits over, named by number; every seventh has no file', () => {
    const units = Array.from({ length: 9 }, (_, i) =>
      box(
        `u${i}`,
        `MSCU000000${i}`,
        i < 8 ? 'OLD' : 'NOW',
        'IMPORT',
        i < 7 ? 'DEPARTED' : 'YARD',
        `2025-10-0${i + 1}T10:00:00.000Z`,
      ),
    );
    const db = {
      vesselVisit: [
        visit('OLD', 'DEPARTED', '2025-10-01T00:00:00.000Z', '2025111111'),
        visit('NOW', 'WORKING', '2025-10-20T00:00:00.000Z'),
      ],
      unitVisit: [...units, box('e1', 'MSCU9999999', 'OLD', 'EXPORT', 'DEPARTED', '2025-10-01T00:00:00.000Z')],
      drcReceipt: [...units, { id: 'e1', unitNbr: 'MSCU9999999', visitId: 'OLD' }].map((u, i) => ({
        id: 300000 + i,
        unitVisitId: u.id,
        unitNbr: u.unitNbr,
        visitId: u.visitId,
        issuedAt: '2025-10-01T10:00:00.000Z',
      })),
    } as unknown as Db;
    const files = seedOldDrcFiles(db);
    expect(files.map((f) => f.unitNbr)).toEqual(units.slice(0, 8).map((u) => u.unitNbr));
    const gone = seedOldDrcFiles({
      ...db,
      unitVisit: db.unitVisit.map((u) => (u.id === 'u8' ? { ...u, transitState: 'RETIRED' } : u)),
    } as Db);
    expect(gone.map((f) => f.unitNbr).at(-1)).toBe('MSCU0000008');
    expect(files[0]).toEqual({
      id: 300000,
      name: 'DRC_300000.pdf',
      unitVisitId: 'u0',
      unitNbr: 'MSCU0000000',
      blNumbers: ['BLMSCU0000000'],
      manifestNbr: '2025111111',
      visitId: 'OLD',
      issuedAt: '2025-10-01T10:00:00.000Z',
      fileExist: true,
    });
    expect(files.filter((f) => !f.fileExist).map((f) => f.id)).toEqual([300003]);
    expect(oldDrcFileName(300012)).toBe('DRC_300012.pdf');
  });
});

describe('the report by type and who is offered what', () => {
  it('RPT-050: GET /report/getreport/{rprtype}/{id} answers the type as the caller runs it; a code that is no type decodes to none', () => {
    expect(reportByTypeOf(REPORT_TYPES[11], '0', ['ROLE_AGA', 'ROLE_AGA_AGA'])).toEqual({
      rprtype: 11,
      id: '0',
      label: 'DRC',
      kind: 'oldDrc',
      fields: ['unitNbr', 'blOrBook', 'manifestNumber'],
      hastaRequired: false,
      agentRequired: false,
      choosesAgent: false,
    });
    expect(reportByTypeOf(REPORT_TYPES[8], '3', ['ROLE_CUSTOMER_SERVICE']).choosesAgent).toBe(true);
    expect(decode(reportByType, { rprtype: '4', id: '0' })).toEqual({ rprtype: undefined, id: '0' });
    expect(decode(reportByType, { rprtype: '10', id: '7' })).toEqual({ rprtype: 10, id: '7' });
  });

  it("RPT-011: a shipping agency (AGN) is offered no report type (its agency's scope is the lines' one, ruled in rulings-rptdata)", () => {
    expect(reportTypesFor(['ROLE_AGN'])).toEqual([]);
    expect(reportTypesFor(['ROLE_FUNCIONARIO_AGN'])).toEqual([]);
  });

  it("RPT-048: the containers-by-visit list says the spec's empty text", () => {
    expect(drcMessages.screens.empty).toBe('No hay contenedores disponibles');
  });
});
