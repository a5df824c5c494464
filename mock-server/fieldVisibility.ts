/**
 * What the mock's answers leave out per caller (ruling P78): the models whose records carry
 * field-level show rows, and the answer helpers every route serving them uses — one record, a list,
 * and the list cache's key (each visibility its own cached body).
 */
import type { Response } from 'express';
import { hiddenFields, withoutFields } from '../src/domain/fieldVisibility';
import { currentUser } from './auth';
import { projected, type ProjectedList } from './jsonSlices';

/** Model (store collection) → the resource its field rows are declared under (src/domain/permissions.ts). */
const RESOURCE_OF_MODEL: Readonly<Record<string, string>> = {
  agent: 'agents',
  truckingcompany: 'truckingCompanies',
  client: 'clients',
};

const hiddenFor = (res: Response, model: string): string[] => {
  const resource = RESOURCE_OF_MODEL[model];
  return resource ? hiddenFields(resource, currentUser(res)?.authorities ?? []) : [];
};

/** The record, or each record of a list, as the caller may see it. */
export function visible<T>(res: Response, model: string, data: T): T {
  const hidden = hiddenFor(res, model);
  if (hidden.length === 0) return data;
  return (Array.isArray(data) ? data.map((r: unknown) => withoutFields(r, hidden)) : withoutFields(data, hidden)) as T;
}

/**
 * A list cache build() answer (ctx.lists.send) as the caller may see it: each record shaped as its
 * slice is serialized (projected), never all 100,000 copied before the first byte (ruling P82).
 */
export function visibleList<T>(res: Response, model: string, rows: readonly T[]): readonly T[] | ProjectedList<T> {
  const hidden = hiddenFor(res, model);
  return hidden.length === 0 ? rows : projected(rows, (r) => withoutFields(r, hidden));
}

/** The list cache's key for this caller: one body per set of hidden fields. */
export const visibleKey = (res: Response, model: string, key: string): string => {
  const hidden = hiddenFor(res, model);
  return hidden.length === 0 ? key : `${key}#sin:${hidden.join(',')}`;
};
