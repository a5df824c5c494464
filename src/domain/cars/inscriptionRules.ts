/**
 * The car inscription's rules (D2 §3 Car inscription, §5 Car inscription, §6; CAR-043…051), pure:
 * the inscription form and its per-VIN grid, and the server's inscription call, read the same
 * functions. Spec texts verbatim.
 */
import { appMessages } from '../../i18n/appMessages';
import { operationsMessages } from '../../i18n/operationsMessages';
import { isValidRut } from '../rut';
import type { Role } from '../roles';
import { CAR_PERMISSION_ROWS } from './carPermissions';
import { readChileanNumber } from '../chileanNumber';

const v = appMessages.validation;
const m = operationsMessages.cars;
const CS = 'ROLE_CUSTOMER_SERVICE';

/** CAR-043: DIN, DAPI, DTI; OTRO also for customer service. */
export const CAR_DOCUMENT_TYPES = ['DIN', 'DAPI', 'DTI', 'OTRO'] as const;
export const carDocumentTypesFor = (roles: readonly string[]): string[] =>
  CAR_DOCUMENT_TYPES.filter((t) => t !== 'OTRO' || roles.includes(CS));

/** CAR-046, CAR-047: the pickup conditions offered: INDIRECTO only, unless the visit allows direct (etaForDirecto) or the user is customer service. */
export const CAR_PICKUP_CONDITIONS = ['P. DESPACHO', 'DIRECTO', 'INDIRECTO'] as const;
export function carConditionsFor(roles: readonly string[], etaForDirecto: string | null): string[] {
  return etaForDirecto || roles.includes(CS) ? [...CAR_PICKUP_CONDITIONS] : ['INDIRECTO'];
}

/** A pickup straight from the ship's side (DIRECTO, or P. DESPACHO) rather than from the yard. */
export const isDirectPickup = (condicion: string): boolean => condicion === 'DIRECTO' || condicion === 'P. DESPACHO';

/** CAR-050: customer service chooses the agent (and must): the carImports row's chooseAgent, which also guards the agents' list. */
export const carChoosesAgent = (roles: readonly string[]) =>
  roles.some((r) => (CAR_PERMISSION_ROWS.carImports!.chooseAgent ?? []).includes(r as Role));

/** One VIN's row of the grid (CAR-042). */
export interface CarItemValues {
  code: string;
  documType: string;
  documentacion: string;
  condicionRetiro: string;
  clientId: string;
}

/** CAR-044: a row's faults (the document number numeric, its type and condition offered, the client's RUT). */
export function carItemErrors(
  item: CarItemValues,
  offered: { types: readonly string[]; conditions: readonly string[] },
): Partial<Record<keyof CarItemValues, string>> {
  const e: Partial<Record<keyof CarItemValues, string>> = {};
  if (!offered.types.includes(item.documType)) e.documType = v.required;
  const nbr = item.documentacion.trim();
  if (!nbr) e.documentacion = v.required;
  else if (!/^\d+$/.test(nbr)) e.documentacion = m.documentLetters;
  if (!offered.conditions.includes(item.condicionRetiro)) e.condicionRetiro = v.required;
  if (!item.clientId.trim()) e.clientId = v.required;
  else if (!isValidRut(item.clientId)) e.clientId = v.rut;
  return e;
}

/** The whole inscription (CAR-045, CAR-048…051). */
export interface InscriptionValues {
  items: readonly CarItemValues[];
  /** 'trucking' (a trucking company) or 'drivers' (its own drivers' RUTs). */
  carrier: 'trucking' | 'drivers';
  truckingIds: readonly string[];
  driverRuts: readonly string[];
  agentId: string;
  /** Weight of an indirect pickup (kg), as typed. */
  weight: string;
}

type Offered = { types: readonly string[]; conditions: readonly string[] };
type RowErrors = Partial<Record<keyof CarItemValues, string>>;
/**
 * A row's faults depend on its values, not on its VIN: kept by those values (per offer), so a grid
 * of thousands filled with the same document, condition and client checks them once.
 */
const rowCache = new WeakMap<Offered, Map<string, RowErrors>>();
const ROW_CACHE_MAX = 20_000;
function cachedRowErrors(item: CarItemValues, offered: Offered): RowErrors {
  let rows = rowCache.get(offered);
  if (!rows) rowCache.set(offered, (rows = new Map()));
  const key = `${item.documType}\u0000${item.documentacion}\u0000${item.condicionRetiro}\u0000${item.clientId}`;
  let found = rows.get(key);
  if (!found) {
    if (rows.size >= ROW_CACHE_MAX) rows.clear();
    rows.set(key, (found = carItemErrors(item, offered)));
  }
  return found;
}

export function inscriptionErrors(values: InscriptionValues, roles: readonly string[], offered: Offered) {
  const e: {
    grid?: string;
    truckingIds?: string;
    driverRuts?: string;
    agentId?: string;
    weight?: string;
    rows: Record<number, RowErrors>;
  } = { rows: {} };
  values.items.forEach((item, i) => {
    const row = cachedRowErrors(item, offered);
    if (Object.keys(row).length > 0) e.rows[i] = row;
  });
  // CAR-045: a marked document number is said once for the grid.
  if (Object.values(e.rows).some((r) => r.documentacion)) e.grid = m.gridError;
  if (values.carrier === 'trucking' && values.truckingIds.length === 0) e.truckingIds = v.required;
  if (values.carrier === 'drivers' && values.driverRuts.length === 0) e.driverRuts = v.required;
  if (values.carrier === 'drivers' && values.driverRuts.some((r) => !isValidRut(r))) e.driverRuts = v.rut;
  if (carChoosesAgent(roles) && !values.agentId.trim()) e.agentId = v.required;
  if (values.weight.trim() && inscriptionWeight(values.weight) === null) e.weight = v.number;
  return e;
}

/** Bulk fill of the grid (issue 17 §2): the chosen fields set on every row, or on the rows given. */
export function fillItems(
  items: readonly CarItemValues[],
  fields: Partial<Omit<CarItemValues, 'code'>>,
  only?: ReadonlySet<string>,
): CarItemValues[] {
  return items.map((item) => (only && !only.has(item.code) ? item : { ...item, ...fields }));
}

/** The inscription's weight in kg as Chileans write it ('4.200' is 4200, '4200,5' decimals), null when empty or unreadable. */
export function inscriptionWeight(text: string): number | null {
  if (!text.trim()) return null;
  const n = readChileanNumber(text, 'decimal');
  return n === undefined || n < 0 ? null : n;
}
