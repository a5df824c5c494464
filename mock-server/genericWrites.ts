/**
 * Writes of the generic per-model service (POST /{model}, PUT|PATCH|DELETE /{model}/{id}) for the
 * models mapped to a resource. They answer what json-server's router answers (201 + Location and
 * the record, 200 and the record, 200 {} on delete) but change the store directly: json-server's
 * router spent more than half of a write's server time in its own layers and lodash chains.
 * Reads and queries stay json-server's (generic.ts).
 */
import { randomBytes } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { appMessages } from '../src/i18n/appMessages';
import { currentUser } from './auth';
import type { AppContext } from './context';
import { conflict, HttpError, notFound } from './errors';
import { genericRecord } from './genericRecord';
import type { GenericTarget } from './guard';
import { bodyObject } from './records';
import type { CollectionName, Store } from './store';
import type { Db, Rec } from './types';

/**
 * The agencies that work with each line, rebuilt only when the agencies changed (their
 * collection's version moved): a rename looks up its few agencies instead of scanning them all.
 */
class AgenciesByLine {
  private version = -1;
  private index = new Map<string, ShippingAgentRecord[]>();

  constructor(private readonly store: Store) {}

  of(lineId: unknown): readonly ShippingAgentRecord[] {
    const version = this.store.version('shippingAgent');
    if (version !== this.version) {
      this.index = new Map();
      for (const agency of this.store.db.shippingAgent) {
        for (const line of agency.linesOperators) {
          const agencies = this.index.get(line.id);
          if (agencies) agencies.push(agency);
          else this.index.set(line.id, [agency]);
        }
      }
      this.version = version;
    }
    return this.index.get(String(lineId)) ?? [];
  }
}

type ShippingAgentRecord = Db['shippingAgent'][number];
type AfterWrite = (record: Rec, before: Rec) => void;

/** Effects of an edit on other collections (recorded in the store like any change). */
function afterEditEffects(store: Store): Record<string, AfterWrite> {
  const agenciesByLine = new AgenciesByLine(store);
  return {
    // A renamed line keeps its name in the agencies that work with it.
    lineOperator: (r, before) => {
      if (before.name === r.name) return;
      for (const agency of agenciesByLine.of(r.id)) {
        const line = agency.linesOperators.find((l) => l.id === r.id);
        if (!line || line.name === String(r.name)) continue;
        line.name = String(r.name);
        store.touch('shippingAgent', agency);
      }
    },
  };
}

/** Ids compared as strings, as json-server (lodash-id) does (its reads; writes use the store's index). */
export function findById(collection: readonly Rec[], id: unknown): Rec | undefined {
  const wanted = String(id);
  for (const record of collection) {
    const own = record?.id;
    // Most ids are strings already: compare those as they are, convert only the others.
    if (own === wanted || (typeof own !== 'string' && own !== undefined && own !== null && String(own) === wanted))
      return record;
  }
  return undefined;
}

/**
 * The id of a record posted without one, made as json-server makes it: the highest numeric id + 1
 * while every id is a number, else a random code (one no record has).
 */
function newId(collection: readonly Rec[], taken: (id: string) => boolean): unknown {
  if (collection.length === 0) return 1;
  let max = -Infinity;
  for (const record of collection) {
    if (typeof record.id !== 'number' || !Number.isFinite(record.id)) {
      let id: string;
      do id = randomBytes(6).toString('base64url').slice(0, 7);
      while (taken(id));
      return id;
    }
    if (record.id > max) max = record.id;
  }
  return max + 1;
}

const decodeId = (id: string) => {
  try {
    return decodeURIComponent(id);
  } catch {
    throw new HttpError(400, appMessages.server.badJson);
  }
};

/** The stored record's key and values replaced by `next`'s, in place, as json-server does (others may hold it). */
function replaceContents(stored: Rec, next: Rec): void {
  const id = stored.id;
  for (const key of Object.keys(stored)) delete stored[key];
  Object.assign(stored, next);
  stored.id = id;
}

export function genericWrites(ctx: AppContext): RequestHandler {
  const { store } = ctx;
  const afterEdit = afterEditEffects(store);

  /** The record to store from the body (genericRecord.ts); 400 before anything is changed. */
  const checked = (req: Request, res: Response, resource: string, stored: Rec | undefined): Rec =>
    genericRecord(resource, bodyObject(req), stored, req.method, currentUser(res).authorities);

  const reply = (res: Response, status: number, data: unknown) => {
    store.commit().then(
      () => res.status(status).json(data),
      (err: unknown) => {
        ctx.log(`[mock] error al guardar: ${String(err)}`);
        res.status(500).json({ code: '500', message: appMessages.errors.generic });
      },
    );
  };

  return (req, res, next) => {
    const { model, id, resource } = res.locals.generic as GenericTarget;
    if (req.method === 'GET' || req.method === 'HEAD' || !resource) {
      next();
      return;
    }
    const name = model as CollectionName;
    const collection = store.db[name] as unknown as Rec[];
    if (id === undefined) {
      let record = checked(req, res, resource, undefined);
      if (record.id === undefined || record.id === null || record.id === '') {
        const { id: _none, ...fields } = record;
        record = { id: newId(collection, (id) => !!store.findById(name, id)), ...fields };
      } else if (store.findById(name, record.id)) {
        // A typed id (a code) that a record has already: 409 'Ya existe…', never a second record or an overwrite.
        throw conflict();
      }
      store.insert(name, record as never);
      res.setHeader('Access-Control-Expose-Headers', 'Location');
      res.location(
        `${req.protocol}://${req.get('host') ?? 'localhost'}${req.originalUrl.split('?')[0]}/${encodeURIComponent(String(record.id))}`,
      );
      reply(res, 201, record);
      return;
    }
    const stored = store.findById(name, decodeId(id)) as Rec | undefined;
    if (!stored) throw notFound();
    if (req.method === 'DELETE') {
      store.remove(name, stored as never);
      reply(res, 200, {});
      return;
    }
    const record = checked(req, res, resource, stored);
    const before = { ...stored };
    replaceContents(stored, record);
    store.touch(name, stored);
    afterEdit[model]?.(stored, before);
    reply(res, 200, stored);
  };
}
