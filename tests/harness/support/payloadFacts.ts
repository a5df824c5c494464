/**
 * The server's facts against the payload's (issue 29; docs/server-facts.md): one row per checked or
 * derived field of a write route — a valid request with that one field set to a wrong but
 * well-formed value (another ISO type, another agent's or client's id, another company, a role or
 * state it is not, a time already past). A `refused` row expects a 4xx naming the field (or, where
 * the route answers by message or per grid row, that message) and the store unchanged; a `derived`
 * row expects a 2xx whose stored record carries the server's value, not the payload's. Each row
 * builds its request on the live store, after the rows before it ran (a row that succeeds uses up
 * its unit, so the next one picks another).
 */
import { isGone } from '../../../src/domain/transitStates';
import { rutCheckDigit } from '../../../src/domain/rut';
import { operationsMessages } from '../../../src/i18n/operationsMessages';
import { serverFactsMessages as facts } from '../../../src/i18n/serverFactsMessages';
import { DEMO_UNITS } from '../../../mock-server/kinds/importPickup/seed';
import type { ExportOperation } from '../../../mock-server/kinds/exportPreadvice/types';
import type { ImportOperation } from '../../../mock-server/kinds/importPickup/types';
import type { CarInscriptionOperation } from '../../../mock-server/kinds/carInscription/types';
import type { Booking } from '../../../mock-server/modules/bookings/types';
import { TERMINAL_EPOCH } from '../../../mock-server/terminalModel/clock';
import type { ContainerVisit } from '../../../mock-server/terminalModel/types';
import type { Db, Rec } from '../../../mock-server/types';
import type { RawReply } from './http';

export interface Sent {
  method: 'GET' | 'POST' | 'PUT';
  /** Under /api, filled. */
  path: string;
  body: unknown;
}

export type Outcome =
  /** 4xx, the store unchanged; `names` says the reply names the field (default: a text in `fields[field]`). */
  | { refused: true; names?: (reply: RawReply) => boolean }
  /** 2xx; `stored` reads the kept value after the call: the server's, never the payload's. */
  | { refused: false; stored: (db: Db, reply: RawReply) => unknown; server: unknown; payload: unknown };

export interface FactContext {
  db: Db;
  call(login: string, sent: Sent): Promise<RawReply>;
}

export interface FactCase {
  /** FEATURES.md ids the row verifies (the test title starts with them). */
  ids: string;
  /** Method and path as the route table has them (`POST /import/:id/saveRetiro`). */
  route: string;
  field: string;
  /** The wrong value, in words. */
  wrong: string;
  login: string;
  build(c: FactContext): Promise<{ sent: Sent; outcome: Outcome }> | { sent: Sent; outcome: Outcome };
}

const r = operationsMessages.refusals;
const json = (reply: RawReply) => (reply.json ?? {}) as Rec;
const byMessage = (message: string) => (reply: RawReply) => json(reply).message === message;

// ── What the rows find in the store ──────────────────────────────────────────────────────────

const agentOf = (db: Db, login: string) => db.user.find((u) => u.login === login)!.agentId!;
const otherAgent = (db: Db, ...not: (string | null | undefined)[]) => db.agent.find((a) => !not.includes(a.id))!.id;
const otherClient = (db: Db, not: string) =>
  String(db.customer.find((c) => String(c.id) !== not && db.client.some((x) => x.id === c.id))!.id);
const truckingOf = (db: Db, agentId: string) => db.agentTrucking.find((l) => l.agentId === agentId)!.truckingId;
/** Another company of the agent's own list (one it may assign, ruling P78): only the mismatch is wrong. */
const ownOtherTrucking = (db: Db, agentId: string | null, not: string | null) =>
  db.agentTrucking.find((l) => l.agentId === agentId && l.truckingId !== not)!.truckingId;
/** A well-formed RUT no agent has. */
const unknownAgentRut = (db: Db) => {
  for (let n = 19_870_000; ; n++) {
    const rut = `${n}-${rutCheckDigit(String(n))}`;
    if (!db.agent.some((a) => a.id === rut)) return rut;
  }
};

const containers = (db: Db) => db.unitVisit.filter((u): u is ContainerVisit => u.kind === 'container');
const activeOps = (db: Db, unitVisitId: string) =>
  db.operation.filter((o) => o.unitVisitId === unitVisitId && o.status === 'ACTIVE');
