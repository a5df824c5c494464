/**
 * The old DRC report (type 11; D3 §2.5, §7.6, §8.4; RPT-035…037): a receipt the terminal issued for
 * a box of a visit, found by container, BL and manifest in the archive of DRC files, and the file
 * fetched by its name. Ruling (rulings-rptdata): the answer is {pdf, fileExist, drcNum} — the file's
 * name, whether the archive still holds it, the DRC number —; no receipt for the three keys is 404
 * 'No existen datos para generar el documento.'; a file missing or not the caller's to read is 404
 * 'Archivo no encontrado.' verbatim.
 */
import { reportMessages } from '../../i18n/reportMessages';
import { containerInput, isContainerNumber } from '../containerNumber';
import { defineCall, textOf, WireError } from '../legacyCall';

const r = reportMessages.refusals;

export interface OldDrcQuery {
  unitNbr: string;
  blNbr: string;
  manifestNbr: string;
}

/** RPT-035: what the result view takes. */
export interface OldDrcResult {
  pdf: string;
  fileExist: boolean;
  drcNum: number;
}

/** The archive's file name of a DRC number. */
export const oldDrcFileName = (drcNum: number): string => `DRC_${drcNum}.pdf`;

/** GET /operation/olddrc/{unitNbr}/{blNbr}/{manifestNbr} (A241; RPT-035). */
export const oldDrc = defineCall<OldDrcQuery>({
  method: 'GET',
  path: '/operation/olddrc/:unitNbr/:blNbr/:manifestNbr',
  toWire: (q, at) => ({ path: at({ unitNbr: q.unitNbr, blNbr: q.blNbr, manifestNbr: q.manifestNbr }) }),
  fromWire: ({ params }) => {
    const unitNbr = containerInput(textOf(params.unitNbr));
    const blNbr = textOf(params.blNbr).trim().toUpperCase();
    const manifestNbr = textOf(params.manifestNbr).trim();
    const fields: Record<string, string> = {};
    if (!isContainerNumber(unitNbr)) fields.unitNbr = r.required;
    if (blNbr === '') fields.blOrBook = r.required;
    if (!/^\d{1,20}$/.test(manifestNbr)) fields.manifestNumber = r.required;
    if (Object.keys(fields).length > 0) throw new WireError(fields);
    return { unitNbr, blNbr, manifestNbr };
  },
});

/** POST /operation/getdrcpdfbyname/{filename} (A246; RPT-036, RPT-037). */
export const oldDrcFile = defineCall<{ filename: string }>({
  method: 'POST',
  path: '/operation/getdrcpdfbyname/:filename',
  toWire: ({ filename }, at) => ({ path: at({ filename }) }),
  fromWire: ({ params }) => ({ filename: textOf(params.filename).trim() }),
});
