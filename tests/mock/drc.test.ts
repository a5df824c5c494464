/**
 * The DRC on the live mock (D2 §2 DRC, §7 Temperature letters and DRC; DRC-001…008, ROLE-015): the
 * mass DRC of a visit and line (the shipping company's), its container list (drcdata by line, Q41),
 * a unit's DRC data and PDF, their refusals, the reach of a shipping company with several lines,
 * and the DRC numbers (a store sequence: given once, never reused). PDFs are read back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasDrc } from '../../src/domain/drc/receipt';
import { drcMessages } from '../../src/i18n/drcMessages';
import { operationsMessages } from '../../src/i18n/operationsMessages';
import { seedReceipts } from '../../mock-server/areas/drc/receipts';
import type { ContainerVisit } from '../../mock-server/terminalModel/types';
import { pdfText } from '../support/pdfText';
import { MOCK_ONLY, startMock, type Mock, type Reply } from './helpers';
import { rolesAdmitted } from './roleSwitch';
import { seededDb, terminalDemo, type TerminalDemo } from './terminal/demo';

type Call = (method: string, path: string, json?: unknown) => Promise<Reply>;
let mock: Mock;
let naviera: Call;
let demo: TerminalDemo;

const VISIT = 'MSCAN36S';
const MASS = (visit: string, line: string) => `/api/report/massivedrcbyvesselvisitandlineoperator/${visit}/${line}`;
const DATA = (id: string, visit: string) => `/api/report/drcdata/${id}/${visit}`;
const SINGLE = (nbr: string, visit: string) => `/api/report/drc/${nbr}/${visit}`;

beforeAll(async () => {
  mock = await startMock();
  [naviera, demo] = await Promise.all([mock.as('naviera'), terminalDemo()]);
});
afterAll(async () => {
  await mock?.dispose();
});

/** A PDF answer as `login`: status, bytes checked to be a PDF, its text lines and page count. */
async function pdf(login: string, path: string) {
  const res = await mock.fetch('GET', path, { token: await mock.login(login) });
  const bytes = Buffer.from(await res.arrayBuffer());
  if (res.status !== 200)
    return { status: res.status, lines: [] as string[], pages: 0, body: JSON.parse(bytes.toString('utf8')) as unknown };
  expect(res.headers.get('content-type')).toBe('application/pdf');
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return {
    status: res.status,
    lines: pdfText(bytes).split('\n'),
    pages: (bytes.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length,
    body: undefined,
  };
}

/** The seed's unit visits with a DRC of that visit and line, by container. */
async function seededReceiptUnits(visit: string, line: string): Promise<ContainerVisit[]> {
  const db = await seededDb();
  return db.unitVisit
    .filter(
      (u): u is ContainerVisit =>
        u.kind === 'container' && u.visitId === visit && u.line === line && hasDrc(u.category, u.transitState),
    )
    .sort((a, b) => a.unitNbr.localeCompare(b.unitNbr));
}
const unitOf = async (nbr: string) =>
  (await seededDb()).unitVisit.find((u): u is ContainerVisit => u.kind === 'container' && u.unitNbr === nbr)!;
const numberOf = async (unitVisitId: string) =>
  seedReceipts(await seededDb()).find((r) => r.unitVisitId === unitVisitId)!.id;

describe('the mass DRC and its roles', () => {
  // MOCK_ONLY: a test user, holding naviera's lines, whose one role is switched in the store before each call.
  it(
    "DRC-001 ROLE-015: the mass DRC and the visit's container list are the shipping company's; every other role of every role is refused (403 {code, message})",
    MOCK_ONLY,
    async () => {
      expect((await pdf('naviera', MASS(VISIT, 'MSC'))).status).toBe(200);
      expect((await naviera('GET', DATA('MSC', VISIT))).status).toBe(200);
      for (const path of [MASS(VISIT, 'MSC'), DATA('MSC', VISIT)])
        expect(await rolesAdmitted(mock, (call) => call('GET', path), 'naviera'), path).toEqual(['ROLE_SHIPPINGCO']);
    },
  );

  it('DRC-002: the visits offered are those of the user\'s lines (GET /api/vesselvisit/lineop); a visit that does not exist is "Seleccione una visita válida"', async () => {
    const db = await seededDb();
    const own = db.vesselVisit
      .filter((v) => ['MSC', 'MAERSK'].includes(v.operatorId))
      .map((v) => v.id)
      .sort();
    const offered = await naviera('GET', '/api/vesselvisit/lineop');
    expect(offered.status).toBe(200);
    expect((offered.body as { id: string }[]).map((v) => v.id).sort()).toEqual(own);
    expect(own).toEqual(expect.arrayContaining(['MSCAN36S', 'MAELI22W', 'MSCRA33S']));
    expect((await naviera('GET', DATA('MSC', 'ZZZZ99X'))).body).toEqual({
      code: '404',
      message: 'Seleccione una visita válida',
    });
    expect((await naviera('GET', MASS('ZZZZ99X', 'MSC'))).body).toEqual({
      code: '404',
      message: 'Seleccione una visita válida',
    });
  });

  it("DRC-003: the visit's containers with a DRC of the line, each with unitNbr, turno, fecha, estado and operation", async () => {
    const expected = await seededReceiptUnits(VISIT, 'MSC');
    const list = await naviera('GET', DATA('MSC', VISIT));
    expect(list.status).toBe(200);
    const rows = list.body as Record<string, unknown>[];
    expect(rows.map((r) => r.unitNbr)).toEqual(expected.map((u) => u.unitNbr));
    // Both movements: boxes discharged from the ship and boxes received at the gate; none still on its way.
    expect(new Set(rows.map((r) => r.operation))).toEqual(new Set(['DESCARGA', 'RECEPCION']));
    expect(rows.some((r) => r.estado === 'INBOUND' || r.estado === 'ADVISED')).toBe(false);
    // An import box discharged at 06:00 (third shift) and since departed; an export box received at 14:00 (first shift), in the yard.
    expect(rows.find((r) => r.unitNbr === demo.units.agaDeparted)).toMatchObject({
      unitNbr: demo.units.agaDeparted,
      turno: 3,
      fecha: '2025-11-04T09:00:00.000Z',
      estado: 'DEPARTED',
      operation: 'DESCARGA',
    });
    expect(rows.find((r) => r.unitNbr === 'MSCU1110776')).toMatchObject({
      unitNbr: 'MSCU1110776',
      turno: 1,
      fecha: '2025-11-04T17:00:00.000Z',
      estado: 'YARD',
      operation: 'RECEPCION',
    });
  });

  it('DRC-004: the mass DRC of the visit and line is one PDF holding one receipt per unit', async () => {
    const units = await seededReceiptUnits(VISIT, 'MSC');
    const doc = await pdf('naviera', MASS(VISIT, 'MSC'));
    expect(doc.status).toBe(200);
    expect(doc.pages).toBe(units.length);
    expect(doc.lines.filter((l) => l === 'N° DRC').length).toBe(2 * units.length);
    for (const u of units) {
      expect(
        doc.lines.filter((l) => l === `${u.unitNbr} (${u.isoType} · ${u.typeLength})`),
        u.unitNbr,
      ).toHaveLength(1);
      expect(doc.lines, u.unitNbr).toContain(String(await numberOf(u.id)));
    }
    expect(doc.lines).toContain('Importación');
    expect(doc.lines).toContain('Exportación');
  });

  it('DRC-005: a visit and line with no container to process: 404 "No se encontraton contenedores para procesar."', async () => {
    // MAERSK is one of naviera's lines, but none of its boxes came on the MSC visit.
    const doc = await pdf('naviera', MASS(VISIT, 'MAERSK'));
    expect(doc.status).toBe(404);
    expect(doc.body).toEqual({ code: '404', message: 'No se encontraton contenedores para procesar.' });
    expect((await naviera('GET', DATA('MAERSK', VISIT))).body).toEqual([]);
  });
});

describe("a unit's DRC", () => {
  it('DRC-006: the single DRC of an import unit and of an export box received at the gate, read back', async () => {
    const imported = await unitOf(demo.units.agaDeparted);
    const doc = await pdf('naviera', SINGLE(imported.unitNbr, VISIT));
    expect(doc.status).toBe(200);
    expect(doc.pages).toBe(1);
    expect(
      doc.lines.some((l) => l.startsWith('DRC') && l.endsWith('Documento de recepción de contenedor')),
      'título',
    ).toBe(true);
    for (const line of [
      String(await numberOf(imported.id)),
      `${imported.unitNbr} (${imported.isoType} · ${imported.typeLength})`,
      'MSC ANTONELLA 36S (MSCAN36S)',
      'MSC',
      `${imported.consigneeName} (${imported.consigneeId})`,
      'Importación',
      'General',
      '1',
      String(imported.weightKg),
      String(imported.tareWeightKg),
      'despachado',
      '04/11/2025 06:00',
      '3° turno (23:00 a 06:30)',
      'Descarga de nave',
    ])
      expect(doc.lines, line).toContain(line);
    const exported = await unitOf('MSCU1110776');
    const box = await pdf('naviera', SINGLE(exported.unitNbr, VISIT));
    for (const line of [
      'Exportación',
      'en patio',
      '04/11/2025 14:00',
      '1° turno (06:30 a 14:45)',
      'Recepción en puerta',
      String(await numberOf(exported.id)),
    ]) {
      expect(box.lines, line).toContain(line);
    }
    // The import detail's roles download it too; a box not yet received has none.
    expect((await pdf('aga', SINGLE(imported.unitNbr, VISIT))).status).toBe(200);
    expect((await naviera('GET', SINGLE(demo.units.agaInbound, demo.inboundVisit))).body).toEqual({
      code: '409',
      message: operationsMessages.refusals.drc,
    });
    expect((await naviera('GET', SINGLE('MSCU0441450', VISIT))).body).toEqual({
      code: '409',
      message: drcMessages.refusals.exportNotReceived,
    });
  });

  it('DRC-007: the DRC data of a unit: unitNbr, consignee, consigneeId, category, condCarga, bultos, weightKg, tareWeightKg and notes', async () => {
    const held = await unitOf('MSCU8578413');
    const data = await naviera('GET', DATA(held.unitNbr, VISIT));
    expect(data.status).toBe(200);
    expect(data.body).toMatchObject({
      unitNbr: held.unitNbr,
      consignee: held.consigneeName,
      consigneeId: held.consigneeId,
      category: 'IMPORT',
      condCarga: 'General',
      bultos: 1,
      weightKg: held.weightKg,
      tareWeightKg: held.tareWeightKg,
      notes: 'RETENCION ADUANA',
      drcNumber: await numberOf(held.id),
      visitId: VISIT,
    });
    expect(held.impediments).toEqual(['RETENCION ADUANA']);
    const cond = async (nbr: string) =>
      ((await naviera('GET', DATA(nbr, VISIT))).body as { condCarga: string }).condCarga;
    expect(await cond('MSCU9861217')).toBe('IMO');
    expect(await cond('MSCU0566870')).toBe('Sobredimensionada');
    expect(await cond('MSCU0090649')).toBe('Refrigerada');
    const exported = await unitOf('MSCU1110776');
    expect((await naviera('GET', DATA(exported.unitNbr, VISIT))).body).toMatchObject({
      unitNbr: exported.unitNbr,
      consignee: exported.consigneeName,
      consigneeId: exported.consigneeId,
      category: 'EXPORT',
      condCarga: 'General',
      bultos: 1,
      weightKg: exported.weightKg,
      tareWeightKg: exported.tareWeightKg,
      notes: null,
    });
  });

  it('DRC-008: a unit that is not of the visit named: "Archivo no encontrado." (404), for the download and for the data', async () => {
    const notFound = { code: '404', message: 'Archivo no encontrado.' };
    expect((await naviera('GET', SINGLE(demo.units.agaDeparted, demo.inboundVisit))).body).toEqual(notFound);
    expect((await naviera('GET', DATA(demo.units.agaDeparted, demo.inboundVisit))).body).toEqual(notFound);
    expect((await naviera('GET', SINGLE('MSCU0000000', VISIT))).body).toEqual(notFound);
  });
});

describe('reach and numbers', () => {
  it("a shipping company reaches only its own lines: another line's mass DRC, list and unit DRC are refused (403)", async () => {
    const other = (await seededReceiptUnits('CMAAN40E', 'CMACGM'))[0]!;
    const forbidden = { code: '403', message: 'No tiene permisos para realizar esta operación.' };
    expect((await naviera('GET', MASS('CMAAN40E', 'CMACGM'))).body).toEqual(forbidden);
    expect((await naviera('GET', DATA('CMACGM', 'CMAAN40E'))).body).toEqual(forbidden);
    expect((await naviera('GET', SINGLE(other.unitNbr, 'CMAAN40E'))).body).toEqual(forbidden);
    expect((await naviera('GET', DATA(other.unitNbr, 'CMAAN40E'))).body).toEqual(forbidden);
    // The path names the line: its own line on another line's visit holds nothing of another's.
    expect((await naviera('GET', MASS('CMAAN40E', 'MSC'))).body).toEqual({ code: '404', message: drcMessages.noUnits });
    // Customer service reaches every unit's DRC, not the mass one.
    expect((await pdf('servicio', SINGLE(other.unitNbr, 'CMAAN40E'))).status).toBe(200);
  });

  it(
    'DRC numbers come from a store sequence: a box received later gets the next one on its first receipt, keeps it, and no number is given twice, across a restart',
    MOCK_ONLY,
    async () => {
      const seeded = seedReceipts(await seededDb());
      const highest = Math.max(...seeded.map((r) => r.id));
      expect(new Set(seeded.map((r) => r.id)).size).toBe(seeded.length);
      expect((await mock.call('POST', '/__mock/export/MSCU0441450/gateIn')).status).toBe(200);
      const first = (await naviera('GET', DATA('MSCU0441450', VISIT))).body as { drcNumber: number; estado: string };
      expect(first).toMatchObject({ drcNumber: highest + 1, estado: 'ECIN' });
      expect(((await naviera('GET', DATA('MSCU0441450', VISIT))).body as { drcNumber: number }).drcNumber).toBe(
        highest + 1,
      );
      const list = (await naviera('GET', DATA('MSC', VISIT))).body as { unitNbr: string; drcNumber: number }[];
      expect(list.find((r) => r.unitNbr === 'MSCU0441450')?.drcNumber).toBe(highest + 1);

      await mock.close();
      mock = await startMock({}, mock.dataDir);
      naviera = await mock.as('naviera');
      expect(((await naviera('GET', DATA('MSCU0441450', VISIT))).body as { drcNumber: number }).drcNumber).toBe(
        highest + 1,
      );
      expect((await mock.call('POST', '/__mock/export/MSCU3324653/gateIn')).status).toBe(200);
      const doc = await pdf('naviera', SINGLE('MSCU3324653', VISIT));
      expect(doc.lines).toContain(String(highest + 2));
    },
  );
});
