/**
 * The VGM report (type 9; D3 §3 VGM row, §7.6; RPT-027…031; SOLAS VI/2) as a read model of the
 * export pre-advices: an agent's export boxes with their verified gross mass — declared by the
 * shipper (method 2) or weighed on the terminal's weighbridge at the gate (method 1, 'romaneado') —,
 * and the calls of the report and of its certificates by unit and by booking.
 *
 * Ruling P90: a row is a pre-advised export box of the agent named in the path (for anyone but
 * customer service, the user's own agent whatever the path says), narrowed by container or booking
 * (one is required, RPT-028): {id: the container, romaneado, booking: {id}} plus its VGM (kg) and
 * when it was weighed. A weighbridge box has its VGM once it has gated in (the gross weight the
 * weighbridge read, which the demo takes as the pre-advice's gross weight); before, its row has no
 * VGM and no certificate is drawn. The path's {rut} is the agent's (agents are keyed by their RUT).
 */
import { defineCall, textOf } from '../legacyCall';
import { containerInput } from '../containerNumber';
import { canonicalRut, isValidRut } from '../rut';
import { reportRequestOf, type ReportRequest } from './calls';

export interface VgmFact {
  unitNbr: string;
  bookingId: string;
  agentId: string | null;
  romaneado: boolean;
  /** kg, or null while a weighbridge box has not been weighed. */
  vgmKg: number | null;
  /** ISO instant it was weighed (gate-in) or declared (the pre-advice). */
  verifiedAt: string | null;
}

/** A row of the VGM result (RPT-029). */
export interface VgmRow {
  id: string;
  romaneado: boolean;
  booking: { id: string };
  vgmKg: number | null;
  verifiedAt: string | null;
}

export function vgmReportRows(
  facts: readonly VgmFact[],
  request: Pick<ReportRequest, 'unitNbr' | 'blOrBook'>,
  agentId: string,
): VgmRow[] {
  return facts
    .filter((f) => f.agentId === agentId)
    .filter(
      (f) =>
        (!request.unitNbr || f.unitNbr === request.unitNbr) &&
        (!request.blOrBook || f.bookingId.toUpperCase() === request.blOrBook.toUpperCase()),
    )
    .map((f) => ({
      id: f.unitNbr,
      romaneado: f.romaneado,
      booking: { id: f.bookingId },
      vgmKg: f.vgmKg,
      verifiedAt: f.verifiedAt,
    }))
    .sort((a, b) => a.booking.id.localeCompare(b.booking.id) || a.id.localeCompare(b.id));
}

const rutOf = (raw: unknown) => {
  const text = textOf(raw).trim();
  return isValidRut(text) ? canonicalRut(text) : text;
};

/** POST /operation/vgm/{rut} (A237; RPT-029): the report form, for the agent of that RUT. */
export interface VgmReportInput {
  rut: string;
  request: ReportRequest;
}

export const vgmReport = defineCall<VgmReportInput>({
  method: 'POST',
  path: '/operation/vgm/:rut',
  toWire: ({ rut, request }, at) => ({ path: at({ rut: rut || '-' }), body: { ...request } }),
  fromWire: ({ params, body }) => ({
    rut: rutOf(params.rut === '-' ? '' : params.rut),
    request: reportRequestOf(body),
  }),
});

/** POST /operation/getvgmpdfbyunit/{unitnbr} (A244; RPT-030): the unit's VGM certificate. */
export const vgmPdfByUnit = defineCall<{ unitNbr: string }>({
  method: 'POST',
  path: '/operation/getvgmpdfbyunit/:unitnbr',
  toWire: ({ unitNbr }, at) => ({ path: at({ unitnbr: unitNbr }) }),
  fromWire: ({ params }) => ({ unitNbr: containerInput(textOf(params.unitnbr)) }),
});

/** POST /operation/getvgmpdfbybooking/{bookingid}/{rut} (A245; RPT-031): the certificates of the agent's boxes of a booking. */
export const vgmPdfByBooking = defineCall<{ bookingId: string; rut: string }>({
  method: 'POST',
  path: '/operation/getvgmpdfbybooking/:bookingid/:rut',
  toWire: ({ bookingId, rut }, at) => ({ path: at({ bookingid: bookingId, rut: rut || '-' }) }),
  fromWire: ({ params }) => ({
    bookingId: textOf(params.bookingid).trim().toUpperCase(),
    rut: rutOf(params.rut === '-' ? '' : params.rut),
  }),
});
