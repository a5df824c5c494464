/**
 * The car inscription's files (CAR-052, CAR-053, CAR-056, CAR-057): the spreadsheet model (blank,
 * or with a BL's VINs), reading a filled one back into the grid's values, the inscription detail
 * sheet, the vehicle labels PDF (one label per VIN with its Code 128, eight to a page) and the
 * dispatch guide the terminal prints for a truck (GD-009).
 */
import type { CarImportItemWire } from '../../../src/domain/terminalWire/cars';
import { pickupConditionLabel } from '../../../src/i18n/codeLabels';
import { operationsMessages } from '../../../src/i18n/operationsMessages';
import { badRequest } from '../../errors';
import { drawCode128, footer, GREY, header, MARGIN, NAVY, render, row, section } from '../../documents/pdf';
import { headerKey, readTable, workbook } from '../../documents/spreadsheet';
import type { CarBl, CarGate, CarVisit } from '../../modules/carTerminal/types';
import { formatRut } from '../../../src/domain/rut';
import { santiagoDateTime } from '../../../src/domain/santiagoTime';

const m = operationsMessages.cars;
const f = operationsMessages.carFiles;
const COLUMNS = [
  'code',
  'vinCorregido',
  'documType',
  'documentacion',
  'condicionRetiro',
  'clientId',
  'description',
] as const;
const HEADERS = [f.vin, f.vinCorregido, f.documType, f.documentacion, f.condicionRetiro, f.clientId, f.description];
type Column = (typeof COLUMNS)[number];

const rowOf = (i: CarImportItemWire) => [
  i.code,
  i.vinCorregido,
  i.documType,
  i.documentacion,
  i.condicionRetiro,
  i.clientId,
  i.description,
];

/** CAR-052: the model; with a BL's VINs (POST importcar) or one example row (GET /api/file/importcar). */
export const inscriptionModel = (items?: readonly CarImportItemWire[]) =>
  workbook(
    f.modelSheet,
    HEADERS,
    items
      ? items.map(rowOf)
      : [['KMHJ2814XRU100000', null, 'DIN', '1234567', 'INDIRECTO', '76086428-5', 'HYUNDAI TUCSON']],
  );

/** A filled model's rows, by its headers (any case, accents ignored). */
export type UploadedItem = Record<Column, string>;
export async function readInscriptionSheet(data: Buffer, filename: string): Promise<UploadedItem[]> {
  const table = await readTable(data, filename, {
    format: m.fileFormat,
    rows: m.fileTooManyRows,
    cell: m.fileCellTooLong,
    row: m.fileRow,
  });
  const [header, ...body] = table;
  const at = new Map((header ?? []).map((h, i) => [headerKey(h), i]));
  const index = Object.fromEntries(
    COLUMNS.map((c, i) => [c, at.get(headerKey(HEADERS[i])) ?? at.get(headerKey(c))]),
  ) as Record<Column, number | undefined>;
  if (index.code === undefined) throw badRequest(m.fileEmpty, { file: m.fileEmpty });
  const rows = body
    .map(
      (r) =>
        Object.fromEntries(
          COLUMNS.map((c) => [c, index[c] === undefined ? '' : (r[index[c]!] ?? '').trim()]),
        ) as UploadedItem,
    )
    .filter((r) => r.code !== '');
  if (rows.length === 0) throw badRequest(m.fileEmpty, { file: m.fileEmpty });
  return rows;
}

/** CAR-056: the inscription's vehicles as a sheet. */
export const inscriptionDetailSheet = (items: readonly CarImportItemWire[]) =>
  workbook(
    f.detailSheet,
    [...HEADERS, f.lastMove],
    items.map((i) => [...rowOf(i), i.lastMove]),
  );

/** CAR-057: a label per vehicle (2 × 4 to an A4 page): the VIN's Code 128, its make and model, visit and BL. */
export function labelsPdf(
  visit: CarVisit,
  bl: CarBl,
  items: readonly CarImportItemWire[],
  terminalName: string,
): Promise<Buffer> {
  return render((doc) => {
    const cols = 2;
    const rows = 4;
    const pad = 28;
    const w = (doc.page.width - pad * 2) / cols;
    const h = (doc.page.height - pad * 2) / rows;
    // The labels fill the page: no bottom margin, so pdfkit never breaks a label onto a new page.
    doc.page.margins.bottom = 0;
    items.forEach((item, n) => {
      const k = n % (cols * rows);
      if (n > 0 && k === 0) {
        doc.addPage();
        doc.page.margins.bottom = 0;
      }
      const x = pad + (k % cols) * w;
      const y = pad + Math.floor(k / cols) * h;
      doc
        .lineWidth(0.5)
        .strokeColor(GREY)
        .rect(x + 4, y + 4, w - 8, h - 8)
        .stroke();
      doc
        .font('Helvetica')
        .fontSize(8)
        .fillColor(GREY)
        .text(terminalName, x + 14, y + 14, { width: w - 28 });
      doc
        .font('Helvetica-Bold')
        .fontSize(14)
        .fillColor(NAVY)
        .text(item.description, x + 14, y + 30, { width: w - 28 });
      drawCode128(doc, item.code, x + 14, y + 60, 48, 1.05);
      doc
        .font('Helvetica')
        .fontSize(10)
        .fillColor('#000000')
        .text(f.labelVisit.replace('{visit}', visit.id).replace('{manifest}', visit.mftoNumber), x + 14, y + 130, {
          width: w - 28,
        })
        .text(f.labelBl.replace('{bl}', bl.blNbr), x + 14, y + 146, { width: w - 28 })
        .text(
          [
            pickupConditionLabel(item.condicionRetiro),
            item.documType && `${item.documType} ${item.documentacion ?? ''}`,
          ]
            .filter(Boolean)
            .join(' · '),
          x + 14,
          y + 162,
          { width: w - 28 },
        );
    });
  }, `${f.labelsTitle} ${bl.blNbr}`);
}

/** GD-009: the dispatch guide the terminal prints for a truck confirmed without the agent's file. */
export function guidePdf(
  gate: CarGate,
  vehicles: readonly { vin: string; marca: string | null; modelo: string | null }[],
  agentName: string | null,
  terminalName: string,
  now: Date,
): Promise<Buffer> {
  const g = operationsMessages.guides;
  return render((doc) => {
    header(doc, g.documentTitle, terminalName);
    row(doc, g.license, gate.license);
    row(doc, g.code, gate.code);
    row(doc, g.conductor, `${gate.conductor.name} (${formatRut(gate.conductor.rut)})`);
    row(doc, g.gateIn, santiagoDateTime(new Date(gate.gateIn)));
    row(doc, g.carguio, gate.carguio ? santiagoDateTime(new Date(gate.carguio.fecha)) : null);
    row(doc, g.bl, gate.blNbr);
    row(doc, g.agent, agentName);
    section(doc, `${g.vins} (${vehicles.length})`);
    for (const v of vehicles) row(doc, v.vin, [v.marca, v.modelo].filter(Boolean).join(' '));
    drawCode128(doc, `${gate.code}-${gate.guia?.id ?? 0}`, MARGIN, doc.y + 12, 48);
    footer(doc, now);
  }, `${g.documentTitle} ${gate.license}`);
}
