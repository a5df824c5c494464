/**
 * Several containers of one booking pre-advised in one go (issue 30 §5; ruling in
 * /tmp/briefs/rulings-multi.md): the shared data is typed once, each grid row names a container and
 * its own seals, gross weight and dispatch guides. The legacy takes one pre-advice per call
 * (POST /export/save/{id}), so each row becomes its own payload, judged by the single form's rules
 * (preadviceRules.ts) and then by the server, and keeps its own result. Pure.
 */
import type { ExportSave } from '../export/calls';
import { containerInput, containerNumberError } from '../containerNumber';
import { canonicalRut } from '../rut';
import { exportMessages } from '../../i18n/exportMessages';
import { appMessages } from '../../i18n/appMessages';
import type { BookingWire, ExportPreadviceWire } from '../terminalWire/exportPreadvice';
import { itemForUnit } from './bookingCapacity';
import {
  DEFAULT_EXPORT_DOCUMENT_TYPE,
  MAX_SEAL_LENGTH,
  preadviceErrors,
  type PreadviceContext,
  type PreadviceErrors,
  type PreadviceValues,
} from './preadviceRules';

/** What a grid row holds (texts as typed); `key` names the row for its whole life (and its Idempotency-Key). */
export interface MultiRow {
  key: string;
  unitNbr: string;
  /** Seals separated by spaces, commas or semicolons. */
  seals: string;
  grossWeight: string;
  /** Dispatch guides separated by commas. */
  guias: string;
}

/** The shared values of a new multi-container pre-advice (the single form's start: DUS, no SAG inspection, declared VGM). */
export const EMPTY_SHARED: PreadviceValues = {
  documentType: DEFAULT_EXPORT_DOCUMENT_TYPE,
  documentNbrs: '',
  guias: '',
  seals: [],
  agentId: '',
  truckingId: '',
  shipperCountry: 'CL',
  shipperId: '',
  shipperName: '',
  shipperAddress: '',
  shipperCity: '',
  shipperState: '',
  shipperGiro: '',
  grossWeight: '',
  cmdtyShortName: '',
  sagCondition: 'SIN INSPECCION',
  weighing: 'VGM',
  o2pct: '',
  co2pct: '',
  oog: { topCm: '', frontCm: '', backCm: '', leftCm: '', rightCm: '' },
  reeferConfirmed: false,
};

export const ROW_FIELDS = ['unitNbr', 'seals', 'grossWeight', 'guias'] as const;
export type RowField = (typeof ROW_FIELDS)[number];
export type RowErrors = Partial<Record<RowField, string>>;

/** A sent row's outcome: created (its draft and operation), or refused with the server's message on one of its fields. */
export type RowResult =
  | { status: 'created'; draftNumber: number | null; operationId: number | null }
  | { status: 'refused'; field: RowField; message: string };

export const blankRow = (key: string): MultiRow => ({ key, unitNbr: '', seals: '', grossWeight: '', guias: '' });
const isBlank = (r: MultiRow) => !r.unitNbr.trim() && !r.seals.trim() && !r.grossWeight.trim() && !r.guias.trim();

/** Pasted text → container numbers, one per line (tabs, commas, semicolons and spaces also separate); each as the input keeps it. */
export const parseContainerList = (text: string): string[] =>
  text
    .split(/[\r\n\t,;]+|\s{2,}|\s(?=[A-Za-z]{4})/)
    .map(containerInput)
    .filter(Boolean);

/** A row's seals as the payload carries them: upper case, in order, none empty. */
export const rowSeals = (text: string): string[] =>
  text
    .split(/[\s,;]+/)
    .map((s) => s.trim().toUpperCase())
    .filter(Boolean);

/** The single form's values for one row: the shared ones with the row's own. */
export const rowValues = (shared: PreadviceValues, row: MultiRow): PreadviceValues => ({
  ...shared,
  seals: rowSeals(row.seals),
  grossWeight: row.grossWeight,
  guias: row.guias,
});

/** The row's unit as the booking lists it (its type and reefer flag), if it is one of the booking's. */
export const bookingUnitOf = (booking: Pick<BookingWire, 'unitlist'>, unitNbr: string) =>
  booking.unitlist.find((u) => u.unitNbr === unitNbr);

