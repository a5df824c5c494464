/**
 * The empties area's calls (D2 §7 Export and empties; MTY-007…021; Q39; ruling P60), one codec
 * each: the console's empties client encodes with `toWire`, the mock's empties area decodes with
 * `fromWire` (before its guard; the upload's text part once its handler has read the multipart
 * body). See src/domain/legacyCall.ts.
 */
import { appMessages } from '../../i18n/appMessages';
import { bodyRecord, defineCall, isPlainObject, textOf, WireError } from '../legacyCall';

/** One grid row as sent: the container, its ISO type and tare (the mock validates them). */
export interface EmptyRowInput {
  contenedor: string;
  isocode: string | null;
  /** A number, or the text typed (read as Chileans write it by the mock: '2.200' is 2200 kg). */
  tara_kg: number | string | null;
}

/** The booking as named (upper-cased, trimmed). */
const bookingOf = (v: unknown) => textOf(v).trim().toUpperCase();

/** The grid's rows: [{contenedor, isocode, tara_kg}], a bare container number read as a row with only it; not a list: none. */
function rowsOf(v: unknown): EmptyRowInput[] {
  const list: unknown[] = Array.isArray(v) ? v : [];
  return list.map((row) => {
    if (!isPlainObject(row)) return { contenedor: textOf(row), isocode: null, tara_kg: null };
    const { isocode, tara_kg: tare } = row;
    return {
      contenedor: textOf(row.contenedor),
      isocode: isocode === undefined || isocode === null ? null : String(isocode),
      tara_kg: typeof tare === 'number' ? tare : tare === undefined || tare === null ? null : String(tare),
    };
  });
}

/** The grid's rows, validated without sending (POST /export/validaformmty and validaxlsmty). */
export interface EmptiesValidate {
  bookingId: string;
  rows: EmptyRowInput[];
}

/** POST /export/validaformmty {bookingId, unitlist} (MTY-009, MTY-011). */
export const emptiesValidate = defineCall<EmptiesValidate>({
  method: 'POST',
  path: '/export/validaformmty',
  toWire: ({ bookingId, rows }, at) => ({ path: at(), body: { bookingId, unitlist: rows } }),
  fromWire: ({ body }) => {
    const b = bodyRecord(body);
    return { bookingId: bookingOf(b.bookingId), rows: rowsOf(b.unitlist) };
  },
});

/**
 * POST /export/validaxlsmty, multipart file + preadviceMTYDTO (JSON {bookingId, unitlist})
 * (MTY-007, MTY-008, MTY-011): the codec gives the text part (the console appends it after the
 * file; the mock reads it once the multipart body is parsed). The legacy also sent bookingId as
 * its own part.
 */
export const emptiesValidateUpload = defineCall<EmptiesValidate>({
  method: 'POST',
  path: '/export/validaxlsmty',
  toWire: ({ bookingId, rows }, at) => ({
    path: at(),
    body: { preadviceMTYDTO: JSON.stringify({ bookingId, unitlist: rows }) },
  }),
  fromWire: ({ body }) => {
    const fields = isPlainObject(body) ? body : {};
    let dto: Record<string, unknown> = {};
    try {
      const parsed: unknown = JSON.parse(typeof fields.preadviceMTYDTO === 'string' ? fields.preadviceMTYDTO : '{}');
      if (isPlainObject(parsed)) dto = parsed;
    } catch {
      throw new WireError({ preadviceMTYDTO: appMessages.validation.other });
    }
    return { bookingId: bookingOf(dto.bookingId ?? fields.bookingId), rows: rowsOf(dto.unitlist) };
  },
});

/** POST /export/preadvicemty2 {bookingId, unitlist, deleteList} (MTY-015, MTY-019, Q39): send the new rows, cancel the listed ones. */
export interface EmptiesSend {
  bookingId: string;
  rows: EmptyRowInput[];
  /** The containers whose pre-advice is cancelled (the legacy also sent rows {contenedor}). */
  deleteList: string[];
}

export const emptiesSend = defineCall<EmptiesSend>({
  method: 'POST',
  path: '/export/preadvicemty2',
  toWire: ({ bookingId, rows, deleteList }, at) => ({ path: at(), body: { bookingId, unitlist: rows, deleteList } }),
  fromWire: ({ body }) => {
    const b = bodyRecord(body);
    const deleteList = Array.isArray(b.deleteList)
      ? b.deleteList.map((x) => String(isPlainObject(x) ? (x.contenedor ?? '') : (x ?? '')))
      : [];
    return { bookingId: bookingOf(b.bookingId), rows: rowsOf(b.unitlist), deleteList };
  },
});
