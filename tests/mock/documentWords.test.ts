/**
 * Mock server, printed documents read as people read them (issue 30 §4): an export unit's gate pass
 * names its operation in Spanish, its outbound voyage and its whole slot; the export detail carries
 * the slot's end; and the shared header never lets a title run into the terminal's name.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inflateSync } from 'node:zlib';
import { header, render } from '../../mock-server/documents/pdf';
import { TERMINAL_EPOCH } from '../../mock-server/terminalModel/clock';
import { operationsMessages } from '../../src/i18n/operationsMessages';
import { invoiceDocumentMessages } from '../../src/i18n/invoiceDocumentMessages';
import { paymentDocumentMessages } from '../../src/i18n/paymentDocumentMessages';
import { operationTypeLabel } from '../../src/i18n/codeLabels';
import { exportUnits, preadviceOf } from '../support/terminalSeed';
import { pdfText } from '../support/pdfText';
import { startMock, type Mock, type Reply } from './helpers';
import { seededDb } from './terminal/demo';

let mock: Mock;
let cs: (method: string, path: string, json?: unknown) => Promise<Reply>;
let token: string;

beforeAll(async () => {
  mock = await startMock({ port: 9120 });
  cs = await mock.as('servicio');
  token = await mock.login('servicio');
});
afterAll(async () => {
  await mock?.dispose();
});

describe("an export unit's gate pass", () => {
  it("reads its operation type in Spanish, the visit's outbound voyage and the whole slot; the detail carries the slot's end", async () => {
    const db = await seededDb();
    const target = exportUnits(db).find((u) => {
      const op = preadviceOf(db, u);
      const booking = db.booking.find((b) => b.id === op?.bookingId);
      return (
        u.transitState === 'INBOUND' &&
        op?.operationType === 'COORD_ENTREGA' &&
        !!booking &&
        booking.stackingEnd > TERMINAL_EPOCH &&
        booking.stackingStart < booking.lateDate
      );
    })!;
    const visit = db.vesselVisit.find((v) => v.id === target.visitId)!;
    expect(visit.outVoyNbr).not.toBe(visit.inVoyNbr);
    const nbr = target.unitNbr;
    const days = (
      await cs('POST', '/api/appointmentrules/quotasForExport', {
        start: '2000-01-01',
        end: '2100-01-01',
        unitNbr: nbr,
      })
    ).body as { day: string; quotas: { start: string; end: string }[] }[];
    const day = days.find((x) => x.quotas.length > 0)!;
    const slot = day.quotas[0]!;
    expect(
      (await cs('POST', `/api/export/saveCoordinacion/${nbr}`, { appointmentDate: day.day, start: slot.start })).status,
    ).toBe(201);

    const res = await fetch(`${mock.url}/api/report/gatepass/${nbr}`, { headers: { 'x-auth-token': token } });
    expect(res.status).toBe(200);
    const lines = pdfText(Buffer.from(await res.arrayBuffer())).split('\n');
    expect(lines).toContain(operationTypeLabel('COORD_ENTREGA'));
    expect(lines).toContain(`${visit.vesselName} ${visit.outVoyNbr} (${visit.id})`);
    expect(lines).toContain(`${slot.start}–${slot.end}`);
    expect(lines).not.toContain('COORD_ENTREGA');
    expect(lines.some((l) => l.includes(` ${visit.inVoyNbr} `))).toBe(false);

    const detail = await cs('GET', `/api/export/byoperation/${nbr}`);
    expect(detail.body).toMatchObject({ slotEndTime: slot.end });
  });
});

/** Each text drawn in the PDF: its first characters, font size and baseline (points from the page's top). */
function textRuns(pdf: Buffer): { text: string; size: number; baseline: number }[] {
  const s = pdf.toString('latin1');
  const start = s.indexOf('stream') + 'stream'.length + 1;
  const content = inflateSync(pdf.subarray(start, s.indexOf('endstream', start))).toString('latin1');
  const pageHeight = 841.89;
  return [...content.matchAll(/1 0 0 1 ([\d.]+) ([\d.]+) Tm\s*\/F\d+ ([\d.]+) Tf\s*(\[[^\]]*\]) TJ/g)].map((m) => ({
    text: m[4]!,
    size: Number(m[3]),
    baseline: pageHeight - Number(m[2]),
  }));
}

describe("the printed documents' header", () => {
  const d = operationsMessages.documents;
  const titles = [
    d.gatePassTitle,
    d.importDetailTitle,
    d.drcTitle,
    d.voucherTitle,
    d.eirTitle,
    d.exportCostsTitle,
    d.temperatureLetterTitle,
    operationsMessages.guides.documentTitle,
    `${invoiceDocumentMessages.invoice} 100011`,
    `${invoiceDocumentMessages.draft} 700013`,
    `${paymentDocumentMessages.receipt} — ${paymentDocumentMessages.group} 123456`,
    'Comprobante de entrega de exportación de un contenedor refrigerado con carga peligrosa y sobredimensión',
  ];
  const names = ['Terminal Demo', 'Terminal Portuaria de San Antonio — Puerto Central, Región de Valparaíso, Chile'];

  it.each(titles.flatMap((title) => names.map((name) => [title, name])))(
    '"%s" never meets the terminal\'s name "%s"',
    async (title, name) => {
      let layout: ReturnType<typeof header> | undefined;
      const pdf = await render((doc) => {
        layout = header(doc, title, name);
      }, title);
      // The laid-out boxes: the name above, the title below, both inside the band.
      expect(layout!.name.bottom).toBeLessThanOrEqual(layout!.title.top);
      expect(layout!.title.bottom).toBeLessThanOrEqual(layout!.band);
      // Read back from the PDF: every glyph line of the name (10 pt) ends above every line of the title.
      const runs = textRuns(pdf);
      const nameRuns = runs.filter((r) => r.size === 10);
      const titleRuns = runs.filter((r) => r.size > 10);
      expect(nameRuns.length).toBeGreaterThan(0);
      expect(titleRuns.length).toBeGreaterThan(0);
      const nameBottom = Math.max(...nameRuns.map((r) => r.baseline + 0.25 * r.size));
      const titleTop = Math.min(...titleRuns.map((r) => r.baseline - r.size));
      expect(nameBottom).toBeLessThanOrEqual(titleTop);
    },
  );
});
