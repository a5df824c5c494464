/**
 * Empty pre-advices (D2 §4 Empties pre-advice rows; MTY-007…021; Q39; ruling P60): validating
 * grid rows against the booking and the terminal, sending the NEW ones (each takes a place of its
 * type and a new export visit of an empty on its way, INBOUND) and cancelling the deleteList's (back
 * to ADVISED, the place given back). A send checks everything first and writes in one synchronous
 * step: a refusal leaves nothing half-written.
 */
import { readChileanNumber } from '../../../src/domain/chileanNumber';
import { freePlaces } from '../../../src/domain/exportPreadvice/bookingCapacity';
import { nextExportState } from '../../../src/domain/exportPreadvice/unitLife';
import { containerNumberError } from '../../../src/domain/containerNumber';
import { isNew, type EmptyRow } from '../../../src/domain/emptyPreadvice/emptyRows';
import { isGone } from '../../../src/domain/transitStates';
import { operationsMessages } from '../../../src/i18n/operationsMessages';
import { serverFactsMessages as facts } from '../../../src/i18n/serverFactsMessages';
import type { Store } from '../../store';
import { itemOf, releaseBookingPlace, takeBookingPlace } from '../../modules/bookings/capacity';
import { CodedError, refused } from '../../terminalModel/errors';
import { recordEvent, type Moment } from '../../terminalModel/history';
import { nextNumber, nextUnitVisitId } from '../../terminalModel/ids';
import { terminalIndex } from '../../terminalModel/indexes';
import type { Booking } from '../../modules/bookings/types';
import type { ContainerVisit } from '../../terminalModel/types';
import { forbidden } from '../../errors';
import { senderOfOperation } from './senders';
import { EMPTY_PREADVICE, isEmptyPreadvice, type EmptyPreadviceOperation } from './types';

const m = operationsMessages.empties;
/** A tare outside this is a typing error (kg). */
const TARE_RANGE = { min: 1000, max: 10_000 } as const;

/** A row as given: container, ISO type and tare as typed or read from the sheet. */
export interface RowInput {
  contenedor: string;
  isocode?: string | null;
  tara_kg?: number | string | null;
}

const upper = (x: unknown) =>
  String(x ?? '')
    .trim()
    .toUpperCase()
    .replace(/\s+/g, '');

/** The box's live visit, if it is at the terminal or on its way (not gone). */
function liveVisit(store: Store, nbr: string): ContainerVisit | undefined {
  return terminalIndex(store)
    .visitsOfNbr(nbr)
    .find(
      (u): u is ContainerVisit => u.kind === 'container' && !isGone(u.transitState) && u.transitState !== 'ADVISED',
    );
}

/** The box's latest visit of any kind, when the terminal has seen the box (its ISO type is then known). */
function knownBox(store: Store, nbr: string): ContainerVisit | undefined {
  return terminalIndex(store)
    .visitsOfNbr(nbr)
    .filter((u): u is ContainerVisit => u.kind === 'container')
    .at(-1);
}

const activeOf = (store: Store, booking: Booking) =>
  store.db.operation.filter(
    (o): o is EmptyPreadviceOperation => isEmptyPreadvice(o) && o.bookingId === booking.id && o.status === 'ACTIVE',
  );

/**
 * The empty pre-advices of a booking, active, with their units (the rows already sent). Every one
 * who works the booking reads them all (P60); for a `viewer` (its company, senders.ts) each row says
 * whether that company sent it (`propio`), so the screens offer to remove only its own (ruling P78).
 */
export function sentRows(store: Store, booking: Booking, viewer?: string): EmptyRow[] {
  return activeOf(store, booking)
    .map((o): EmptyRow => {
      const unit = store.findById('unitVisit', o.unitVisitId) as ContainerVisit;
      const row: EmptyRow = {
        contenedor: unit.unitNbr,
        estado: unit.transitState,
        mensaje: null,
        isocode: o.isoType,
        tara_kg: o.tareKg,
      };
      return viewer === undefined ? row : { ...row, propio: senderOfOperation(store.db, o) === viewer };
    })
    .sort((a, b) => a.contenedor.localeCompare(b.contenedor));
}

