/** Mock server, the car reports (D3 §7.6; ruling P65): every type of a visit by its manifest, gate control by dates, a VIN's sheet; a client's hold its own vehicles. */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAR_REPORT_TYPES } from '../../src/domain/cars/carReports';
import { carReportMessages } from '../../src/i18n/carReportMessages';
import { startMock, type Mock } from './helpers';

let mock: Mock;
let manifest: string;

async function sheet(user: string, path: string) {
  const res = await mock.fetch('GET', path, { token: await mock.login(user) });
  if (res.status !== 200) return { status: res.status, rows: [] as unknown[][], body: await res.json() };
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await res.arrayBuffer());
  return {
    status: res.status,
    rows: book.worksheets[0]!.getSheetValues()
      .filter(Boolean)
      .map((r) => (r as unknown[]).slice(1)),
    body: null,
  };
}

beforeAll(async () => {
  mock = await startMock({ port: 8616 });
  manifest = mock.store!.db.carVisit.find((v) => v.id === 'ONEHT2611')!.mftoNumber;
});
afterAll(async () => {
  await mock?.dispose();
});

describe('car reports', () => {
  it('CAR-026 CAR-030: each of the twelve visit types is a spreadsheet with its headers; EN lists every vehicle of the visit with its last movement', async () => {
    for (const type of CAR_REPORT_TYPES.filter((x) => x !== 'GG')) {
      const doc = await sheet('servicioautos', `/api/autos/report/rsmmanifest/${manifest}/${type}/servicioautos`);
      expect(doc.status, type).toBe(200);
      expect(doc.rows[0]!.length, type).toBeGreaterThan(1);
    }
    const en = await sheet('servicioautos', `/api/autos/report/rsmmanifest/${manifest}/EN/servicioautos`);
    expect(en.rows.length - 1).toBe(
      mock.store!.db.unitVisit.filter((u) => u.kind === 'vehicle' && u.visitId === 'ONEHT2611').length,
    );
    expect(en.rows[0]).toEqual([carReportMessages.col.vin, 'Marca', 'Modelo', 'BL', 'Último movimiento', 'Fecha']);
    expect(
      (await sheet('servicioautos', `/api/autos/report/rsmmanifest/${manifest}/XX/servicioautos`)).body.fields.rprtype,
    ).toBe('Tipo de reporte inválido');
  });

  it("CAR-027: a client's report holds only its vehicles; a role without car reports is refused", async () => {
    const own = await sheet('cliente', `/api/autos/report/rsmmanifest/${manifest}/EN/cliente`);
    const all = await sheet('servicioautos', `/api/autos/report/rsmmanifest/${manifest}/EN/servicioautos`);
    expect(own.rows.length).toBeGreaterThan(1);
    expect(own.rows.length).toBeLessThan(all.rows.length);
    expect((await sheet('autos', `/api/autos/report/rsmmanifest/${manifest}/EN/autos`)).status).toBe(403);
  });

  it("CHART-007: a client's visit statistics and makes are of its own vehicles", async () => {
    const cliente = await mock.as('cliente');
    const cs = await mock.as('servicioautos');
    const own = (await cliente('GET', '/api/autos/item/statsclient/ONEHT2611')).body as { totalVisita: number };
    const all = (await cs('GET', '/api/autos/item/statsclient/ONEHT2611')).body as { totalVisita: number };
    expect(own.totalVisita).toBeGreaterThan(0);
    expect(own.totalVisita).toBeLessThan(all.totalVisita);
    expect(((await cliente('GET', '/api/autos/marcas/byClient/0')).body as unknown[]).length).toBeGreaterThan(0);
  });

  it('CAR-028: GG is the trucks whose gate in falls in the dates, with their VINs and guide', async () => {
    const doc = await sheet('servicioautos', '/api/autos/report/reportGateControl/01-11-2025/05-11-2025');
    expect(doc.rows[0]).toEqual([
      'Patente',
      'Código de gate',
      'Conductor',
      'Ingreso',
      'Salida',
      'BL',
      'VINs',
      'Guía confirmada',
    ]);
    expect(doc.rows.length - 1).toBe(mock.store!.db.carGate.length);
    expect(
      (await sheet('servicioautos', '/api/autos/report/reportGateControl/06-11-2025/07-11-2025')).rows,
    ).toHaveLength(1);
  });

  it("CAR-067: a VIN's sheet gives its facts and movements, at both paths (Q26)", async () => {
    const vin = mock.store!.db.unitVisit.find((u) => u.kind === 'vehicle' && u.visitId === 'ONEHT2611')!.unitNbr;
    for (const path of [`/api/autos/report/item/${vin}`, `/api/autos/item/${vin}`]) {
      const doc = await sheet('servicioautos', path);
      expect(doc.rows[1]).toEqual(['VIN', vin]);
      expect(doc.rows.some((r) => r[0] === 'EN BARCO')).toBe(true);
    }
  });
});
