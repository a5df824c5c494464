/**
 * The report types served last (D3 §2.5, §7.6, §8.4; RPT-011, RPT-016, RPT-032…037, RPT-047,
 * RPT-049, RPT-050; Q38) on the live mock: the EDI batches and the Coprar lookup, the old DRC and its
 * file (read back as a PDF), each within the caller's reach, the report by type, the unit lookup
 * that fills the old DRC's keys, the containers-by-visit rows, and the demo's history of changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EdiBatch } from '../../src/domain/reports/coprar';
import type { OperationRow } from '../../src/domain/reports/operationRows';
import type { OldDrcFile } from '../../mock-server/areas/report/oldDrcFiles';
import { activeOperations } from '../../mock-server/terminalModel/unitVisits';
import { MOCK_ONLY, startMock, type Mock } from './helpers';
import { addTestAccounts } from '../harness/support/testAccounts';
import { DEMO_PASSWORD } from '../../mock-server/seed/demoUsers';
import { can } from '../../src/domain/permissions';
import { ROLES } from '../../src/domain/roles';
import type { ReportTypeCode } from '../../src/domain/reports/reportTypes';

let mock: Mock;
beforeAll(async () => {
  mock = await startMock({ port: 9250 });
}, 120_000);
afterAll(async () => {
  await mock?.dispose();
});

const db = () => mock.store!.db as any;
const files = () => db().oldDrcFile as OldDrcFile[];
const agentOf = (login: string) => db().user.find((u: any) => u.login === login)!.agentId as string;
/** The agent whose box the file's unit is, as the visit lists read it. */
function ownerOf(file: OldDrcFile): string | null {
  const active = activeOperations(mock.store!, file.unitVisitId);
  return active[0]?.agentId ?? db().unitVisit.find((u: any) => u.id === file.unitVisitId)?.agentId ?? null;
}
const lineOf = (file: OldDrcFile) => db().unitVisit.find((u: any) => u.id === file.unitVisitId)!.line as string;
const pathOf = (f: OldDrcFile) => `/api/operation/olddrc/${f.unitNbr}/${f.blNumbers[0]}/${f.manifestNbr}`;

describe('the Coprar report (type 10)', MOCK_ONLY, () => {
  it('RPT-034 RPT-016: customer service and the admin read the EDI batches (date, vesselVisit, nbr, status, session, messageClass), newest first; an agent is refused (403)', async () => {
    const cs = await mock.as('servicio');
    const list = await cs('GET', '/api/edibatch');
    expect(list.status).toBe(200);
    const batches = list.body as EdiBatch[];
    expect(batches.length).toBe(db().ediBatch.length);
    expect(batches.map((b) => b.date)).toEqual(
      batches
        .map((b) => b.date)
        .sort()
        .reverse(),
    );
    // D3 §3's six fields with their values (the store's batches), plus the ruled id, vessel name and units (P137).
    expect(batches).toEqual(
      [...(db().ediBatch as EdiBatch[])].sort((a, b) => b.date.localeCompare(a.date) || b.nbr - a.nbr),
    );
    expect(Object.keys(batches[0]!).sort()).toEqual(
      ['date', 'id', 'messageClass', 'nbr', 'session', 'status', 'units', 'vesselName', 'vesselVisit'].sort(),
    );
    expect(new Set(batches.map((b) => b.messageClass))).toEqual(new Set(['LOADLIST', 'DISCHLIST', 'BAYPLAN']));
    expect((await (await mock.as('admin'))('GET', '/api/edibatch')).status).toBe(200);
    for (const login of ['aga', 'naviera']) {
      const other = await mock.as(login);
      expect((await other('GET', '/api/edibatch')).status, login).toBe(403);
      expect((await other('GET', `/api/edibatch/${batches[0]!.nbr}`)).status, login).toBe(403);
    }
  });

  it("RPT-032 RPT-033 Q38: GET /edibatch/{id} finds a batch by its number; none is 'No se encontró el batch'; a number that is not one is refused on the field", async () => {
    const cs = await mock.as('servicio');
    const load = (db().ediBatch as EdiBatch[]).find((b) => b.messageClass === 'LOADLIST')!;
    const found = await cs('GET', `/api/edibatch/${load.nbr}`);
    expect(found.status).toBe(200);
    expect(found.body).toEqual(load);
    const none = await cs('GET', '/api/edibatch/123');
    expect([none.status, none.body.message]).toEqual([404, 'No se encontró el batch']);
    const bad = await cs('GET', '/api/edibatch/abc');
    expect([bad.status, bad.body.fields]).toEqual([400, { batchNbr: 'Ingrese un número de Batch de Coprar' }]);
  });
});