/**
 * Validates the rows of a grid (MTY-009, MTY-011): rows already sent pass as the terminal has
 * them; each new one gets its estado (NEW, or USED when the box is already pre-advised or at the
 * terminal) and its message (number, repetition, type, tare, places left of its type).
 */
export function validateRows(store: Store, booking: Booking, input: readonly RowInput[], viewer?: string): EmptyRow[] {
  const sent = new Map(sentRows(store, booking, viewer).map((r) => [r.contenedor, r]));
  const seen = new Set<string>();
  const taken = new Map<string, number>();
  return input.map((row): EmptyRow => {
    const contenedor = upper(row.contenedor);
    const already = sent.get(contenedor);
    if (already) {
      seen.add(contenedor);
      return already;
    }
    const isocode = upper(row.isocode);
    // Whole kilograms as Chileans write them ('2.200' is 2200): src/domain/chileanNumber.ts.
    const tare = readChileanNumber(row.tara_kg, 'integer') ?? null;
    const out = (mensaje: string | null, estado = 'NEW'): EmptyRow => ({
      contenedor,
      estado,
      mensaje,
      isocode,
      tara_kg: tare,
    });
    if (containerNumberError(contenedor)) return out(m.invalidNumber);
    if (seen.has(contenedor)) return out(m.repeated);
    seen.add(contenedor);
    const live = liveVisit(store, contenedor);
    if (live) return out(live.timeIn ? m.inTerminal : m.alreadyAdvised, 'USED');
    if (!isocode) return out(m.typeRequired);
    // A box the terminal has seen keeps its type (issue 29): a row may not give it another to take another type's place.
    const known = knownBox(store, contenedor);
    if (known && isocode !== known.isoType && isocode !== known.typeLength)
      return out(facts.isoMismatch.replace('{iso}', isocode).replace('{known}', known.isoType));
    const item = itemOf(booking, isocode);
    if (!item) return out(m.typeNotInBooking.replace('{iso}', isocode));
    if (tare === null || tare < TARE_RANGE.min || tare > TARE_RANGE.max) return out(m.tareInvalid);
    const wanted = (taken.get(item.equipmentType) ?? 0) + 1;
    if (wanted > freePlaces(item)) return out(m.noPlaces.replace('{iso}', isocode));
    taken.set(item.equipmentType, wanted);
    return { ...out(null), isocode: item.equipmentType };
  });
}

/** The empty's visit on its way (INBOUND): its cancelled one of this booking again, else a new one. */
function emptyUnit(store: Store, booking: Booking, row: EmptyRow, t: Moment): ContainerVisit {
  const item = itemOf(booking, row.isocode)!;
  const inbound = nextExportState('ADVISED', 'preadvise')!;
  const again = terminalIndex(store)
    .visitsOfNbr(row.contenedor)
    .find(
      (u): u is ContainerVisit =>
        u.kind === 'container' && u.freight === 'MTY' && u.visitId === booking.visitId && u.transitState === 'ADVISED',
    );
  if (again) {
    Object.assign(again, {
      transitState: inbound,
      isoType: item.equipmentType,
      typeLength: item.equipmentDesc,
      tareWeightKg: row.tara_kg ?? again.tareWeightKg,
    });
    store.touch('unitVisit', again);
    return again;
  }
  const unit: ContainerVisit = {
    id: nextUnitVisitId(store.db.unitVisit),
    kind: 'container',
    unitNbr: row.contenedor,
    category: 'EXPORT',
    freight: 'MTY',
    visitId: booking.visitId,
    line: booking.line,
    transitState: inbound,
    isoType: item.equipmentType,
    typeLength: item.equipmentDesc,
    blNumbers: [],
    pol: booking.portOfLoading,
    consigneeId: '',
    consigneeName: '',
    commodityCode: '',
    commodityName: '',
    weightKg: row.tara_kg ?? 0,
    tareWeightKg: row.tara_kg ?? 0,
    reefer: null,
    hazards: [],
    oog: null,
    inspeccionSAG: 'SIN INSPECCION',
    aforo: false,
    storekeeperId: null,
    storekeeperCode: null,
    agentId: null,
    fechaPlanificada: null,
    specialStow: null,
    transito: false,
    impediments: [],
    timeIn: null,
    createdAt: t.now.toISOString(),
  };
  store.insert('unitVisit', unit);
  return unit;
}

