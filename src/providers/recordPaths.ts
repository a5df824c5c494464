/**
 * A record's legacy paths: the {name} placeholders of a definition's endpoints filled from the record
 * (dotted fields), the context ({login}) or a value derived from the record; and the shapes the
 * data provider reads answers as.
 */
import type { ApiContext } from './resourceApi';
import { getPath } from './listQuery';

export type Rec = Record<string, unknown>;

export const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
/** The records of an answer that should be a list (anything else: none). */
export const rowsOf = (v: unknown): Rec[] => (Array.isArray(v) ? v.filter(isRec) : []);

/**
 * Path placeholders computed from the record rather than read from it.
 * POST /storekeeper/block/{id}/{block}: 'true' blocks an active record, 'false' unblocks it.
 */
export const DERIVED_PLACEHOLDERS: Record<string, (record: Rec) => string> = {
  block: (r) => (isRec(r.user) && r.user.activated === false ? 'false' : 'true'),
};

/** Replaces each {name} with its URL-encoded value; a missing value is an error, never a literal "{name}". */
export function fillPath(template: string, valueOf: (name: string) => unknown): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = valueOf(name);
    if (value === undefined || value === null || value === '' || typeof value === 'object') {
      throw new Error(`Falta el valor de {${name}} para ${template}`);
    }
    return encodeURIComponent(String(value));
  });
}

/** Value for a placeholder: the record's (dotted) field, else {login} from the context. */
export function fromRecord(record: Rec, ctx: ApiContext) {
  return (name: string): unknown => {
    const value = getPath(record, name);
    if (value !== undefined) return value;
    return name === 'login' ? ctx.login : undefined;
  };
}
