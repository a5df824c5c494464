/**
 * What the trail records of one record a write changed (ruling in rulings-audit): the fields that
 * differ between the record as last committed and as committed now, by path. Nested objects are
 * followed ('contactInfo.contactEmail'); a list of records with a key (a company's drivers by
 * RUT) is compared element by element ('drivers[12345678-9]'), so changing one driver records
 * that driver, not the whole list; any other list is one value. Secrets are only said to have
 * changed; a value longer than MAX_VALUE_CHARS is cut (bounded growth: an entry stays small).
 */
import type { AuditAction, AuditChange, AuditEntry } from './wire';

type Rec = Record<string, unknown>;

/** Fields whose values never reach the trail (the generic service hides the same ones). */
export const SECRET_FIELDS: readonly string[] = [
  'passwordHash',
  'activationKey',
  'resetKey',
  'resetDate',
  'password',
  'token',
];
export const MAX_VALUE_CHARS = 500;
/** Element fields that may name an element of a list of records, tried in this order. */
const ELEMENT_KEYS = ['id', 'cardId', 'rut', 'plate', 'login', 'code'];

const isPlain = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const isKey = (v: unknown) => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v));

/** The key field every element has, unique among them; undefined when none (or not records). */
function elementKey(list: readonly unknown[]): string | undefined {
  if (list.length === 0 || !list.every(isPlain)) return undefined;
  return ELEMENT_KEYS.find((k) => {
    const seen = new Set<string>();
    for (const e of list as Rec[]) {
      if (!isKey(e[k]) || seen.has(String(e[k]))) return false;
      seen.add(String(e[k]));
    }
    return true;
  });
}

/** path → value of a record's leaves (see the file's comment). */
export function flatten(record: Rec, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  for (const [name, value] of Object.entries(record)) {
    const path = prefix ? `${prefix}.${name}` : name;
    if (isPlain(value) && Object.keys(value).length > 0) flatten(value, path, out);
    else if (Array.isArray(value)) {
      const key = elementKey(value);
      if (key) for (const e of value as Rec[]) out.set(`${path}[${String(e[key])}]`, e);
      else out.set(path, value);
    } else out.set(path, value);
  }
  return out;
}

const lastName = (path: string) =>
  path
    .replace(/\[[^\]]*\]$/, '')
    .split('.')
    .pop() ?? path;
export const isSecretField = (path: string) => SECRET_FIELDS.includes(lastName(path));

/** A value as stored: as it is, or (too long) its text cut to MAX_VALUE_CHARS and marked with '…'. */
export function capped(value: unknown): unknown {
  const json = JSON.stringify(value) ?? '';
  if (json.length <= MAX_VALUE_CHARS) return value;
  const text = typeof value === 'string' ? value : json;
  return `${text.slice(0, MAX_VALUE_CHARS)}…`;
}

/** A list that became empty (or was) shows as its elements leaving, not as a '[]' beside them. */
const elementOf = (path: string, other: Map<string, unknown>) =>
  [...other.keys()].some((k) => k.startsWith(`${path}[`));

/** The changed fields between two states of a record (null: it did not exist). */
export function auditChanges(before: Rec | null, after: Rec | null): AuditChange[] {
  const b = before ? flatten(before) : new Map<string, unknown>();
  const a = after ? flatten(after) : new Map<string, unknown>();
  const changes: AuditChange[] = [];
  const paths = [...new Set([...a.keys(), ...b.keys()])];
  for (const field of paths) {
    const inB = b.has(field);
    const inA = a.has(field);
    const bv = b.get(field);
    const av = a.get(field);
    if (inB && inA && JSON.stringify(bv) === JSON.stringify(av)) continue;
    if (
      (!inB && Array.isArray(av) && av.length === 0 && elementOf(field, b)) ||
      (!inA && Array.isArray(bv) && bv.length === 0 && elementOf(field, a))
    )
      continue;
    if (isSecretField(field)) {
      changes.push({ field, hidden: true });
      continue;
    }
    const change: AuditChange = { field };
    if (inB && bv !== undefined) change.before = capped(bv);
    if (inA && av !== undefined) change.after = capped(av);
    changes.push(change);
  }
  return changes;
}

export interface AuditFacts {
  id: number;
  at: string;
  user: string;
  roles: readonly string[];
  area: string;
  call: string;
  recordType: string;
  recordId: string;
  before: Rec | null;
  after: Rec | null;
}

/** The entry for one record's change; null when nothing recordable changed (a touch that changed nothing). */
export function auditEntryOf(f: AuditFacts): AuditEntry | null {
  if (!f.before && !f.after) return null;
  const action: AuditAction = !f.before ? 'create' : !f.after ? 'delete' : 'update';
  const changes = auditChanges(f.before, f.after);
  if (action === 'update' && changes.length === 0) return null;
  return {
    id: f.id,
    at: f.at,
    user: f.user,
    roles: [...f.roles],
    area: f.area,
    recordType: f.recordType,
    recordId: f.recordId,
    action,
    call: f.call,
    changes,
  };
}
