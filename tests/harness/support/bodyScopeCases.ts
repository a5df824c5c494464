/**
 * The object-reach cases of the body-scope harness (tests/harness/bodyScope.test.ts): each route
 * that names a unit, an operation, an invoice or a company in its body, query or a path the unit
 * guard does not read, tried by one user of a role against another user's object of that role.
 * A case names the object by every spelling the call's decoder might read (trimmed, lower-case,
 * as a number, an operation number, in each legacy shape of a list); the harness expects each to
 * be refused (403/404) or answered exactly as for an object that does not exist, with the store
 * unchanged; then the owner's own request must reach the object.
 */
import { operationsMessages } from '../../../src/i18n/operationsMessages';
import type { Store } from '../../../mock-server/store';
import type { UserRecord } from '../../../mock-server/types';
import { exportUnits, importUnits, pickupOf, preadviceOf } from '../../support/terminalSeed';

/** A spelling of the object: its text, or a number the decoder might accept for it. */
export type Spelling = string | number;

export interface ScopeRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
}

/** The object one case reaches for, as named by its owner's request and by the intruder's. */
export interface Target {
  /** The object's names (a unit's number, its operation's number…), each spelled every way. */
  spellings: readonly Spelling[];
  /** The same spellings for an object that does not exist (index by index). */
  missing: readonly Spelling[];
  /** Facts the requests need besides the object (a visit, a payee, the intruder's company). */
  facts: Record<string, string>;
}

export interface ScopeCase {
  /** 'METHOD /path' as the route table mounts it. */
  route: string;
  owner: string;
  intruder: string;
  /** The owner's object from the seeded store; undefined fails the run (the seed must hold one). */
  target(store: Store, owner: UserRecord, intruder: UserRecord): Target | undefined;
  /** Every request naming the object by the spelling (the intruder's and, with spelling 0, the owner's). */
  requests(spelling: Spelling, facts: Record<string, string>): ScopeRequest[];
  /** The owner's request reaches the object: its answer is not the missing object's. */
  ownerRequest(facts: Record<string, string>, canonical: Spelling): ScopeRequest;
  /**
   * A per-item refusal of a batch answer (message → the absent object's message): saying 'not
   * yours' for one unit of many is the batch's 403, and reveals nothing else.
   */
  refusals?: Readonly<Record<string, string>>;
}

/** A unit named by its number (as sent, padded, lower-case) and by its operation's number (number and text). */
const unitSpellings = (nbr: string, opId: number): Spelling[] => [
  nbr,
  ` ${nbr} `,
  nbr.toLowerCase(),
  opId,
  String(opId),
];
/** Not a unit of the seed (a valid ISO 6346 number) and not an operation number. */
const MISSING_UNIT = 'ZZZU0000003';
const MISSING_OP = 9_999_999;
const missingUnit = () => unitSpellings(MISSING_UNIT, MISSING_OP);

/** Every legacy shape of a unit list: [nbr], {containers}, {units}, {unitNbrs}, [{unitNbr}], a bare value. */
const listShapes = (s: Spelling): unknown[] => [
  [s],
  { containers: [s] },
  { units: [s] },
  { unitNbrs: [s] },
  [{ unitNbr: s }],
  s,
];

/** A number named by text, number, padded text and a one-element list. */
const numberSpellings = (n: number): Spelling[] => [String(n), n, ` ${n} `];
const MISSING_NUMBER = 9_999_991;

const agentOf = (u: UserRecord) => u.agentId ?? '';

/** The owner agent's import unit with an active pickup and no appointment (the demo unit to book). */
function agentPickup(store: Store, owner: UserRecord) {
  for (const unit of importUnits(store.db)) {
    const op = pickupOf(store.db, unit);
    if (
      op &&
      op.agentId === agentOf(owner) &&
      !store.db.appointment.some((a) => a.unitVisitId === unit.id && a.status === 'BOOKED')
    )
      return { unit, op };
  }
  return undefined;
}

/** The owner agent's export unit with an active pre-advice. */
function agentPreadvice(store: Store, owner: UserRecord) {
  for (const unit of exportUnits(store.db)) {
    const op = preadviceOf(store.db, unit);
    if (op && op.agentId === agentOf(owner)) return { unit, op };
  }
  return undefined;
}

