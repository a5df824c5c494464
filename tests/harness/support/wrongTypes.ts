/**
 * Wrong-typed writes to every model a definition serves (GENERIC_MODELS): POST /{model} and
 * PUT/PATCH /{model}/{id}, each body a stored record with one form field given a value its kind
 * never holds (an object, a list, a number or a boolean for a text…), the field and value drawn
 * from the seeded PRNG. Each must be a 4xx that leaves the store as it was; where the generic
 * service answers (no table route takes the call), a 400 whose `fields` names that field.
 * Sequential, so the store's fingerprint before and after a call is that call's doing.
 */
import type { Route } from '../../../mock-server/route';
import type { Store } from '../../../mock-server/store';
import type { Random } from '../../../mock-server/seed/random';
import { GENERIC_MODELS } from '../../../mock-server/guard';
import { definitionOf } from '../../../src/resources/registry';
import type { SignedIn } from './accounts';
import { answeringRoute } from './expectation';
import { rngFor } from './fuzzCases';
import { jsonHeaders, send } from './http';
import { storeFingerprint } from './integrity';
import { concretePath, genericTargets, labelOf, type Target } from './targets';

type Row = Record<string, unknown>;
type Field = NonNullable<ReturnType<typeof definitionOf>>['fields'][number];

const TEXT_KINDS = ['text', 'textarea', 'rut', 'identification', 'email', 'code', 'date', 'datetime', 'password'];

/** Values no field of the kind holds (this harness's own table: what a form of that kind could never send). */
function wrongFor(field: Field): readonly unknown[] {
  if (TEXT_KINDS.includes(field.kind)) return [{ a: 1 }, ['x'], true, 12345];
  if (field.kind === 'boolean') return [{ a: 1 }, [true], 'quizás', 7];
  if (field.kind === 'select' && Array.isArray(field.defaultValue)) return [{ a: 1 }, 'x', true];
  return [{ a: 1 }, ['1'], false];
}

const setPath = (obj: Row, path: string, value: unknown) => {
  const keys = path.split('.');
  let cur = obj;
  for (const key of keys.slice(0, -1)) {
    if (typeof cur[key] !== 'object' || cur[key] === null || Array.isArray(cur[key])) cur[key] = {};
    cur = cur[key] as Row;
  }
  cur[keys[keys.length - 1]!] = value;
};

/** The form fields a call may set: a create's all; an edit's all but the id and those read-only on edit (kept as stored). */
function settable(resource: string, method: string): Field[] {
  const mode = method === 'post' ? 'create' : 'edit';
  const fields = definitionOf(resource)?.fields ?? [];
  return fields.filter(
    (f) => (f.form === true || f.form === mode) && (mode === 'create' || (f.source !== 'id' && !f.readOnlyOnEdit)),
  );
}

export interface WrongTypeResult {
  sent: number;
  /** Calls the generic service answered (400 naming the field expected). */
  generic: number;
  failures: string[];
}

function oneCall(
  rnd: Random,
  target: Target,
  resource: string,
  store: Store,
): { body: Row; field: string; value: unknown } | undefined {
  const fields = settable(resource, target.method);
  if (fields.length === 0) return undefined;
  const rows = store.db[target.collection as keyof typeof store.db] as unknown as Row[];
  const body = structuredClone(
    (target.body as Row | undefined) && Object.keys(target.body as Row).length > 0
      ? (target.body as Row)
      : (rows[0] ?? {}),
  );
  const field = rnd.pick(fields);
  const value = rnd.pick(wrongFor(field));
  setPath(body, field.source, value);
  return { body, field: field.source, value };
}

export async function runWrongTypes(
  base: string,
  store: Store,
  routes: readonly Route[],
  who: SignedIn,
  seed: number,
  perCall = 6,
): Promise<WrongTypeResult> {
  const targets = genericTargets(store.db).filter(
    (t) => GENERIC_MODELS[t.collection ?? ''] && ['post', 'put', 'patch'].includes(t.method),
  );
  const result: WrongTypeResult = { sent: 0, generic: 0, failures: [] };
  for (const [n, target] of targets.entries()) {
    const resource = GENERIC_MODELS[target.collection!]!;
    const generic = answeringRoute(routes, target) === undefined;
    for (let i = 0; i < perCall; i++) {
      const call = oneCall(rngFor(seed, 1_000_000 + n * perCall + i), target, resource, store);
      if (!call) break;
      const path = concretePath(target);
      const before = storeFingerprint(store.db);
      const r = await send(base, {
        method: target.method.toUpperCase(),
        path,
        headers: jsonHeaders(who.token),
        body: JSON.stringify(call.body),
      });
      result.sent++;
      if (generic) result.generic++;
      const where = `${labelOf(target)} ${call.field}=${JSON.stringify(call.value)}`;
      const fields = (r.json as { fields?: Record<string, unknown> } | undefined)?.fields;
      if (r.status < 400 || r.status >= 500) result.failures.push(`${where}: ${r.status} ${r.text.slice(0, 160)}`);
      else if (generic && (r.status !== 400 || typeof fields?.[call.field] !== 'string'))
        result.failures.push(
          `${where}: se esperaba 400 que nombre el campo, llegó ${r.status} ${r.text.slice(0, 160)}`,
        );
      if (storeFingerprint(store.db) !== before) result.failures.push(`${where}: cambió el almacén`);
    }
  }
  return result;
}