const demoUnit = (db: Db, name: (typeof DEMO_UNITS)[number]) =>
  db.unitVisit[DEMO_UNITS.indexOf(name)] as ContainerVisit;
const pickupOf = (db: Db, unit: ContainerVisit) =>
  activeOps(db, unit.id).find((o): o is ImportOperation => o.kind === 'importPickup');

/** An import unit on its way with no operation, no hazards and a consignee on record: any agent may request its direct pickup. */
function freshInbound(db: Db): ContainerVisit {
  const skip = new Set(DEMO_UNITS.map((n) => demoUnit(db, n).id));
  return containers(db).find(
    (u) =>
      u.category === 'IMPORT' &&
      u.transitState === 'INBOUND' &&
      u.hazards.length === 0 &&
      !skip.has(u.id) &&
      activeOps(db, u.id).length === 0 &&
      db.customer.some((c) => String(c.id) === u.consigneeId),
  )!;
}

const pickup = (over: Rec = {}): Rec => ({
  documentType: 'DIN',
  documentNbrs: '1234567890',
  uniqueInvoice: false,
  outType: 'DIRECTO',
  consigneeGiro: '463000',
  sagCondition: 'SIN INSPECCION',
  ...over,
});

/** An export unit its line announced, dry, on a booking whose stacking is open, not pre-advised yet. */
function announced(db: Db): { unit: ContainerVisit; booking: Booking } {
  const bookingOf = (u: ContainerVisit) => db.booking.find((b) => b.reservedContainers.includes(u.unitNbr));
  const open = (b: Booking | undefined): b is Booking =>
    !!b && b.stackingStart < b.lateDate && b.stackingEnd > TERMINAL_EPOCH;
  const unit = containers(db).find(
    (u) =>
      u.category === 'EXPORT' &&
      u.transitState === 'ADVISED' &&
      u.reefer === null &&
      u.oog === null &&
      u.hazards.length === 0 &&
      open(bookingOf(u)) &&
      bookingOf(u)!.items.some((i) => i.equipmentType === u.isoType && i.used < i.quantity) &&
      bookingOf(u)!.items.length > 1,
  )!;
  return { unit, booking: bookingOf(unit)! };
}

const preadvice = (db: Db, b: Booking, u: ContainerVisit, over: Rec = {}): Rec => ({
  operationType: 'EXPORTACION',
  documentType: 'DUS',
  duses: '5012345678',
  guias: '123456',
  seals: ['CL1234567'],
  pesoVGM: true,
  romana: false,
  truckingId: truckingOf(db, agentOf(db, 'aga')),
  bookingId: b.id,
  equipmentType: u.isoType,
  shipperId: '76.086.428-5',
  shipperName: 'Exportadora del Pacífico',
  shipperAddress: 'Av. Costanera 100',
  shipperCity: 'San Antonio',
  shipperState: 'Valparaíso',
  shipperGiro: 'Exportación de frutas',
  shipperCountryName: 'CL',
  sagCondition: 'SIN INSPECCION',
  grossWeight: '24500',
  cmdtyShortName: '080610',
  condition: true,
  ...over,
});
const preadviceOf = (db: Db, u: ContainerVisit) =>
  activeOps(db, u.id).find((o): o is ExportOperation => o.kind === 'exportPreadvice');

/** An import unit with charges pending invoicing and a consignee the terminal invoices. */
function pendingImport(db: Db, not: readonly string[] = []): ContainerVisit {
  const pending = new Set(db.charge.filter((l) => l.status === 'PENDING').map((l) => l.unitVisitId));
  return containers(db).find(
    (u) =>
      u.category === 'IMPORT' &&
      pending.has(u.id) &&
      !not.includes(u.unitNbr) &&
      u.blNumbers.length > 0 &&
      db.customer.some((c) => String(c.id) === u.consigneeId),
  )!;
}
const draft = (u: ContainerVisit, over: Rec = {}): Rec => ({
  units: [u.unitNbr],
  client: u.consigneeId,
  clientRole: 'CONSIGNEE',
  category: 'IMPORT',
  vesselVisit: u.visitId,
  unit: u.unitNbr,
  ...over,
});
const invoiceOf = (db: Db, reply: RawReply) =>
  db.invoice.find((i) => i.id === Number(json(reply).value ?? json(reply).draftNumber))!;

