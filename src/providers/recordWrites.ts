/**
 * One record's calls: read it, create, update and delete it, and run a definition's record actions
 * (block, resend activation…), each as the definition's endpoint says (path placeholders, body and
 * result transforms), or through the legacy generic service (ra-data-simple-rest) when the
 * definition names its model. Every write drops the resource's kept collections, failed or not.
 */
import type { CreateParams, DeleteParams, Identifier, RaRecord, UpdateParams } from 'ra-core';
import type { Fetch } from './collectionCache';
import { genericModel, genericService } from './genericService';
import { DERIVED_PLACEHOLDERS, fillPath, fromRecord, isRec, type Rec } from './recordPaths';
import type { ApiContext, ResourceApi as ResourceDefinition, WriteEndpoint } from './resourceApi';

/** What runAction answers: the updated record when the server sent one (else null), and the raw answer. */
export interface ActionResult {
  data: Rec | null;
  response: unknown;
}

export interface RecordWritesDeps {
  definition: (resource: string) => ResourceDefinition;
  context: () => ApiContext;
  fetch: Fetch;
  /** Drops a resource's kept collections and prefetched records. */
  invalidate: (resource: string) => void;
}

export const unsupported = (resource: string, operation: string) =>
  new Error(`${resource}: ${operation} no está disponible`);

export function createRecordWrites({ definition, context, fetch: fetchFn, invalidate }: RecordWritesDeps) {
  // Single-record calls that are the legacy generic service's go through ra-data-simple-rest.
  const rest = genericService(fetchFn);

  /** Sends a write (create/update/action) as its endpoint says: path placeholders, body transform. */
  async function write(
    endpoint: WriteEndpoint,
    record: Rec,
    ctx: ApiContext,
    valueOf: (name: string) => unknown,
    defaultBody: boolean,
  ) {
    const path = fillPath(endpoint.path, valueOf);
    const body = endpoint.body ? endpoint.body(record, ctx) : defaultBody ? record : undefined;
    return fetchFn<unknown>(path, { method: endpoint.method, body });
  }

  /** The record a write answered (through the endpoint's result transform), else the one sent. */
  function resultOf(endpoint: WriteEndpoint, response: unknown, sent: Rec): Rec {
    const out = endpoint.result && isRec(response) ? endpoint.result(response, sent) : response;
    if (!isRec(out)) return sent;
    return out.id === undefined ? { ...out, id: sent.id } : out;
  }

  async function getOne(resource: string, id: Identifier): Promise<Rec> {
    const d = definition(resource);
    const model = genericModel(d, 'getOne');
    const path = fillPath(d.api.getOne.path, (name) => (name === 'id' ? id : undefined));
    const res = model
      ? (await rest.getOne(model, { id })).data
      : await fetchFn<unknown>(path, { method: d.api.getOne.method });
    if (!isRec(res)) throw new Error(`${resource}/${id}: respuesta vacía`);
    return res.id === undefined ? { ...res, id } : res;
  }

  // react-admin types an answer by its caller's RecordType; the records are the server's own.
  async function create<R extends RaRecord>(resource: string, params: CreateParams) {
    const d = definition(resource);
    const endpoint = d.api.create;
    if (!endpoint) throw unsupported(resource, 'create');
    const ctx = context();
    const sent = params.data as Rec;
    const model = genericModel(d, 'create');
    try {
      const res = model
        ? (await rest.create(model, { data: sent })).data
        : await write(endpoint, sent, ctx, fromRecord(sent, ctx), true);
      return { data: resultOf(endpoint, res, sent) as R };
    } finally {
      invalidate(resource);
    }
  }

  async function update<R extends RaRecord>(resource: string, params: UpdateParams) {
    const d = definition(resource);
    const endpoint = d.api.update;
    if (!endpoint) throw unsupported(resource, 'update');
    const ctx = context();
    const sent: Rec = { ...(params.data as Rec), id: (params.data as Rec).id ?? params.id };
    const model = genericModel(d, 'update');
    try {
      const res = model
        ? (await rest.update(model, { id: params.id, data: sent, previousData: params.previousData })).data
        : await write(endpoint, sent, ctx, (name) => (name === 'id' ? params.id : fromRecord(sent, ctx)(name)), true);
      return { data: resultOf(endpoint, res, sent) as R };
    } finally {
      invalidate(resource);
    }
  }

  async function remove<R extends RaRecord>(resource: string, params: DeleteParams) {
    const d = definition(resource);
    const endpoint = d.api.delete;
    if (!endpoint) throw unsupported(resource, 'delete');
    const record: Rec = { ...(params.previousData as Rec | undefined), id: params.id };
    const model = genericModel(d, 'delete');
    try {
      if (model) await rest.delete(model, { id: params.id, previousData: params.previousData });
      else await fetchFn<unknown>(fillPath(endpoint.path, fromRecord(record, context())), { method: endpoint.method });
    } finally {
      invalidate(resource);
    }
    return { data: record as R };
  }

  /** A definition's RecordAction; `params` override path placeholders. */
  async function runAction(
    resource: string,
    actionName: string,
    record: Rec,
    params: Record<string, string> = {},
  ): Promise<ActionResult> {
    const d = definition(resource);
    const action = d.actions?.find((a) => a.name === actionName);
    if (!action) throw unsupported(resource, actionName);
    const ctx = context();
    const valueOf = (name: string): unknown =>
      params[name] ?? DERIVED_PLACEHOLDERS[name]?.(record) ?? fromRecord(record, ctx)(name);
    try {
      const response = await write(action.endpoint, record, ctx, valueOf, false);
      let data: Rec | null = null;
      if (action.endpoint.result && isRec(response)) data = action.endpoint.result(response, record);
      else if (isRec(response) && response.id !== undefined) data = response;
      return { data, response };
    } finally {
      invalidate(resource);
    }
  }

  return { getOne, create, update, remove, runAction };
}
