/** Mock server, empties (D2 §7 Export and empties; ruling P60): the lines' MTY bookings, row validation typed and uploaded, sending with the deleteList, and the spreadsheets. */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '../../mock-server/modules/bookings/types';
import { withCheckDigit } from '../../src/domain/iso6346';
import { operationsMessages } from '../../src/i18n/operationsMessages';
import { importUnits } from '../support/terminalSeed';
import { startMock, type Mock, type Reply } from './helpers';
import { seededDb } from './terminal/demo';

type Call = (method: string, path: string, json?: unknown) => Promise<Reply>;
const e = operationsMessages.empties;
let mock: Mock;
let naviera: Call;
let deposito: Call;
let aga: Call;
let token: string;
let mty: Booking;
let fcl: Booking;
let inYard: string;

/** Free container numbers with a valid check digit, of a prefix no seeded unit uses. */
const box = (n: number) => withCheckDigit(`ZMTU${String(100000 + n)}`);

async function xlsx(rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('vacios');
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}
async function upload(data: Buffer, filename: string, dto: unknown) {
  const form = new FormData();
  if (data.length) form.append('file', new Blob([new Uint8Array(data)]), filename);
  form.append('preadviceMTYDTO', JSON.stringify(dto));
  const res = await fetch(`${mock.url}/api/export/validaxlsmty`, {
    method: 'POST',
    headers: { 'x-auth-token': token },
    body: form,
  });
  return { status: res.status, body: await res.json() };
}

beforeAll(async () => {
  mock = await startMock({ port: 8609 });
  [naviera, deposito, aga, token] = await Promise.all([
    mock.as('naviera'),
    mock.as('deposito'),
    mock.as('aga'),
    mock.login('naviera'),
  ]);
  const db = await seededDb();
  mty = db.booking.find((b) => b.eqStatus === 'MTY' && b.line === 'MSC')!;
  fcl = db.booking.find((b) => b.eqStatus === 'FCL' && b.line === 'MSC')!;
  inYard = importUnits(db).find((u) => u.transitState === 'YARD')!.unitNbr;
});
afterAll(async () => {
  await mock?.dispose();
});

