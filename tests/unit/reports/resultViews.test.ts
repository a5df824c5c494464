/**
 * The console's side of the report results (D3 §2.5, §3, §7.6; src/custom/report/resultViews.ts and
 * reportApi.ts): each result kind's columns with their Spanish labels, how a served row reads, its
 * empty text and page size, and the exact legacy call each view and download sends (fetch stubbed;
 * the live mock's answers are tests/mock/reports.test.ts and reportTypes.test.ts).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REPORT_LIST_PAGING } from '../../../src/domain/listPaging';
import { reportRequestOf, type ReportRequest } from '../../../src/domain/reports/calls';
import { RESULT_VIEWS } from '../../../src/custom/report/resultViews';
import { reportApi } from '../../../src/custom/report/reportApi';
import { clearSession, saveSession } from '../../../src/providers/session';

interface Sent {
  method: string;
  url: string;
  body: unknown;
}
let sent: Sent[] = [];
let answer: unknown = [];

beforeEach(() => {
  sent = [];
  answer = [];
  saveSession({ token: 'tok-rpt', expires: Date.now() + 60_000 });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

const request = (operationType: number, patch: Record<string, unknown> = {}): ReportRequest =>
  reportRequestOf({ operationType, desde: '20/11/2026', hasta: '27/11/2026', ...patch });
const columnsOf = (kind: 'operations' | 'teus' | 'vgm') =>
  RESULT_VIEWS[kind]!.columns.map((c) => [c.source, c.label, c.kind]);

describe('the report results on the console', () => {
  it('RPT-019 RPT-003: the operations result shows operationType (in Spanish), date, unitNbr, bookingOrBl, draftNumber, importCarQty and appointmentNbr, read by POST /api/operation for types 0–3 and 7 and at /api/operation/emptys for 6', async () => {
    const view = RESULT_VIEWS.operations!;
    expect(columnsOf('operations')).toEqual([
      ['operationType', 'Operación', 'text'],
      ['date', 'Fecha', 'datetime'],
      ['unitNbr', 'Contenedor / VIN', 'text'],
      ['bookingOrBl', 'BL / Booking', 'text'],
      ['draftNumber', 'N° de prefactura', 'text'],
      ['importCarQty', 'Vehículos', 'number'],
      ['appointmentNbr', 'N° de cita', 'text'],
    ]);
    answer = [
      {
        operationType: 'COORD_ENTREGA',
        date: '2026-11-25T14:00:00Z',
        unitNbr: 'MSCU1234567',
        bookingOrBl: 'BL1',
        draftNumber: 500001,
        importCarQty: null,
        appointmentNbr: 700123,
      },
    ];
    expect(await view.rows(request(2))).toEqual([
      {
        id: '0',
        operationType: 'Coordinación de entrega',
        date: '2026-11-25T14:00:00Z',
        unitNbr: 'MSCU1234567',
        bookingOrBl: 'BL1',
        draftNumber: 500001,
        importCarQty: null,
        appointmentNbr: 700123,
      },
    ]);
    for (const code of [0, 1, 2, 3, 7, 6]) await view.rows(request(code));
    expect(
      sent.slice(1).map((s) => `${s.method} ${s.url} ${(s.body as { operationType: number }).operationType}`),
    ).toEqual([
      'POST /api/operation 0',
      'POST /api/operation 1',
      'POST /api/operation 2',
      'POST /api/operation 3',
      'POST /api/operation 7',
      'POST /api/operation/emptys 6',
    ]);
    expect(sent[0]!.body).toMatchObject({ operationType: 2, desde: '20/11/2026', hasta: '27/11/2026' });
    expect(view.sort).toEqual({ field: 'date', order: 'DESC' });
  });

  it("RPT-021 RPT-022: the operations result's empty text is 'No hay operaciones disponibles'; every report result lists 8 rows a page", () => {
    expect(RESULT_VIEWS.operations!.empty).toBe('No hay operaciones disponibles');
    expect(REPORT_LIST_PAGING.perPage).toBe(8);
  });

  it('RPT-023 RPT-026: the spreadsheets are POST /api/operation/export and POST /api/operation/export/teus with the form', async () => {
    await RESULT_VIEWS.operations!.sheet!(request(0));
    await RESULT_VIEWS.teus!.sheet!(request(8, { agentId: '7' }));
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual([
      'POST /api/operation/export',
      'POST /api/operation/export/teus',
    ]);
    expect(sent[1]!.body).toMatchObject({ operationType: 8, agentId: '7', desde: '20/11/2026' });
  });

  it('RPT-025: the TEUs result shows unitNbr, category, ubicacion, condicionRetiro, ingreso, salida and license (codes in Spanish), read by POST /api/operation/teus', async () => {
    expect(columnsOf('teus')).toEqual([
      ['unitNbr', 'Contenedor / VIN', 'text'],
      ['category', 'Categoría', 'text'],
      ['ubicacion', 'Ubicación', 'text'],
      ['condicionRetiro', 'Condición de retiro', 'text'],
      ['ingreso', 'Ingreso', 'datetime'],
      ['salida', 'Salida', 'datetime'],
      ['license', 'Patente', 'text'],
    ]);
    answer = [
      {
        unitNbr: 'MSCU1234567',
        category: 'IMPORT',
        ubicacion: 'A1 03B2',
        condicionRetiro: 'INDIRECTO',
        ingreso: '2026-11-21T12:00:00Z',
        salida: '2026-11-22T15:00:00Z',
        license: 'GHTR21',
      },
    ];
    expect(await RESULT_VIEWS.teus!.rows(request(8, { agentId: '7' }))).toEqual([
      {
        id: 'MSCU1234567',
        unitNbr: 'MSCU1234567',
        category: 'Importación',
        ubicacion: 'A1 03B2',
        condicionRetiro: 'Indirecto',
        ingreso: '2026-11-21T12:00:00Z',
        salida: '2026-11-22T15:00:00Z',
        license: 'GHTR21',
      },
    ]);
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual(['POST /api/operation/teus']);
  });

  it("RPT-029 RPT-030 RPT-031: the VGM result shows id, booking.id and romaneado (Sí/No) from POST /api/operation/vgm/{rut}; a row's certificate is getvgmpdfbyunit/{unitnbr}, the booking's getvgmpdfbybooking/{bookingid}/{rut}, offered only when a booking was asked", async () => {
    const view = RESULT_VIEWS.vgm!;
    expect(columnsOf('vgm')).toEqual([
      ['unitNbr', 'Contenedor / VIN', 'text'],
      ['booking', 'Booking', 'text'],
      ['romaneado', 'Romaneado', 'text'],
      ['vgmKg', 'VGM (kg)', 'number'],
      ['verifiedAt', 'Verificada el', 'datetime'],
    ]);
    answer = [
      { id: 'MSCU1234567', romaneado: true, booking: { id: 'BKG1' }, vgmKg: 24500, verifiedAt: null },
      {
        id: 'MAEU7654321',
        romaneado: false,
        booking: { id: 'BKG1' },
        vgmKg: 22000,
        verifiedAt: '2026-11-20T10:00:00Z',
      },
    ];
    const asked = request(9, { agentId: '76086428-5', blOrBook: 'BKG1' });
    const rows = await view.rows(asked);
    expect(rows.map((r) => [r.unitNbr, r.booking, r.romaneado])).toEqual([
      ['MSCU1234567', 'BKG1', 'Sí'],
      ['MAEU7654321', 'BKG1', 'No'],
    ]);
    expect(view.rowPdf!.label).toBe('Certificado');
    await view.rowPdf!.load(rows[0]!);
    expect(view.resultPdf!(request(9, { agentId: '76086428-5', unitNbr: 'MSCU1234567' }))).toBeUndefined();
    const booking = view.resultPdf!(asked)!;
    expect(booking.label).toBe('Certificados del booking');
    await booking.load();
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual([
      'POST /api/operation/vgm/76086428-5',
      'POST /api/operation/getvgmpdfbyunit/MSCU1234567',
      'POST /api/operation/getvgmpdfbybooking/BKG1/76086428-5',
    ]);
    expect(sent[0]!.body).toMatchObject({ operationType: 9, blOrBook: 'BKG1' });
  });

  it('RPT-012 RPT-036 RPT-049: the agents to choose from, the old DRC file and the unit lookup are GET /api/agent/list, POST /api/operation/getdrcpdfbyname/{filename} and GET /api/unitfacilityvisit/getunitbynbr/{unitnbr}', async () => {
    await reportApi.agents();
    await reportApi.oldDrcFile('DRC_300012.pdf');
    await reportApi.unitByNbr('MSCU1234567');
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual([
      'GET /api/agent/list',
      'POST /api/operation/getdrcpdfbyname/DRC_300012.pdf',
      'GET /api/unitfacilityvisit/getunitbynbr/MSCU1234567',
    ]);
  });
});