describe('the old DRC report (type 11)', MOCK_ONLY, () => {
  it('RPT-035 RPT-036: customer service finds an old DRC by container, BL and manifest ({pdf, fileExist, drcNum}) and downloads its file, a PDF', async () => {
    const cs = await mock.as('servicio');
    const file = files().find((f) => f.fileExist)!;
    const found = await cs('GET', pathOf(file));
    expect(found.status).toBe(200);
    expect(found.body).toEqual({ pdf: `DRC_${file.id}.pdf`, fileExist: true, drcNum: file.id });
    const pdf = await mock.fetch('POST', `/api/operation/getdrcpdfbyname/${file.name}`, {
      token: await mock.login('servicio'),
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it("RPT-037 RPT-051: a receipt whose file the archive lost says so and its download is 'Archivo no encontrado.'; keys of no receipt are 'No existen datos para generar el documento.'", async () => {
    const cs = await mock.as('servicio');
    const lost = files().find((f) => !f.fileExist)!;
    expect((await cs('GET', pathOf(lost))).body).toEqual({ pdf: lost.name, fileExist: false, drcNum: lost.id });
    for (const name of [lost.name, 'DRC_1.pdf', '..%2Fsecret.pdf']) {
      const res = await cs('POST', `/api/operation/getdrcpdfbyname/${name}`);
      expect([res.status, res.body.message], name).toEqual([404, 'Archivo no encontrado.']);
    }
    const file = files()[0]!;
    const wrong = await cs('GET', `/api/operation/olddrc/${file.unitNbr}/${file.blNumbers[0]}/999`);
    expect([wrong.status, wrong.body.message]).toEqual([404, 'No existen datos para generar el documento.']);
    const bad = await cs('GET', '/api/operation/olddrc/ABC/%20/x');
    expect([bad.status, bad.body.fields]).toEqual([
      400,
      { unitNbr: 'Requerido', blOrBook: 'Requerido', manifestNumber: 'Requerido' },
    ]);
  });

  it("RPT-010 ROLE-026: an agent reads its own boxes' old DRCs only; another's reads as one that does not exist, file included", async () => {
    const own = agentOf('aga');
    const mine = files().find((f) => f.fileExist && ownerOf(f) === own)!;
    const theirs = files().find((f) => f.fileExist && ownerOf(f) !== null && ownerOf(f) !== own)!;
    expect(mine && theirs).toBeTruthy();
    const aga = await mock.as('aga');
    expect((await aga('GET', pathOf(mine))).status).toBe(200);
    expect((await aga('POST', `/api/operation/getdrcpdfbyname/${mine.name}`)).status).toBe(200);
    const refused = await aga('GET', pathOf(theirs));
    expect([refused.status, refused.body.message]).toEqual([404, 'No existen datos para generar el documento.']);
    expect((await aga('POST', `/api/operation/getdrcpdfbyname/${theirs.name}`)).body.message).toBe(
      'Archivo no encontrado.',
    );
  });

  it("RPT-018: a shipping company reads its lines' old DRCs (type 11 is the import roles' plus SHIPPINGCO); a trucking company is refused the type (403)", async () => {
    const naviera = await mock.as('naviera');
    const ofLine = files().find((f) => ['MSC', 'MAERSK'].includes(lineOf(f)))!;
    const other = files().find((f) => !['MSC', 'MAERSK'].includes(lineOf(f)))!;
    expect((await naviera('GET', pathOf(ofLine))).status).toBe(200);
    expect((await naviera('GET', pathOf(other))).status).toBe(404);
    const trucking = await mock.as('transportista');
    expect((await trucking('GET', pathOf(ofLine))).status).toBe(403);
    expect((await trucking('POST', `/api/operation/getdrcpdfbyname/${ofLine.name}`)).status).toBe(403);
  });

  it("RPT-049: the unit lookup by number answers the BL and the visit's manifest the old DRC is asked by", async () => {
    const cs = await mock.as('servicio');
    const file = files()[0]!;
    const unit = await cs('GET', `/api/unitfacilityvisit/getunitbynbr/${file.unitNbr}`);
    expect(unit.status).toBe(200);
    expect(unit.body.billsOfLading.map((b: { blNumber: string }) => b.blNumber)).toContain(file.blNumbers[0]);
    expect(unit.body.manifestNumber).toBe(file.manifestNbr);
  });
});

describe("the report by type, the agency and the demo's history", MOCK_ONLY, () => {
  it('RPT-050: GET /report/getreport/{rprtype}/{id} answers the type as the caller runs it; not offered 403, a code that is no type 404', async () => {
    const cs = await mock.as('servicio');
    const coprar = await cs('GET', '/api/report/getreport/10/5');
    expect(coprar.status).toBe(200);
    expect(coprar.body).toMatchObject({
      rprtype: 10,
      id: '5',
      label: 'Coprarex',
      kind: 'coprar',
      fields: ['batchNbr'],
      choosesAgent: true,
    });
    const none = await cs('GET', '/api/report/getreport/4/0');
    expect([none.status, none.body.message]).toEqual([404, 'Tipo de reporte inválido']);
    const aga = await mock.as('aga');
    expect((await aga('GET', '/api/report/getreport/10/0')).status).toBe(403);
    expect((await aga('GET', '/api/report/getreport/0/0')).body).toMatchObject({ rprtype: 0, choosesAgent: false });
  });

  it('RPT-011: a shipping agency (AGN) is offered no report type: every report call refuses it (403)', async () => {
    const agn = await mock.as('agn');
    for (const code of [0, 8, 9, 10, 11, 12])
      expect((await agn('GET', `/api/report/getreport/${code}/0`)).status, String(code)).toBe(403);
    expect(
      (await agn('POST', '/api/operation', { operationType: 0, desde: '29/10/2025', hasta: '05/11/2025' })).status,
    ).toBe(403);
    expect((await agn('GET', '/api/edibatch')).status).toBe(403);
    expect((await agn('GET', pathOf(files()[0]!))).status).toBe(403);
  });

  it("RPT-020: the demo's past weeks hold re-coordinations (type 2) and both kinds of cancellation (type 3)", async () => {
    const cs = await mock.as('servicio');
    const period = { desde: '01/10/2025', hasta: '05/11/2025' };
    const coordination = (await cs('POST', '/api/operation', { operationType: 2, ...period })).body as OperationRow[];
    const types2 = new Set(coordination.map((r) => r.operationType));
    expect(types2).toEqual(new Set(['COORD_ENTREGA', 'RECOORDINACION']));
    const cancels = (await cs('POST', '/api/operation', { operationType: 3, ...period })).body as OperationRow[];
    expect(new Set(cancels.map((r) => r.operationType))).toEqual(new Set(['CANCEL_DIRECTO', 'CANCEL_INDIRECTO']));
    expect(cancels.every((r) => r.draftNumber !== null && /^[A-Z]{4}\d{7}$/.test(r.unitNbr))).toBe(true);
    const days = new Set([...coordination, ...cancels].map((r) => r.date.slice(0, 10)));
    expect(days.size).toBeGreaterThan(7);
  });

  it('RPT-047: the containers-by-visit rows (the DRC list of a visit and line) carry unitNbr, turno, fecha, estado and operation', async () => {
    const naviera = await mock.as('naviera');
    const visit = (db().vesselVisit as { id: string; operatorId: string }[]).find(
      (v) => v.operatorId === 'MSC' && files().every((f) => f.visitId !== v.id),
    )!;
    const rows = await naviera('GET', `/api/report/drcdata/MSC/${visit.id}`);
    expect(rows.status).toBe(200);
    expect(rows.body.length).toBeGreaterThan(0);
    const units = (db().unitVisit as { unitNbr: string; visitId: string; line: string; transitState: string }[]).filter(
      (u) => u.visitId === visit.id && u.line === 'MSC',
    );
    for (const row of rows.body as {
      unitNbr: string;
      turno: unknown;
      fecha: unknown;
      estado: string;
      operation: string;
    }[]) {
      // A box of that visit and line, in its state now.
      const unit = units.find((u) => u.unitNbr === row.unitNbr);
      expect(unit?.transitState, row.unitNbr).toBe(row.estado);
      expect([1, 2, 3, null], row.unitNbr).toContain(row.turno);
      expect(['DESCARGA', 'RECEPCION'], row.unitNbr).toContain(row.operation);
      expect(row.fecha === null || !Number.isNaN(Date.parse(String(row.fecha))), row.unitNbr).toBe(true);
      expect(row.turno === null, row.unitNbr).toBe(row.fecha === null);
    }
  });
});

describe('who the server lets run each type (D3 §9.2; the report.<code> rows)', MOCK_ONLY, () => {
  it("RPT-013 RPT-014 RPT-015 RPT-016 RPT-017 RPT-018: every role runs exactly the types its row offers it, at each type's own call; the others are 403", async () => {
    const period = { desde: '29/10/2025', hasta: '05/11/2025' };
    const file = files()[0]!;
    const calls: [ReportTypeCode, string, string, unknown?][] = [
      ...([0, 1, 2, 3, 7] as const).map(
        (code) =>
          [code, 'POST', '/api/operation', { operationType: code, ...period }] as [
            ReportTypeCode,
            string,
            string,
            unknown,
          ],
      ),
      [6, 'POST', '/api/operation/emptys', { operationType: 6, ...period }],
      [8, 'POST', '/api/operation/teus', { operationType: 8, ...period }],
      [9, 'POST', '/api/operation/vgm/-', { operationType: 9, unitNbr: 'MSCU1234567' }],
      [10, 'GET', '/api/edibatch/700001'],
      [11, 'GET', pathOf(file)],
      [12, 'GET', '/api/operation/gatepassbyunitdriver/12345678-5/MSCU1234567'],
    ];
    // One signed-in account; the server reads its roles from the store on every call, so each role is set in turn.
    const [user] = await addTestAccounts(mock.store!, [{ login: 'rpt.roles', authorities: [] }], DEMO_PASSWORD);
    const token = await mock.login(user!.login);
    const mismatches: string[] = [];
    let admitted = 0;
    for (const role of ROLES) {
      user!.authorities = [role];
      const statuses = await Promise.all(
        calls.map(async ([, method, path, json]) => (await mock.call(method, path, { token, json })).status),
      );
      for (const [i, [code]] of calls.entries()) {
        const status = statuses[i];
        const may = can([role], `report.${code}`, 'list');
        if (may) admitted++;
        if ((status === 403) === may) mismatches.push(`${role} ${code}: ${status}`);
      }
    }
    expect(admitted, 'some roles run some types').toBeGreaterThan(20);
    expect(mismatches).toEqual([]);
  }, 120_000);
});