describe('empties', () => {
  it('MTY-002 MTY-003 MTY-004 VAL-026: the line\'s empties bookings; a full booking is not for empties; none is "Número de Booking vacio."', async () => {
    expect((await naviera('GET', '/api/booking/getallbyline/MSC')).body).toContainEqual(
      expect.objectContaining({ nbr: mty.id }),
    );
    expect((await naviera('GET', '/api/booking/getallbyline/HAMSUD')).body).toEqual([]);
    expect(await naviera('POST', '/api/export/validaformmty', { bookingId: fcl.id, unitlist: [] })).toMatchObject({
      status: 400,
      body: { message: `La reserva ${fcl.id} no corresponde a preaviso de vacíos.` },
    });
    expect(await naviera('POST', '/api/export/validaformmty', { bookingId: 'NOEXISTE', unitlist: [] })).toMatchObject({
      status: 404,
      body: { message: 'Número de Booking vacio.' },
    });
  });

  it('MTY-001 ROLE-014: the shipping company and the deposit send empties; a customs agent may not', async () => {
    expect((await deposito('POST', '/api/export/validaformmty', { bookingId: mty.id, unitlist: [] })).status).toBe(200);
    expect((await aga('POST', '/api/export/validaformmty', { bookingId: mty.id, unitlist: [] })).status).toBe(403);
  });

  it("MTY-009 MTY-010 MTY-011 MTY-012: typed rows are validated one by one: NEW without a message, USED for a box at the terminal, and the row's fault", async () => {
    const res = await naviera('POST', '/api/export/validaformmty', {
      bookingId: mty.id,
      unitlist: [
        { contenedor: box(1), isocode: '22G1', tara_kg: 2200 },
        { contenedor: 'MSCU12', isocode: '22G1', tara_kg: 2200 },
        { contenedor: box(1), isocode: '22G1', tara_kg: 2200 },
        { contenedor: inYard, isocode: '22G1', tara_kg: 2200 },
        { contenedor: box(2), isocode: '45R1', tara_kg: 4800 },
        { contenedor: box(3), isocode: '45G1', tara_kg: 'x' },
      ],
    });
    expect(res.body).toEqual([
      { contenedor: box(1), estado: 'NEW', mensaje: null, isocode: '22G1', tara_kg: 2200 },
      { contenedor: 'MSCU12', estado: 'NEW', mensaje: e.invalidNumber, isocode: '22G1', tara_kg: 2200 },
      { contenedor: box(1), estado: 'NEW', mensaje: e.repeated, isocode: '22G1', tara_kg: 2200 },
      { contenedor: inYard, estado: 'USED', mensaje: e.inTerminal, isocode: '22G1', tara_kg: 2200 },
      {
        contenedor: box(2),
        estado: 'NEW',
        mensaje: e.typeNotInBooking.replace('{iso}', '45R1'),
        isocode: '45R1',
        tara_kg: 4800,
      },
      { contenedor: box(3), estado: 'NEW', mensaje: e.tareInvalid, isocode: '45G1', tara_kg: null },
    ]);
  });

  it("a tare typed or uploaded the Chilean way is whole kilograms: '2.200' is 2200 (it read as 2,2 and was refused)", async () => {
    const res = await naviera('POST', '/api/export/validaformmty', {
      bookingId: mty.id,
      unitlist: [
        { contenedor: box(6), isocode: '22G1', tara_kg: '2.200' },
        { contenedor: box(7), isocode: '22G1', tara_kg: '2,2' },
      ],
    });
    expect(res.body).toEqual([
      { contenedor: box(6), estado: 'NEW', mensaje: null, isocode: '22G1', tara_kg: 2200 },
      { contenedor: box(7), estado: 'NEW', mensaje: e.tareInvalid, isocode: '22G1', tara_kg: null },
    ]);
  });

  it('MTY-007 MTY-008: an uploaded .xlsx is read by its headers and validated with the grid; no file, or an old .xls, is refused with the reason', async () => {
    const file = await xlsx([
      ['Contenedor', 'ISOCODE', 'Tara_Kg'],
      [box(4), '22G1', 2200],
      [box(5), '45G1', 3900],
    ]);
    const res = await upload(file, 'vacios.xlsx', {
      bookingId: mty.id,
      unitlist: [{ contenedor: box(6), isocode: '22G1', tara_kg: 2200 }],
    });
    expect(res.body.map((r: { contenedor: string; mensaje: string | null }) => [r.contenedor, r.mensaje])).toEqual([
      [box(6), null],
      [box(4), null],
      [box(5), null],
    ]);
    expect(await upload(Buffer.alloc(0), 'x.xlsx', { bookingId: mty.id })).toMatchObject({
      status: 400,
      body: { fields: { file: e.fileRequired } },
    });
    expect(
      await upload(Buffer.from('\xD0\xCF\x11\xE0 old binary', 'latin1'), 'vacios.xls', { bookingId: mty.id }),
    ).toMatchObject({ status: 400, body: { message: e.fileFormat } });
  });

  it('MTY-015 MTY-019 MTY-020 DECISIONS Q39: sending pre-advises the NEW rows (on their way, a place each); the deleteList cancels sent ones; rows with messages are refused whole', async () => {
    const before = (await naviera('GET', `/api/booking/${mty.id}/22G1`)).body.capacity;
    const refused = await naviera('POST', '/api/export/preadvicemty2', {
      bookingId: mty.id,
      unitlist: [
        { contenedor: box(7), isocode: '22G1', tara_kg: 2200 },
        { contenedor: 'BAD', isocode: '22G1', tara_kg: 2200 },
      ],
      deleteList: [],
    });
    expect(refused).toMatchObject({ status: 409, body: { message: e.rowsWithMessages } });
    expect((await naviera('GET', `/api/export/preadvicemty/${mty.id}`)).body).toEqual([]);
    const sent = await naviera('POST', '/api/export/preadvicemty2', {
      bookingId: mty.id,
      unitlist: [
        { contenedor: box(7), isocode: '22G1', tara_kg: 2200 },
        { contenedor: box(8), isocode: '22G1', tara_kg: 2250 },
      ],
      deleteList: [],
    });
    expect(sent.body).toMatchObject({ sent: 2, cancelled: 0, message: e.sent.replace('{n}', '2') });
    expect(sent.body.resultados.map((r: { contenedor: string; estado: string }) => [r.contenedor, r.estado])).toEqual([
      [box(7), 'INBOUND'],
      [box(8), 'INBOUND'],
    ]);
    expect((await naviera('GET', `/api/booking/${mty.id}/22G1`)).body.capacity.used).toBe(before.used + 2);
    // A sent box is USED for another grid.
    expect(
      (await naviera('POST', '/api/export/validaformmty', { bookingId: mty.id, unitlist: [{ contenedor: box(8) }] }))
        .body[0],
    ).toMatchObject({ estado: 'INBOUND', mensaje: null });
    const cancel = await naviera('POST', '/api/export/preadvicemty2', {
      bookingId: mty.id,
      unitlist: [],
      deleteList: [box(8)],
    });
    expect(cancel.body).toMatchObject({ sent: 0, cancelled: 1 });
    expect(
      (await naviera('GET', `/api/export/preadvicemty/${mty.id}`)).body.map(
        (r: { contenedor: string }) => r.contenedor,
      ),
    ).toEqual([box(7)]);
    expect((await naviera('GET', `/api/booking/${mty.id}/22G1`)).body.capacity.used).toBe(before.used + 1);
    // Sent again after its cancellation.
    expect(
      (
        await naviera('POST', '/api/export/preadvicemty2', {
          bookingId: mty.id,
          unitlist: [{ contenedor: box(8), isocode: '22G1', tara_kg: 2250 }],
          deleteList: [],
        })
      ).body.sent,
    ).toBe(1);
  });

  it("MTY-006 MTY-021: the model and the booking's pre-advice are spreadsheets with the grid's columns", async () => {
    for (const path of ['/api/file/preadvicemtymodel', `/api/file/preadvicemty/${mty.id}`]) {
      const res = await fetch(mock.url + path, { headers: { 'x-auth-token': token } });
      expect(res.headers.get('content-type')).toContain('spreadsheetml');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(await res.arrayBuffer());
      expect((book.worksheets[0]!.getRow(1).values as string[]).slice(1, 4)).toEqual([
        'contenedor',
        'isocode',
        'tara_kg',
      ]);
      // The booking's sheet holds its current pre-advice: the two boxes the send above left on it.
      if (path.includes('model')) continue;
      const units = book.worksheets[0]!.getSheetValues()
        .slice(2)
        .map((r) => (r as string[])[1]);
      expect(units.sort()).toEqual([box(7), box(8)].sort());
    }
  });
});
