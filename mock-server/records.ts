/** Small helpers over plain JSON records and request input. */
import type { Request } from 'express';
import { getPath } from '../src/domain/validators';
import { definitionOf } from '../src/resources/registry';
import { appMessages } from '../src/i18n/appMessages';
import { badRequest } from './errors';
import type { Rec } from './types';

export { getPath };

export const isPlainObject = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The JSON body as an object, else 400 (a list, a string or nothing is not a record). */
export function bodyObject(req: Request): Rec {
  if (!isPlainObject(req.body)) throw badRequest(appMessages.server.badJson);
  return req.body;
}

export function hasPath(obj: unknown, path: string): boolean {
  let cur: unknown = obj;
  for (const key of path.split('.')) {
    if (!isPlainObject(cur) || !(key in cur)) return false;
    cur = cur[key];
  }
  return true;
}

export function setPath(obj: Rec, path: string, value: unknown): void {
  const keys = path.split('.');
  let cur = obj;
  for (const key of keys.slice(0, -1)) {
    if (!isPlainObject(cur[key])) cur[key] = {};
    cur = cur[key] as Rec;
  }
  cur[keys[keys.length - 1] as string] = value;
}

/** Removes a dotted path's last key (its parents stay). */
export function deletePath(obj: Rec, path: string): void {
  const keys = path.split('.');
  let cur: unknown = obj;
  for (const key of keys.slice(0, -1)) {
    if (!isPlainObject(cur)) return;
    cur = cur[key];
  }
  if (isPlainObject(cur)) delete cur[keys[keys.length - 1] as string];
}

/** `/block/{id}/{block}`: the path carries the target state, true blocks and false unblocks; anything else is a 400. */
export function blockTarget(req: Request): boolean {
  const target = String(req.params.block ?? '').toLowerCase();
  if (target !== 'true' && target !== 'false')
    throw badRequest(appMessages.server.validation, { block: appMessages.validation.other });
  return target === 'true';
}

// Form booleans arrive as true/false, "true"/"false", 1/0 ("deposit: 1 means true", D1 §3); texts
// are trimmed, null when empty: the legacy values read the one way the calls' codecs read them.
export { optionalText as toText, truthy as toBool } from '../src/domain/legacyCall';

/** Editable field paths of a resource's form (its definition's form fields). */
export function formFields(resource: string): string[] {
  const definition = definitionOf(resource);
  if (!definition) throw new Error(`Unknown resource ${resource}`);
  return definition.fields.filter((f) => f.form).map((f) => f.source);
}

/**
 * Public origin of the console, for links in e-mails: the calling page's (Origin, else Referer:
 * browsers send them, and behind the dev proxy Host is the mock's own port), else this server's.
 */
export function baseUrl(req: Request): string {
  for (const header of [req.get('origin'), req.get('referer')]) {
    if (!header) continue;
    try {
      const url = new URL(header);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
    } catch {
      /* not a URL: try the next one */
    }
  }
  return `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}