/** What the rules read for a row: its unit's booking item, else a dry box (the server judges the unit it really is). */
export function rowContext(
  booking: Pick<BookingWire, 'unitlist' | 'items'>,
  row: MultiRow,
  roles: readonly string[],
): PreadviceContext {
  const unit = bookingUnitOf(booking, row.unitNbr);
  const item = unit ? itemForUnit(booking.items, { isoType: unit.isoType, typeLength: '' }) : undefined;
  return {
    roles,
    reefer: Boolean(item?.reefer),
    atmosphereControl: item?.atmosphereControl === 'S',
    oog: Boolean(item?.isOog),
  };
}

/** The rows to send now: those not blank and not created yet (re-sending retries only the failed ones). */
export const pendingRows = (rows: readonly MultiRow[], results: Readonly<Record<string, RowResult>>): number[] =>
  rows.flatMap((r, i) => (isBlank(r) || results[r.key]?.status === 'created' ? [] : [i]));

/**
 * The errors before sending: the shared fields' (the single form's rules on the first pending row),
 * and each pending row's — its container (format, repeated in the grid), seals, weight and guides.
 * An empty grid is checked on its first row ('Requerido' on its cells).
 */
export function multiErrors(
  shared: PreadviceValues,
  rows: readonly MultiRow[],
  results: Readonly<Record<string, RowResult>>,
  contextOf: (row: MultiRow) => PreadviceContext,
): { shared: PreadviceErrors; rows: Record<number, RowErrors> } {
  const pending = pendingRows(rows, results);
  const out: { shared: PreadviceErrors; rows: Record<number, RowErrors> } = { shared: {}, rows: {} };
  // Every row created is done, not a mistake; an empty grid is: its first row is checked as it stands.
  const done = rows.some((r) => results[r.key]?.status === 'created');
  const checked = pending.length > 0 ? pending : done || rows.length === 0 ? [] : [0];
  const seen = new Map<string, number>();
  rows.forEach((r, i) => {
    if (r.unitNbr && !seen.has(r.unitNbr)) seen.set(r.unitNbr, i);
  });
  for (const i of checked) {
    const row = rows[i]!;
    const errors = preadviceErrors(rowValues(shared, row), contextOf(row));
    const own: RowErrors = {};
    const unit = row.unitNbr ? containerNumberError(row.unitNbr) : appMessages.validation.required;
    if (unit) own.unitNbr = unit;
    else if (seen.get(row.unitNbr) !== i) own.unitNbr = exportMessages.multi.duplicate;
    if (errors.seals) own.seals = errors.seals;
    else if (rowSeals(row.seals).some((s) => s.length > MAX_SEAL_LENGTH)) own.seals = appMessages.validation.maxLength;
    if (errors.grossWeight) own.grossWeight = errors.grossWeight;
    if (errors.guias) own.guias = errors.guias;
    if (Object.keys(own).length > 0) out.rows[i] = own;
    for (const [k, v] of Object.entries(errors)) {
      if (!(ROW_FIELDS as readonly string[]).includes(k) && out.shared[k] === undefined) out.shared[k] = v;
    }
  }
  return out;
}

/** What the screen adds to the shared values for every row's call. */
export interface MultiSettings {
  bookingId: string;
  operationType: ExportSave['operationType'];
  uniqueInvoice: boolean;
  /** The user chooses the agent (exportChoosesAgent); else the agent is not sent (the server takes the login's). */
  choosesAgent: boolean;
}

