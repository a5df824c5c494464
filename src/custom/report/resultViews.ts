/**
 * What each served result kind shows (D3 §2.5, §3; RPT-019…026): its call and spreadsheet, its
 * columns, how a row reads (codes in Spanish, ISO instants kept for the list to format), and its
 * empty text. The results component is one; a kind is an entry here.
 */
import type { ReportRequest } from '../../domain/reports/calls';
import type { ReportKind } from '../../domain/reports/reportTypes';
import { categoryLabel, operationTypeLabel, pickupConditionLabel } from '../../i18n/codeLabels';
import { appMessages } from '../../i18n/appMessages';
import { reportMessages as t } from '../../i18n/reportMessages';
import type { ListColumn } from '../../resources/framework/RowsList';
import { reportApi } from './reportApi';

export interface ResultRow {
  id: string;
  [field: string]: string | number | null;
}

export interface ResultView {
  rows: (request: ReportRequest, signal?: AbortSignal) => Promise<ResultRow[]>;
  /** The server's spreadsheet of every row, when the kind has one. */
  sheet?: (request: ReportRequest) => Promise<Blob>;
  sheetName: string;
  /** A PDF per row (its label and file), when the kind has one. */
  rowPdf?: { label: string; load: (row: ResultRow) => Promise<Blob> };
  /** A PDF of the whole result (its label and file), when the request allows one. */
  resultPdf?: (request: ReportRequest) => { label: string; load: () => Promise<Blob> } | undefined;
  columns: readonly ListColumn[];
  search: readonly string[];
  sort: { field: string; order: 'ASC' | 'DESC' };
  empty: string;
}

const c = t.columns;
const col = (source: string, label: string, kind: ListColumn['kind'] = 'text'): ListColumn => ({
  source,
  label,
  kind,
  list: true,
});

export const RESULT_VIEWS: Partial<Record<ReportKind, ResultView>> = {
  operations: {
    rows: async (request, signal) =>
      (await reportApi.operations(request, signal)).map((r, i) => ({
        ...r,
        id: String(i),
        operationType: operationTypeLabel(r.operationType),
      })),
    sheet: reportApi.operationsSheet,
    sheetName: 'operaciones',
    columns: [
      col('operationType', c.operationType),
      col('date', c.date, 'datetime'),
      col('unitNbr', c.unitNbr),
      col('bookingOrBl', c.bookingOrBl),
      col('draftNumber', c.draftNumber),
      col('importCarQty', c.importCarQty, 'number'),
      col('appointmentNbr', c.appointmentNbr),
    ],
    search: ['unitNbr', 'bookingOrBl'],
    sort: { field: 'date', order: 'DESC' },
    empty: t.empty.operations,
  },
  teus: {
    rows: async (request, signal) =>
      (await reportApi.teus(request, signal)).map((r) => ({
        ...r,
        id: r.unitNbr,
        category: categoryLabel(r.category),
        condicionRetiro: pickupConditionLabel(r.condicionRetiro) || null,
      })),
    sheet: reportApi.teusSheet,
    sheetName: 'teus',
    columns: [
      col('unitNbr', c.unitNbr),
      col('category', c.category),
      col('ubicacion', c.ubicacion),
      col('condicionRetiro', c.condicionRetiro),
      col('ingreso', c.ingreso, 'datetime'),
      col('salida', c.salida, 'datetime'),
      col('license', c.license),
    ],
    search: ['unitNbr', 'license'],
    sort: { field: 'ingreso', order: 'DESC' },
    empty: t.empty.containers,
  },
  vgm: {
    rows: async (request, signal) =>
      (await reportApi.vgm(request, signal)).map((r) => ({
        id: r.id,
        unitNbr: r.id,
        booking: r.booking.id,
        romaneado: r.romaneado ? appMessages.ui.yes : appMessages.ui.no,
        vgmKg: r.vgmKg,
        verifiedAt: r.verifiedAt,
      })),
    sheetName: 'vgm',
    rowPdf: { label: t.vgm.pdfUnit, load: (row) => reportApi.vgmPdfByUnit(String(row.unitNbr)) },
    resultPdf: (request) =>
      request.blOrBook
        ? { label: t.vgm.pdfBooking, load: () => reportApi.vgmPdfByBooking(request.blOrBook, request.agentId) }
        : undefined,
    columns: [
      col('unitNbr', c.unitNbr),
      col('booking', c.booking),
      col('romaneado', t.vgm.romaneado),
      col('vgmKg', c.vgmKg, 'number'),
      col('verifiedAt', c.verifiedAt, 'datetime'),
    ],
    search: ['unitNbr', 'booking'],
    sort: { field: 'booking', order: 'ASC' },
    empty: t.empty.containers,
  },
};