/** The storekeeper's import unit with an active pickup. */
function storekeeperPickup(store: Store, owner: UserRecord) {
  for (const unit of importUnits(store.db)) {
    const op = pickupOf(store.db, unit);
    if (op && unit.storekeeperId === String(owner.ownerId)) return { unit, op };
  }
  return undefined;
}

/** A trucking company linked to the user's agent (the one a reassignment of its own names). */
const truckingOf = (store: Store, user: UserRecord) =>
  store.db.agentTrucking.find((l) => l.agentId === agentOf(user))?.truckingId ?? '';

/** The owner agent's unit with pending charges (the charges search, a draft). */
function agentCharges(store: Store, owner: UserRecord) {
  for (const line of store.db.charge) {
    if (line.status !== 'PENDING') continue;
    const op = store.findById('operation', line.operationId);
    const unit = store.findById('unitVisit', line.unitVisitId);
    if (op?.agentId === agentOf(owner) && unit?.kind === 'container' && unit.category === 'IMPORT' && unit.consigneeId)
      return { unit, op };
  }
  return undefined;
}

const unitTarget = (
  found: { unit: { unitNbr: string }; op: { id: number } } | undefined,
  facts: Record<string, string> = {},
): Target | undefined =>
  found && { spellings: unitSpellings(found.unit.unitNbr, found.op.id), missing: missingUnit(), facts };

const ops = operationsMessages;
const post = (path: string, body: unknown): ScopeRequest => ({ method: 'POST', path, body });
const SLOT = { appointmentDate: '06-11-2025 10:00' };

/** The gate-pass checks, for a pair of one role. */
const gatePassCases = (owner: string, intruder: string, find: typeof agentPickup): ScopeCase[] => [
  {
    route: 'POST /report/canPrintGatePass',
    owner,
    intruder,
    target: (store, o) => unitTarget(find(store, o)),
    requests: (s) => listShapes(s).map((b) => post('/api/report/canPrintGatePass', b)),
    ownerRequest: (_f, s) => post('/api/report/canPrintGatePass', [s]),
  },
  {
    route: 'POST /report/massivegatepass',
    owner,
    intruder,
    target: (store, o) => unitTarget(find(store, o)),
    requests: (s) => listShapes(s).map((b) => post('/api/report/massivegatepass/', b)),
    ownerRequest: (_f, s) => post('/api/report/massivegatepass/', [s]),
  },
];

/** The invoice searches by number: another agent's invoice is as absent as one that does not exist. */
const invoiceSearchCases: ScopeCase[] = (['/invoice/search'] as const).flatMap((path) => [
  {
    route: `POST ${path}`,
    owner: 'aga',
    intruder: 'aga2',
    target: (store: Store, o: UserRecord): Target | undefined => {
      const invoice = store.db.invoice.find((i) => i.agentId === agentOf(o));
      return invoice && { spellings: numberSpellings(invoice.id), missing: numberSpellings(MISSING_NUMBER), facts: {} };
    },
    requests: (s: Spelling) => [post(`/api${path}`, { draftsNbr: s }), post(`/api${path}`, { draftsNbr: [s] })],
    ownerRequest: (_f: Record<string, string>, s: Spelling) => post(`/api${path}`, { draftsNbr: s }),
  },
]);