/** One row's legacy call: the single form's payload for its unit (the item of its type, as the booking lists it). */
export function rowPayload(
  shared: PreadviceValues,
  row: MultiRow,
  booking: Pick<BookingWire, 'unitlist' | 'items'>,
  s: MultiSettings,
): ExportSave {
  const unit = bookingUnitOf(booking, row.unitNbr);
  const item = unit ? itemForUnit(booking.items, { isoType: unit.isoType, typeLength: '' }) : undefined;
  const chilean = shared.shipperCountry.toUpperCase() === 'CL';
  return {
    unitNbr: row.unitNbr,
    operationType: s.operationType,
    bookingId: s.bookingId,
    equipmentType: item?.equipmentType ?? '',
    featureId: item?.featureId ?? null,
    uniqueInvoice: s.uniqueInvoice,
    lampa: '',
    agentTwoId: null,
    values: {
      ...rowValues(shared, row),
      agentId: s.choosesAgent ? shared.agentId : '',
      shipperId: chilean ? canonicalRut(shared.shipperId) : shared.shipperId.trim(),
      shipperState: chilean ? shared.shipperState : '',
    },
  };
}

/** The row field a refusal's fields name (a row's own field), else the container's: the row shows the server's message there. */
export function refusalOf(fields: Readonly<Record<string, string>> | undefined, message: string): RowResult {
  const own = fields ? ROW_FIELDS.find((f) => fields[f] !== undefined) : undefined;
  if (own) return { status: 'refused', field: own, message: fields![own]! };
  const first = fields ? Object.values(fields)[0] : undefined;
  return { status: 'refused', field: 'unitNbr', message: first ?? message };
}

/** The shipper fields a RUT lookup gives (GET /shipperconsignee/{id}: the contact's address and city, the country; flat legacy names too). */
export interface ShipperLookup {
  name?: string | null;
  address?: string | null;
  city?: string | null;
  state?: string | null;
  giro?: string | null;
  countryName?: string | null;
  contactInfo?: { contactAddress?: string | null; contactCity?: string | null; contactState?: string | null } | null;
}

/** Every shipper field the lookup answered, over the values typed (a field it leaves out keeps what was typed). */
export function withShipperLookup(values: PreadviceValues, s: ShipperLookup): PreadviceValues {
  const pick = (...xs: (string | null | undefined)[]) =>
    xs.find((x) => typeof x === 'string' && x.trim() !== '')?.trim();
  const country = pick(s.countryName)?.toUpperCase();
  const chilean = (country ?? values.shipperCountry).toUpperCase() === 'CL';
  return {
    ...values,
    shipperCountry: country ?? values.shipperCountry,
    shipperName: pick(s.name) ?? values.shipperName,
    shipperAddress: pick(s.contactInfo?.contactAddress, s.address) ?? values.shipperAddress,
    shipperCity: pick(s.contactInfo?.contactCity, s.city) ?? values.shipperCity,
    shipperState: chilean ? (pick(s.contactInfo?.contactState, s.state) ?? values.shipperState) : '',
    shipperGiro: pick(s.giro) ?? values.shipperGiro,
  };
}

/**
 * A previous pre-advice's shared data for a copy (never its container, seals, weight or guides):
 * its booking, operation type, agent, trucking company, document, tariff code, SAG condition,
 * weighing and shipper RUT (the screen looks the shipper up for the rest).
 */
export function copyOfPreadvice(
  p: ExportPreadviceWire,
  base: PreadviceValues,
): { bookingId: string | null; operationType: ExportSave['operationType'] | null; values: PreadviceValues } {
  const { unit, operation: op } = p;
  const shipperId = unit.contents.shipperId ?? '';
  return {
    bookingId: op?.bookingOrBl ?? unit.booking?.id ?? null,
    operationType:
      op?.operationType === 'EXPORTACION' || op?.operationType === 'COORD_ENTREGA' ? op.operationType : null,
    values: {
      ...base,
      agentId: op?.agent.id ?? base.agentId,
      truckingId: unit.truckingCompany?.id ?? base.truckingId,
      documentType: unit.tipoDocumento ?? base.documentType,
      documentNbrs: unit.numeroDocumento ?? base.documentNbrs,
      cmdtyShortName:
        unit.contents.commodityId && /^\d{6}$/.test(unit.contents.commodityId)
          ? unit.contents.commodityId
          : base.cmdtyShortName,
      sagCondition: op?.sagCondition ?? unit.inspeccionSAG ?? base.sagCondition,
      weighing: op ? (op.weighbridge ? 'ROM' : 'VGM') : base.weighing,
      shipperId,
    },
  };
}