/**
 * MTY-015, MTY-019 (POST /api/export/preadvicemty2): sends the NEW rows for the `sender` company
 * (senders.ts) and cancels the deleteList's. Refused (409 with the rows) when a row carries a
 * message or a listed one cannot be cancelled, and 403 when a listed one was sent by another
 * company (ruling P78) — all checked before anything is written. Answers the booking's rows after.
 */
export function sendEmpties(
  store: Store,
  booking: Booking,
  input: readonly RowInput[],
  deleteList: readonly string[],
  t: Moment,
  sender: string,
): { sent: number; cancelled: number } {
  const rows = validateRows(store, booking, input).filter(isNew);
  if (rows.some((r) => r.mensaje)) throw new CodedError(409, undefined, m.rowsWithMessages, { rows });
  const active = new Map(
    activeOf(store, booking).map((o) => [(store.findById('unitVisit', o.unitVisitId) as ContainerVisit).unitNbr, o]),
  );
  const toCancel = [...new Set(deleteList.map(upper))].map((nbr) => {
    const op = active.get(nbr);
    const unit = op && (store.findById('unitVisit', op.unitVisitId) as ContainerVisit);
    if (!op || !unit || !nextExportState(unit.transitState, 'cancelPreadvice'))
      throw refused(`${m.notCancellable} (${nbr})`);
    if (senderOfOperation(store.db, op) !== sender) throw forbidden(m.notYours.replace('{n}', nbr));
    return { op, unit };
  });
  for (const { op, unit } of toCancel) {
    const from = unit.transitState;
    unit.transitState = nextExportState(unit.transitState, 'cancelPreadvice')!;
    op.status = 'CANCELLED';
    op.cancelledAt = t.now.toISOString();
    store.touch('unitVisit', unit);
    store.touch('operation', op);
    releaseBookingPlace(store, booking.id, op.isoType);
    recordEvent(
      store,
      {
        login: t.login,
        event: 'emptyPreadviceCancelled',
        unitVisitId: unit.id,
        operation: op,
        from,
        to: unit.transitState,
      },
      t.now,
    );
  }
  for (const row of rows) {
    takeBookingPlace(store, booking.id, row.isocode);
    const unit = emptyUnit(store, booking, row, t);
    const op: EmptyPreadviceOperation = {
      id: nextNumber(store, 'operation', store.db.operation, 999),
      kind: EMPTY_PREADVICE,
      unitVisitId: unit.id,
      status: 'ACTIVE',
      draftNumber: 0,
      agentId: null,
      truckingId: null,
      date: t.now.toISOString(),
      cancelledAt: null,
      createdBy: t.login,
      bookingId: booking.id,
      vesselVisitId: booking.visitId,
      isoType: unit.isoType,
      tareKg: row.tara_kg ?? unit.tareWeightKg,
      sender,
    };
    store.insert('operation', op);
    recordEvent(
      store,
      {
        login: t.login,
        event: 'emptyPreadvised',
        unitVisitId: unit.id,
        operation: op,
        from: 'ADVISED',
        to: unit.transitState,
      },
      t.now,
    );
  }
  return { sent: rows.length, cancelled: toCancel.length };
}