/** An import unit with an active pickup (its agent known) and a consignee the terminal invoices: the cash desk's container. */
function cashUnit(db: Db): { unit: ContainerVisit; agentId: string } {
  const unit = containers(db).find(
    (u) =>
      u.category === 'IMPORT' && db.customer.some((c) => String(c.id) === u.consigneeId) && pickupOf(db, u)?.agentId,
  )!;
  return { unit, agentId: pickupOf(db, unit)!.agentId! };
}
const cashEvent = (u: ContainerVisit, over: Rec = {}): Rec => ({
  unitNbr: u.unitNbr,
  date: '05/11/2025',
  rolCustomer: 'CONSIGNEE',
  cashEvents: [{ event: 'PCE-C301', quantity: 2 }],
  ...over,
});

/** A box the terminal has seen, gone now (no live visit): its ISO type is on record. */
function goneBox(db: Db): ContainerVisit {
  const byNbr = new Map<string, ContainerVisit[]>();
  for (const u of containers(db)) byNbr.set(u.unitNbr, [...(byNbr.get(u.unitNbr) ?? []), u]);
  return [...byNbr.values()].find((visits) => visits.every((v) => isGone(v.transitState)))!.at(-1)!;
}

/** A car BL of a working visit, not a mother, not inscribed. */
function freeBl(db: Db) {
  const inscribed = new Set(
    db.operation
      .filter((o) => o.kind === 'carInscription' && o.status === 'ACTIVE')
      .map((o) => (o as CarInscriptionOperation).blNbr),
  );
  return db.carBl.find(
    (b) =>
      !b.isMother && !inscribed.has(b.blNbr) && db.carVisit.find((v) => v.id === b.carVisitId)?.estado === 'WORKING',
  )!;
}

let nextPerson = 18_900_000;
const personRut = () => `${nextPerson}-${rutCheckDigit(String(nextPerson++))}`;

// ── The rows ─────────────────────────────────────────────────────────────────────────────────

