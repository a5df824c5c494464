/** Mock server, the car yard's calls (D2 §7 Vehicles; ruling P64): dispatches of the last days, the dispatch and yard spreadsheets, the yard's split. */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOCK_ONLY, startMock, type Mock, type Reply } from './helpers';
import { rolesAdmitted } from './roleSwitch';

type Call = (method: string, path: string, json?: unknown) => Promise<Reply>;
let mock: Mock;
let cs: Call;
let autos: Call;
let cliente: Call;

async function sheet(user: string, path: string) {
  const res = await mock.fetch('GET', path, { token: await mock.login(user) });
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await res.arrayBuffer());
  return {
    type: res.headers.get('content-type'),
    rows: book.worksheets[0]!.getSheetValues()
      .filter(Boolean)
      .map((r) => (r as unknown[]).slice(1)),
  };
}

beforeAll(async () => {
  mock = await startMock({ port: 8615 });
  [cs, autos, cliente] = await Promise.all([mock.as('servicio'), mock.as('autos'), mock.as('cliente')]);
});
afterAll(async () => {
  await mock?.dispose();
});

describe('the car yard calls', () => {
  it("CAR-068 CAR-070: the last 4 days of dispatches in date order, ending today on the demo clock, and the report's default range", async () => {
    const res = (await cs('GET', '/api/autos/movsfordispatch/servicio')).body as {
      dias: { day: string; despachados: number }[];
      rango: { from: string; to: string };
    };
    expect(res.dias.map((d) => d.day)).toEqual(['2025-11-02', '2025-11-03', '2025-11-04', '2025-11-05']);
    expect(res.dias.reduce((n, d) => n + d.despachados, 0)).toBeGreaterThan(0);
    expect(res.rango).toEqual({ from: '2025-11-02', to: '2025-11-05' });
    const mine = (await autos('GET', '/api/autos/movsfordispatch/autos')).body as typeof res;
    expect(mine.dias.reduce((n, d) => n + d.despachados, 0)).toBeLessThan(
      res.dias.reduce((n, d) => n + d.despachados, 0),
    );
    expect((await cliente('GET', '/api/autos/movsfordispatch/cliente')).status).toBe(403);
  });

  it('CAR-071: the dispatch report is a spreadsheet of the vehicles dispatched in the range (dates DD/MM/YYYY or DD-MM-YYYY); a bad date is refused on its field', async () => {
    const doc = await sheet(
      'servicio',
      `/api/autos/report/reportDispatch/${encodeURIComponent('02/11/2025')}/05-11-2025/servicio`,
    );
    expect(doc.type).toContain('spreadsheetml');
    expect(doc.rows[0]).toEqual(['Fecha de despacho', 'VIN', 'Marca', 'Modelo', 'BL', 'Visita', 'Condición de retiro']);
    expect(doc.rows.length).toBeGreaterThan(1);
    const days = (await cs('GET', '/api/autos/movsfordispatch/servicio')).body.dias as { despachados: number }[];
    expect(doc.rows.length - 1).toBe(days.reduce((n, d) => n + d.despachados, 0));
    const bad = await cs('GET', '/api/autos/report/reportDispatch/2025-11-02/05-11-2025/servicio');
    expect(bad.status).toBe(400);
    expect(bad.body.fields.from).toBe('Fecha inválida (DD/MM/AAAA)');
  });

  it('CHART-008 CHART-011 CHART-012: the yard splits its vehicles between trucks and yard per brand; the VIN summary lists the same vehicles with their place', async () => {
    const split = (await cs('GET', '/api/autos/yardsummary/servicio')).body as {
      enPatio: number;
      enCamion: number;
      marcas: { marca: string; enPatio: number; enCamion: number }[];
    };
    expect(split.enCamion).toBeGreaterThan(0);
    expect(split.enPatio).toBeGreaterThan(split.enCamion);
    expect(split.marcas.reduce((n, m) => n + m.enPatio + m.enCamion, 0)).toBe(split.enPatio + split.enCamion);
    const doc = await sheet('servicio', '/api/autos/report/reportYard/servicio');
    expect(doc.rows.length - 1).toBe(split.enPatio + split.enCamion);
    expect(doc.rows.filter((r) => r[5] === 'En camión')).toHaveLength(split.enCamion);
  });

  // MOCK_ONLY: a test user added to the store. The console's side: tests/unit/domain/rolePermissions.test.ts ('ROLE-018 CAR-001').
  it(
    'CHART-008 CHART-012: the yard split and its VIN spreadsheet answer exactly the vehicle agent and customer service, of every role; 403 {code, message} to the rest',
    MOCK_ONLY,
    async () => {
      for (const path of ['/api/autos/yardsummary/servicio', '/api/autos/report/reportYard/servicio'])
        expect(await rolesAdmitted(mock, (call) => call('GET', path), 'servicio'), path).toEqual([
          'ROLE_AGA_AUTOS',
          'ROLE_CUSTOMER_SERVICE',
        ]);
    },
  );
});
