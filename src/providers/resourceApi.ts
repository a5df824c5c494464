/**
 * What the data provider reads of a resource definition: its legacy calls (paths below /api as
 * API.md gives them), its search fields and its record actions' calls. The resource framework's
 * definitions (src/resources/framework/types.ts) extend it with everything the screens need.
 */

export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Legacy path below /api, with {id} / {login} / other placeholders. */
  path: string;
}

export interface ApiContext {
  /** The logged-in identity (login and roles), for paths like getlinesoperatorsbylogin/{login}. */
  login?: string;
  roles: readonly string[];
}

export interface WriteEndpoint extends Endpoint {
  /** Form record → legacy request body. Defaults to the record itself. */
  body?: (record: Record<string, unknown>, ctx: ApiContext) => unknown;
  /** Legacy response → record. Defaults to the response itself (or the sent record when empty). */
  result?: (response: unknown, sent: Record<string, unknown>) => Record<string, unknown>;
}

export interface ApiMap {
  /** Whole-collection call; search, filter, sort and paging happen in the data layer. */
  list: Endpoint | ((ctx: ApiContext) => Endpoint);
  getOne: Endpoint;
  create?: WriteEndpoint;
  update?: WriteEndpoint;
  delete?: Endpoint;
}

/** The part of a definition the data provider works with. */
export interface ResourceApi {
  name: string;
  api: ApiMap;
  search: readonly string[];
  /** The list's default order. */
  list?: { sort?: { field: string; order: 'ASC' | 'DESC' } };
  actions?: readonly { name: string; endpoint: WriteEndpoint }[];
}