export const SCOPE_CASES: readonly ScopeCase[] = [
  {
    route: 'POST /appointment',
    owner: 'aga',
    intruder: 'aga2',
    target: (store, o, i) =>
      unitTarget(agentPickup(store, o), {
        intruderTrucking: truckingOf(store, i),
        ownerTrucking: truckingOf(store, o),
      }),
    requests: (s, f) => [
      post('/api/appointment', { ...SLOT, container: { eqid: s } }),
      post('/api/appointment', { ...SLOT, container: { eqid: '' }, unitNbr: s }),
      post('/api/appointment', { ...SLOT, container: { eqid: [s] }, truck: { truckingCoId: f.intruderTrucking } }),
      post('/api/appointment', { ...SLOT, unitNbr: [s] }),
    ],
    ownerRequest: (f, s) =>
      post('/api/appointment', { ...SLOT, container: { eqid: s }, truck: { truckingCoId: f.ownerTrucking } }),
  },
  {
    route: 'POST /import/reassigntruckingmassive/:id',
    owner: 'aga',
    intruder: 'aga2',
    target: (store, o, i) =>
      unitTarget(agentPickup(store, o), {
        intruderTrucking: truckingOf(store, i),
        ownerTrucking: truckingOf(store, o),
      }),
    requests: (s, f) => listShapes(s).map((b) => post(`/api/import/reassigntruckingmassive/${f.intruderTrucking}`, b)),
    ownerRequest: (f, s) => post(`/api/import/reassigntruckingmassive/${f.ownerTrucking}`, { containers: [s] }),
    refusals: { [ops.refusals.notYourUnit]: ops.refusals.unitNotFound },
  },
  ...gatePassCases('aga', 'aga2', agentPickup),
  ...gatePassCases('bodega', 'clave', storekeeperPickup),
  {
    route: 'POST /appointmentrules/quotasForExport',
    owner: 'aga',
    intruder: 'aga2',
    target: (store, o) => unitTarget(agentPreadvice(store, o)),
    requests: (s) => [
      post('/api/appointmentrules/quotasForExport', { unitNbr: s, start: '2025-11-06', end: '2025-11-07' }),
      post('/api/appointmentrules/quotasForExport', { containerId: s, start: '2025-11-06', end: '2025-11-07' }),
      post('/api/appointmentrules/quotasForExport', { id: s, start: '2025-11-06', end: '2025-11-07' }),
    ],
    ownerRequest: (_f, s) =>
      post('/api/appointmentrules/quotasForExport', { unitNbr: s, start: '2025-11-06', end: '2025-11-07' }),
  },
  {
    route: 'POST /invoice/searchallcues',
    owner: 'aga',
    intruder: 'aga2',
    target: (store, o) => {
      const found = agentCharges(store, o);
      return unitTarget(found, { visit: found?.unit.visitId ?? '' });
    },
    requests: (s, f) => [
      post('/api/invoice/searchallcues', { visit: f.visit, category: 'IMPORT', unit: s }),
      post('/api/invoice/searchallcues', { vesselVisit: f.visit, category: 'import', unit: s }),
    ],
    ownerRequest: (f, s) => post('/api/invoice/searchallcues', { visit: f.visit, category: 'IMPORT', unit: s }),
  },
  {
    route: 'POST /invoice/generate-sf',
    owner: 'aga',
    intruder: 'aga2',
    target: (store, o) => {
      const found = agentCharges(store, o);
      return unitTarget(found, { visit: found?.unit.visitId ?? '', payee: found?.unit.consigneeId ?? '' });
    },
    requests: (s, f) => [
      post('/api/invoice/generate-sf', { visit: f.visit, category: 'IMPORT', client: f.payee, unit: s, units: [s] }),
      post('/api/invoice/generate-sf', {
        vesselVisit: f.visit,
        category: 'IMPORT',
        client: f.payee,
        unit: s,
        units: [{ unitNbr: s }],
      }),
    ],
    ownerRequest: (f, s) =>
      post('/api/invoice/generate-sf', { visit: f.visit, category: 'IMPORT', client: f.payee, unit: s, units: [s] }),
  },
  ...invoiceSearchCases,
  {
    route: 'POST /payment/online',
    owner: 'aga',
    intruder: 'aga2',
    target: (store, o) => {
      const invoice = store.db.invoice.find((i) => i.agentId === agentOf(o) && i.status === 'FINAL' && !i.paid);
      return invoice && { spellings: numberSpellings(invoice.id), missing: numberSpellings(MISSING_NUMBER), facts: {} };
    },
    requests: (s) => [post('/api/payment/online', { drafts: [s] }), post('/api/payment/online', { drafts: s })],
    ownerRequest: (_f, s) => post('/api/payment/online', { drafts: [s] }),
  },
  {
    route: 'GET /invoice/validatepay/:drafts',
    owner: 'caja',
    intruder: 'harness.caja2',
    target: (store, o) => {
      const invoice = store.db.invoice.find((i) => i.createdBy === o.login && i.origin === 'cash' && !i.paid);
      return invoice && { spellings: numberSpellings(invoice.id), missing: numberSpellings(MISSING_NUMBER), facts: {} };
    },
    requests: (s) => [{ method: 'GET', path: `/api/invoice/validatepay/${encodeURIComponent(String(s))}` }],
    ownerRequest: (_f, s) => ({ method: 'GET', path: `/api/invoice/validatepay/${s}` }),
  },
];