export const FACT_CASES: readonly FactCase[] = [
  // Import pickup (D2 §3 Pickup request).
  {
    ids: 'IMP-009',
    route: 'POST /import/:id/saveRetiro',
    field: 'consigneeId',
    wrong: "another client's id",
    login: 'aga',
    build: ({ db }) => {
      const u = freshInbound(db);
      return {
        sent: {
          method: 'POST',
          path: `/api/import/${u.unitNbr}/saveRetiro`,
          body: pickup({ consigneeId: otherClient(db, u.consigneeId) }),
        },
        outcome: { refused: true },
      };
    },
  },
  {
    ids: 'IMP-009',
    route: 'POST /import/:id/saveRetiro',
    field: 'consigneeName',
    wrong: "another company's name",
    login: 'aga',
    build: ({ db }) => {
      const u = freshInbound(db);
      return {
        sent: {
          method: 'POST',
          path: `/api/import/${u.unitNbr}/saveRetiro`,
          body: pickup({ consigneeId: u.consigneeId, consigneeName: 'Otra Importadora SpA' }),
        },
        outcome: {
          refused: false,
          stored: (d) => pickupOf(d, u)?.consigneeName,
          server: u.consigneeName,
          payload: 'Otra Importadora SpA',
        },
      };
    },
  },
  {
    ids: 'IMP-008',
    route: 'POST /import/:id/saveRetiro',
    field: 'agent_id',
    wrong: "another agent's id sent by a storekeeper",
    login: 'bodega',
    build: ({ db }) => {
      const u = demoUnit(db, 'a71Inbound');
      const wrong = otherAgent(db, u.agentId);
      return {
        sent: { method: 'POST', path: `/api/import/${u.unitNbr}/saveRetiro`, body: pickup({ agent_id: wrong }) },
        outcome: { refused: false, stored: (d) => pickupOf(d, u)?.agentId, server: u.agentId, payload: wrong },
      };
    },
  },
  {
    ids: 'IMP-043',
    route: 'POST /import/:id/saveRetiro',
    field: 'operationType',
    wrong: 'COORD_ENTREGA sent by an agent',
    login: 'aga',
    build: ({ db }) => {
      const u = freshInbound(db);
      return {
        sent: {
          method: 'POST',
          path: `/api/import/${u.unitNbr}/saveRetiro`,
          body: pickup({ operationType: 'COORD_ENTREGA' }),
        },
        outcome: {
          refused: false,
          stored: (d) => pickupOf(d, u)?.operationType,
          server: 'IMPORTACION',
          payload: 'COORD_ENTREGA',
        },
      };
    },
  },
  {
    ids: 'IMP-036',
    route: 'POST /appointment',
    field: 'truckingId',
    wrong: "another trucking company than the pickup's",
    login: 'aga',
    build: ({ db }) => {
      const u = demoUnit(db, 'agaToBook');
      const op = pickupOf(db, u)!;
      // A slot the calendar offers now: the company is then the one thing wrong.
      const quota = db.appointmentQuota
        .filter(
          (q) =>
            q.kind === 'importPickup' &&
            q.visitId === u.visitId &&
            q.used < q.capacity &&
            q.day > TERMINAL_EPOCH.slice(0, 10),
        )
        .sort((a, b) => a.day.localeCompare(b.day) || a.start.localeCompare(b.start))[0]!;
      return {
        sent: {
          method: 'POST',
          path: '/api/appointment',
          body: {
            appointmentDate: `${quota.day}T${quota.start}`,
            start: quota.start,
            container: { eqid: u.unitNbr },
            truck: { truckingCoId: ownOtherTrucking(db, op.agentId, op.truckingId) },
          },
        },
        outcome: {
          refused: true,
          names: (reply) =>
            reply.status === 400 && (json(reply).fields as Rec | undefined)?.truckingId === facts.truckingMismatch,
        },
      };
    },
  },
  {
    ids: 'IMP-036',
    route: 'POST /appointment',
    field: 'appointmentDate',
    wrong: "a slot already past on the terminal's clock",
    login: 'aga',
    build: ({ db }) => {
      const u = demoUnit(db, 'agaToBook');
      return {
        sent: {
          method: 'POST',
          path: '/api/appointment',
          body: {
            appointmentDate: '2025-11-01T08:00',
            start: '08:00',
            container: { eqid: u.unitNbr },
            truck: { truckingCoId: pickupOf(db, u)!.truckingId },
          },
        },
        outcome: { refused: true, names: byMessage(r.slotPast) },
      };
    },
  },

  // Export pre-advice (D2 §3 Export form payload).
  {
    ids: 'EXP-010',
    route: 'POST /export/save/:id',
    field: 'equipmentType',
    wrong: "another item's ISO type",
    login: 'aga',
    build: ({ db }) => {
      const { unit, booking } = announced(db);
      const other = booking.items.find((i) => i.equipmentType !== unit.isoType && i.equipmentDesc !== unit.typeLength)!;
      return {
        sent: {
          method: 'POST',
          path: `/api/export/save/${unit.unitNbr}`,
          body: preadvice(db, booking, unit, { equipmentType: other.equipmentType }),
        },
        outcome: { refused: true },
      };
    },
  },
  {
    ids: 'EXP-010',
    route: 'POST /export/save/:id',
    field: 'bookingId',
    wrong: 'another booking',
    login: 'aga',
    build: ({ db }) => {
      const { unit, booking } = announced(db);
      const other = db.booking.find((b) => b.eqStatus === 'FCL' && b.id !== booking.id)!;
      return {
        sent: {
          method: 'POST',
          path: `/api/export/save/${unit.unitNbr}`,
          body: preadvice(db, booking, unit, { bookingId: other.id }),
        },
        outcome: { refused: true, names: byMessage(operationsMessages.exportRefusals.notInBooking) },
      };
    },
  },
  {
    ids: 'EXP-010',
    route: 'POST /export/save/:id',
    field: 'agent_two_id',
    wrong: 'an agent id no agent has',
    login: 'aga',
    build: ({ db }) => {
      const { unit, booking } = announced(db);
      return {
        sent: {
          method: 'POST',
          path: `/api/export/save/${unit.unitNbr}`,
          body: preadvice(db, booking, unit, { agent_two_id: unknownAgentRut(db) }),
        },
        outcome: { refused: true },
      };
    },
  },
  {
    ids: 'EXP-010',
    route: 'POST /export/save/:id',
    field: 'featureId',
    wrong: "a feature the unit's item does not have",
    login: 'aga',
    build: ({ db }) => {
      const { unit, booking } = announced(db);
      const item = booking.items.find((i) => i.equipmentType === unit.isoType)!;
      const wrong = item.featureId === 'CA' ? 'FR' : 'CA';
      return {
        sent: {
          method: 'POST',
          path: `/api/export/save/${unit.unitNbr}`,
          body: preadvice(db, booking, unit, { featureId: wrong }),
        },
        outcome: {
          refused: false,
          stored: (d) => preadviceOf(d, unit)?.featureId,
          server: item.featureId,
          payload: wrong,
        },
      };
    },
  },
  {
    ids: 'EXP-015',
    route: 'POST /export/save/:id',
    field: 'agent_id',
    wrong: "another agent's id sent by an agent",
    login: 'aga',
    build: ({ db }) => {
      const { unit, booking } = announced(db);
      const own = agentOf(db, 'aga');
      const wrong = otherAgent(db, own);
      return {
        sent: {
          method: 'POST',
          path: `/api/export/save/${unit.unitNbr}`,
          body: preadvice(db, booking, unit, { agent_id: wrong }),
        },
        outcome: { refused: false, stored: (d) => preadviceOf(d, unit)?.agentId, server: own, payload: wrong },
      };
    },
  },

  // Empties (D2 §4 Empties pre-advice rows; ruling P60): the row's message names the box and its type.
  {
    ids: 'MTY-011',
    route: 'POST /export/preadvicemty2',
    field: 'unitlist[].isocode',
    wrong: 'another ISO type for a box the terminal knows',
    login: 'naviera',
    build: ({ db }) => {
      const box = goneBox(db);
      const booking = db.booking.find((b) => b.eqStatus === 'MTY' && b.line === 'MSC')!;
      const item = booking.items.find(
        (i) => i.equipmentType !== box.isoType && i.equipmentDesc !== box.typeLength && i.used < i.quantity,
      )!;
      const message = facts.isoMismatch.replace('{iso}', item.equipmentType).replace('{known}', box.isoType);
      return {
        sent: {
          method: 'POST',
          path: '/api/export/preadvicemty2',
          body: {
            bookingId: booking.id,
            unitlist: [{ contenedor: box.unitNbr, isocode: item.equipmentType, tara_kg: 2200 }],
            deleteList: [],
          },
        },
        outcome: {
          refused: true,
          names: (reply) =>
            ((json(reply).rows ?? []) as Rec[]).some(
              (row) => row.contenedor === box.unitNbr && row.mensaje === message,
            ),
        },
      };
    },
  },

  // Invoicing (D3 §3 Payee; INV-024).
  {
    ids: 'INV-024',
    route: 'POST /invoice/generate-sf',
    field: 'blOrBooking',
    wrong: "another unit's BL",
    login: 'admin',
    build: ({ db }) => {
      const u = pendingImport(db);
      const other = containers(db).find(
        (x) => x.category === 'IMPORT' && x.blNumbers[0] && !u.blNumbers.includes(x.blNumbers[0]),
      )!.blNumbers[0]!;
      return {
        sent: { method: 'POST', path: '/api/invoice/generate-sf', body: draft(u, { blOrBooking: other }) },
        outcome: { refused: true },
      };
    },
  },
  {
    ids: 'INV-024',
    route: 'POST /invoice/generate-sf',
    field: 'clientRole',
    wrong: 'a role the payee dialog does not offer',
    login: 'admin',
    build: ({ db }) => ({
      sent: {
        method: 'POST',
        path: '/api/invoice/generate-sf',
        body: draft(pendingImport(db), { clientRole: 'AGENTE' }),
      },
      outcome: { refused: true },
    }),
  },
  {
    ids: 'INV-024',
    route: 'POST /invoice/generate-sf',
    field: 'createdBy',
    wrong: 'another login',
    login: 'admin',
    build: ({ db }) => ({
      sent: {
        method: 'POST',
        path: '/api/invoice/generate-sf',
        body: draft(pendingImport(db), { createdBy: 'finanzas', payeeCustomerName: 'Otro Nombre' }),
      },
      outcome: {
        refused: false,
        stored: (d, reply) => invoiceOf(d, reply).createdBy,
        server: 'admin',
        payload: 'finanzas',
      },
    }),
  },

  // Cash events (D3 §3 Cash event DTO; ruling P75).
  {
    ids: 'CASH-015',
    route: 'POST /eventtype',
    field: 'agentId',
    wrong: "an agent that is not the unit's",
    login: 'caja',
    build: ({ db }) => {
      const { unit, agentId } = cashUnit(db);
      return {
        sent: {
          method: 'POST',
          path: '/api/eventtype',
          body: cashEvent(unit, { agentId: otherAgent(db, agentId, unit.agentId) }),
        },
        outcome: { refused: true },
      };
    },
  },
  {
    ids: 'CASH-015',
    route: 'POST /eventtype',
    field: 'customerId',
    wrong: 'another customer billed as the consignee',
    login: 'caja',
    build: ({ db }) => {
      const { unit } = cashUnit(db);
      return {
        sent: {
          method: 'POST',
          path: '/api/eventtype',
          body: cashEvent(unit, { customerId: otherClient(db, unit.consigneeId) }),
        },
        outcome: { refused: true },
      };
    },
  },
  {
    ids: 'CASH-015',
    route: 'POST /eventtype',
    field: 'rolCustomer',
    wrong: 'SHIPPER for a customer that is not the consignee',
    login: 'caja',
    build: ({ db }) => {
      const { unit } = cashUnit(db);
      return {
        sent: {
          method: 'POST',
          path: '/api/eventtype',
          body: cashEvent(unit, { rolCustomer: 'SHIPPER', customerId: otherClient(db, unit.consigneeId) }),
        },
        outcome: {
          refused: false,
          stored: (d, reply) => invoiceOf(d, reply).payeeCustomerRole,
          server: 'CUSTOMER',
          payload: 'SHIPPER',
        },
      };
    },
  },
  {
    ids: 'CASH-015',
    route: 'POST /eventtype',
    field: 'cashEvents[].amount',
    wrong: 'an amount of its own',
    login: 'caja',
    build: ({ db }) => {
      const { unit } = cashUnit(db);
      return {
        sent: {
          method: 'POST',
          path: '/api/eventtype',
          body: cashEvent(unit, { cashEvents: [{ event: 'PCE-C301', quantity: 2, amount: 1 }] }),
        },
        // USD 12,00 a day (the counter's tariff), two days.
        outcome: {
          refused: false,
          stored: (d, reply) => invoiceOf(d, reply).lines[0]!.amountMinor,
          server: 2400,
          payload: 100,
        },
      };
    },
  },

  // Car inscription (D2 §3 Car inscription).
  {
    ids: 'CAR-054',
    route: 'POST /autos/import/inscribe',
    field: 'items[].description',
    wrong: "another vehicle's description",
    login: 'autos',
    build: async ({ db, call }) => {
      const bl = freeBl(db);
      const answer = json(
        await call('autos', { method: 'GET', path: `/api/autos/import/${bl.blNbr}`, body: undefined }),
      );
      const items = (answer.items as Rec[]).map((i) => ({
        type: 'VEHICULO',
        code: i.code,
        vinCorregido: null,
        documType: 'DIN',
        documentacion: '12345678',
        condicionRetiro: 'INDIRECTO',
        clientId: bl.consigneeId,
        description: 'Vehículo de otro BL',
      }));
      const first = db.unitVisit.find((u) => u.unitNbr === items[0]!.code && u.kind === 'vehicle') as {
        brandName: string;
        model: string;
      };
      return {
        sent: {
          method: 'POST',
          path: '/api/autos/import/inscribe',
          body: { bl: bl.blNbr, items, drivers: ['12.345.678-5'], weight: '' },
        },
        outcome: {
          refused: false,
          payload: 'Vehículo de otro BL',
          server: `${first.brandName} ${first.model}`,
          stored: (d) =>
            (
              d.operation.find(
                (o) =>
                  o.kind === 'carInscription' &&
                  o.status === 'ACTIVE' &&
                  (o as CarInscriptionOperation).blNbr === bl.blNbr,
              ) as CarInscriptionOperation | undefined
            )?.items[0]?.description,
        },
      };
    },
  },

  // Master data: the fleet's company and the functionary's owner come from the path and the caller.
  {
    ids: 'ADM-TRK-024',
    route: 'POST /driver/:truckingCompanyId',
    field: 'truckingId',
    wrong: 'another company',
    login: 'servicio',
    build: ({ db }) => {
      const [company, other] = [db.truckingcompany[10]!, db.truckingcompany[11]!];
      const cardId = personRut();
      return {
        sent: {
          method: 'POST',
          path: `/api/driver/${company.id}`,
          body: {
            cardId,
            name: 'Juan Pérez Rojas',
            license: '912345678',
            cardExpiration: '15/03/2027',
            truckingId: other.id,
            status: 'BLOQUEADO',
          },
        },
        outcome: {
          refused: false,
          stored: (d) => d.truckingcompany.find((t) => t.drivers.some((x) => x.cardId === cardId))?.id,
          server: company.id,
          payload: other.id,
        },
      };
    },
  },
  {
    ids: 'ADM-TRK-040',
    route: 'POST /truck/:truckingCompanyId',
    field: 'status',
    wrong: 'a state a new truck does not start in',
    login: 'servicio',
    build: ({ db }) => {
      const company = db.truckingcompany[12]!;
      return {
        sent: {
          method: 'POST',
          path: `/api/truck/${company.id}`,
          body: {
            license: 'ZY9876',
            licenseExpiration: '15/03/2027',
            status: 'BLOQUEADO',
            truckingId: db.truckingcompany[13]!.id,
          },
        },
        outcome: {
          refused: false,
          stored: (d) =>
            d.truckingcompany.find((t) => t.id === company.id)?.trucks.find((t) => t.id === 'ZY9876')?.status,
          server: 'OK',
          payload: 'BLOQUEADO',
        },
      };
    },
  },
  {
    ids: 'ADM-FUN-006',
    route: 'POST /functionary',
    field: 'agent_id',
    wrong: "another agent's id",
    login: 'aga',
    build: ({ db }) => {
      const own = agentOf(db, 'aga');
      const wrong = otherAgent(db, own);
      const rut = personRut();
      return {
        sent: {
          method: 'POST',
          path: '/api/functionary',
          body: {
            rut,
            agent_id: wrong,
            agentName: 'Otra Agencia',
            user: { name: 'Camila Muñoz Araya', email: 'camila.munoz@agencia.cl' },
            cellNumber: '56987654321',
          },
        },
        outcome: {
          refused: false,
          stored: (d) => d.functionary.find((f) => f.rut === rut)?.agent_id,
          server: own,
          payload: wrong,
        },
      };
    },
  },
  {
    ids: 'ADM-CUS-003 ADM-CUS-006',
    route: 'POST /customer',
    field: 'giro',
    wrong: "another name for the giro's code",
    login: 'finanzas',
    build: ({ db }) => {
      const giro = db.giro[0]!;
      const id = personRut();
      return {
        sent: {
          method: 'POST',
          path: '/api/customer',
          body: {
            id,
            name: 'Importadora Norte Ltda.',
            giro: `${giro.id} - Giro inventado`,
            diasDeCredito: 30,
            codigoImputacion: 1999,
          },
        },
        outcome: {
          refused: false,
          stored: (d) => d.customer.find((c) => c.id === id)?.giro,
          server: `${giro.id} - ${giro.name}`,
          payload: `${giro.id} - Giro inventado`,
        },
      };
    },
  },
  {
    ids: 'NOT-005',
    route: 'POST /notification/:id',
    field: 'title',
    wrong: 'a title of its own',
    login: 'aga',
    build: ({ db }) => {
      const n = db.notification.find((x) => x.login === 'aga')!;
      return {
        sent: { method: 'POST', path: `/api/notification/${n.id}`, body: { watched: true, title: 'Otro título' } },
        outcome: {
          refused: false,
          stored: (d) => d.notification.find((x) => x.id === n.id)?.title,
          server: n.title,
          payload: 'Otro título',
        },
      };
    },
  },
];

/** A refused row's default: the reply's `fields` names the field with a text. */
export const namesField = (reply: RawReply, field: string): boolean =>
  typeof (json(reply).fields as Rec | undefined)?.[field] === 'string';