/**
 * Codec routes the cases above do not try, and why: the caller reaches every object (the
 * terminal's staff, finance), the unit guard reads the path (tests/harness/unitScope.test.ts), the
 * request names no one's object, or another test file tries it (named).
 */
export const NOT_TRIED: Record<string, string> = {
  'GET /vesselvisit/info/:id/:agentId': 'el guardia compara el agente del camino con el del usuario (ownAgentInfo)',
  'POST /sequencevisit/exportxls/:vesselVisitId/:agentId':
    'el guardia compara el agente del camino con el del usuario (ownAgentSequence): tests/mock/yard.test.ts',
  'POST /sequencing': 'secuenciación del terminal (OPERATOR): no nombra un objeto de un cliente',
  'POST /sequencing/rehandles': 'secuenciación del terminal (OPERATOR): no nombra un objeto de un cliente',
  'GET /sequencing/:id': 'secuenciación del terminal (OPERATOR): no nombra un objeto de un cliente',
  'POST /sequencing/inform/:id': 'secuenciación del terminal (OPERATOR): no nombra un objeto de un cliente',
  'POST /sequencing/cancel/:id': 'secuenciación del terminal (OPERATOR): no nombra un objeto de un cliente',
  'GET /unitfacilityvisit/byVesselAndAlmacenista/:id/:unit/:dep/:seq':
    'lista filtrada por el alcance del usuario (vesselVisits)',
  'GET /appointmentrules/quotasForImport/:addDays/:vesselVisit': 'cupos de la nave: no nombra un objeto de un cliente',
  'GET /appointmentrules/punctuality':
    'cifras de la propia empresa del usuario, sin id en el camino: tests/mock/punctuality.test.ts',
  'GET /appointmentrules/punctuality/:truckingId':
    'sólo servicio al cliente, que alcanza toda empresa (fila punctuality.any): tests/mock/punctuality.test.ts',
  'GET /edibatch': 'lotes EDI del terminal (fila report.10, Coprar): no nombran un objeto de un cliente',
  'GET /edibatch/:id': 'lote EDI del terminal (fila report.10, Coprar): no nombra un objeto de un cliente',
  'GET /operation/olddrc/:unitNbr/:blNbr/:manifestNbr':
    'la unidad debe estar en las listas del usuario (listsUnit), si no 404: tests/mock/reportTypes.test.ts',
  'POST /operation/getdrcpdfbyname/:filename':
    'el archivo debe ser de una unidad de las listas del usuario (listsUnit), si no 404: tests/mock/reportTypes.test.ts',
  'GET /report/getreport/:rprtype/:id':
    'describe un tipo de reporte ofrecido al usuario, no un objeto de un cliente: tests/mock/reportTypes.test.ts',
  'GET /yardblock/:id': 'bloque del patio del terminal (OPERATOR): no nombra un objeto de un cliente',
  'GET /audit':
    'auditoría: sólo sus lectores (servicio al cliente, finanzas, administración), que alcanzan todo: tests/mock/audit.test.ts',
  'GET /audit/export':
    'auditoría: sólo sus lectores (servicio al cliente, finanzas, administración), que alcanzan todo: tests/mock/audit.test.ts',
  'GET /figures':
    'cifras del alcance del propio usuario (terminal o su empresa, sin id en el camino): tests/mock/figures.test.ts',
  'GET /figures/xlsx':
    'cifras del alcance del propio usuario (terminal o su empresa, sin id en el camino): tests/mock/figures.test.ts',
  'GET /appointmentrules/appointments':
    'citas de la propia empresa del usuario (servicio al cliente: todas), sin id en el camino: tests/mock/appointmentCheckIn.test.ts',
  'POST /appointmentrules/appointments/:id/checkin':
    'cita de otra empresa 403 (la del camino debe ser de la empresa del usuario) y patente sólo de sus camiones: tests/mock/appointmentCheckIn.test.ts',
  'GET /appointmentrules/truckvisits':
    'visitas de camión de la propia empresa del usuario (servicio al cliente: todas), sin id en el camino: tests/mock/truckVisits.test.ts',
  'POST /appointmentrules/truckvisits':
    'citas de otra empresa 403 (las dos deben ser de la empresa del usuario): tests/mock/truckVisits.test.ts',
  'GET /report/truckvisitpass/:code':
    'visita de otra empresa 404 (la del camino debe ser de la empresa del usuario): tests/mock/truckVisits.test.ts',
  'GET /appointmentrules/truckvisits/:code': 'personal de puerta (fila gate.show): alcanza toda visita',
  'POST /appointmentrules/truckvisits/:code/gatein': 'personal de puerta (fila gate.confirm): alcanza toda visita',
  'POST /appointmentrules/truckvisits/:code/gateout': 'personal de puerta (fila gate.confirm): alcanza toda visita',
  'POST /export/validaformmty': 'reserva compartida entre depósitos (P60): tests/mock/empties.test.ts',
  'POST /export/preadvicemty2':
    'reserva compartida entre depósitos (P60); una fila la elimina sólo la empresa que la envió (P78), la semilla no trae preavisos de vacíos: tests/mock/othersData.test.ts',
  'GET /report/verifycartatempbyvesselandunit/:vesselvisit/:nbr':
    'unidades filtradas por alcance (reefersOf): tests/mock/exportDocuments.test.ts',
  'GET /report/cartatempbyvesselandcont/:vesselvisit/:nbr':
    'unidades filtradas por alcance (reefersOf): tests/mock/exportDocuments.test.ts',
  'POST /report/masivecartatemp': 'unidades filtradas por alcance (massive): tests/mock/exportDocuments.test.ts',
  'GET /report/massivedrcbyvesselvisitandlineoperator/:id/:lineOperatorId':
    'la línea del camino debe ser una de las del usuario (onDrcLine); unidades de esa línea: tests/mock/drc.test.ts',
  'POST /autos/import/inscribe': 'inscribe BLs del propio agente: tests/mock/carImport.test.ts',
  'POST /autos/import/importcar': 'inscribe BLs del propio agente: tests/mock/carImport.test.ts',
  'POST /autos/import/reassigntrucking/:id': 'operación de autos del propio agente: tests/mock/carImport.test.ts',
  'POST /autos/import/reassigndrivers/:id': 'operación de autos del propio agente: tests/mock/carImport.test.ts',
  'GET /report/etiquetasstaticvisit/:vesselVisitId/:blNumber': 'BL del propio agente: tests/mock/carImport.test.ts',
  'POST /autos/gate/confirmguiawithfile/:gateid': 'guía del propio agente: tests/mock/carWarehouse.test.ts',
  'GET /autos/report/reportDispatch/:from/:to/:login':
    'reportes de autos filtrados por cliente: tests/mock/carReports.test.ts',
  'GET /autos/report/rsmmanifest/:manifest/:rprtype/:login':
    'reportes de autos filtrados por cliente: tests/mock/carReports.test.ts',
  'GET /autos/report/reportGateControl/:from/:to':
    'camiones de los vehículos que alcanza el usuario (P78): tests/mock/othersData.test.ts',
  'POST /autos/vesselvisit/setaforos/:id': 'personal del terminal de autos: alcanza toda visita',
  'POST /autos/vesselvisit/recepcionalmacen/:id': 'personal del terminal de autos: alcanza toda visita',
  'POST /autos/vesselvisit/entregaalmacen/:id': 'personal del terminal de autos: alcanza toda visita',
  'POST /autos/vesselvisit/:id': 'personal del terminal de autos: alcanza toda visita',
  'GET /autos/item/bycode/:code/:clientId':
    'vehículo del propio cliente, o del agente sin inscribir o de sus inscripciones (P78): tests/mock/cars.test.ts, tests/mock/othersData.test.ts',
  'GET /autos/movspormarca/:manifest/:login': 'movimientos del propio cliente: tests/mock/cars.test.ts',
  'POST /autos/marcas/byids': 'catálogo de marcas: no nombra un objeto de un cliente',
  'POST /invoice/search-sf': 'la misma búsqueda que /invoice/search (searchInvoices), de las facturas solo SF',
  'POST /invoice/export': 'la misma búsqueda que /invoice/search (searchInvoices), como planilla',
  'POST /invoice/markpaid': 'de finanzas, que alcanza toda factura',
  'DELETE /invoice/delete/:id': 'de finanzas, que alcanza toda factura',
  'GET /credit/bynbrAndDraft/:id/:draft': 'de finanzas, que alcanza toda factura',
  'POST /pg/khipu/notify': 'firmada por el proveedor (P74): tests/mock/onlinePayment.test.ts',
  'POST /payment/addpayment/:pfll':
    'la caja paga solo sus facturas de eventos de caja: tests/mock/idempotency.test.ts, tests/mock/payments.test.ts',
  'GET /payment/resendpaym/:grpId': 'de finanzas, que alcanza todo pago',
  'POST /payment/resendPaymentWithDetails/:grpId': 'de finanzas, que alcanza todo pago',
  'POST /payment/byinvoice': 'de finanzas, que alcanza todo pago',
  'POST /payment/bypaynbr': 'de finanzas, que alcanza todo pago',
  'POST /payment/contabilizar': 'de finanzas, que alcanza todo pago',
  'POST /payment/contabilizargrupos': 'de finanzas, que alcanza todo pago',
  'POST /payment/export': 'de finanzas, que alcanza todo pago',
  'POST /payment': 'de finanzas, que alcanza todo pago',
  'POST /eventtype': 'evento de caja de un contenedor: la caja terrestre alcanza toda unidad',
  'POST /unitfacilityvisit/arribogate': 'personal de puerta (gate, jefe de gate): alcanza toda unidad',
  'POST /unitfacilityvisit/arribogateupdate': 'personal de puerta (gate, jefe de gate): alcanza toda unidad',
  'GET /unitfacilityvisit/consultacutoff/:id/:line':
    'personal de puerta (gate, jefe de gate, seguridad): alcanza toda unidad',
  'POST /operation':
    'reporte leído del historial en el alcance del usuario; el agente de quien no elige sale de su sesión: tests/mock/reports.test.ts',
  'POST /operation/emptys': 'reporte leído del historial en el alcance del usuario: tests/mock/reports.test.ts',
  'POST /operation/export': 'la misma lectura que POST /operation, como planilla: tests/mock/reports.test.ts',
  'POST /operation/teus':
    'reporte de contenedores en el alcance del usuario; el agente de quien no elige sale de su sesión: tests/mock/reports.test.ts',
  'POST /operation/export/teus': 'la misma lectura que POST /operation/teus, como planilla: tests/mock/reports.test.ts',
  'GET /operation/gatepassbyunitdriver/:driver/:unitNbr':
    'roles del terminal (reporte 12), unidad en su alcance: tests/mock/reports.test.ts',
  'GET /operation/gatepassmasivo/:desde/:hasta/:unitNbrs':
    'roles del terminal (reporte 12), unidades en su alcance: tests/mock/reports.test.ts',
  'POST /operation/vgm/:rut':
    'el agente del camino solo para servicio al cliente; los demás leen el suyo (P90): tests/mock/reports.test.ts',
  'POST /operation/getvgmpdfbyunit/:unitnbr':
    'solo unidades del agente del usuario o de sus líneas (P90): tests/mock/reports.test.ts',
  'POST /operation/getvgmpdfbybooking/:bookingid/:rut':
    'solo unidades del agente del usuario o de sus líneas (P90): tests/mock/reports.test.ts',
  'POST /operation/pdfgatepassmasivo/:filename':
    'el archivo es solo de quien lo generó (Archivo no encontrado para otro): tests/mock/reports.test.ts',
};
