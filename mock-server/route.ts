/** A row of the mock's route table (routeTable.ts): (method, path) → permission → handler. */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { WireError, type LegacyCall } from '../src/domain/legacyCall';
import { badRequest, invalid } from './errors';
import type { Permission } from './guard';

export interface Route {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  permission: Permission;
  /** May pass the request on (`next('route')`) to the generic service. */
  handler: (req: Request, res: Response, next: NextFunction) => unknown;
  /**
   * The call's codec (src/domain/<area>/calls.ts): the request is decoded once, before the guard;
   * the guard reads `decodedOf(req)` and the handler `inputOf(req)`, never the raw request.
   */
  call?: LegacyCall<unknown>;
}

type Decoding = { ok: true; value: unknown } | { ok: false; error: WireError };
const decodings = new WeakMap<Request, Decoding>();

/** The step before the guard: decodes the request with the route's codec and keeps the result. */
export const decodeStep =
  (call: LegacyCall<unknown>): RequestHandler =>
  (req, _res, next) => {
    try {
      decodings.set(req, {
        ok: true,
        value: call.fromWire({
          params: req.params as Record<string, string>,
          query: req.query,
          body: req.body as unknown,
        }),
      });
    } catch (error) {
      if (!(error instanceof WireError)) throw error;
      decodings.set(req, { ok: false, error });
    }
    next();
  };

/**
 * For guards: the decoded request, or undefined when it could not be read (the guard then judges
 * the role alone, and the handler answers the 400).
 */
export function decodedOf<T>(req: Request): T | undefined {
  const d = decodings.get(req);
  return d?.ok ? (d.value as T) : undefined;
}

/** For handlers: the decoded request; one that could not be read is a 400 naming its fields. */
export function inputOf<T>(req: Request): T {
  const d = decodings.get(req);
  if (!d) throw new Error(`${req.method} ${req.path}: la ruta no declara su codec`);
  if (!d.ok)
    throw Object.keys(d.error.fields).length > 0 ? invalid({ ...d.error.fields }) : badRequest(d.error.message);
  return d.value as T;
}

/** A route for a codec's call: its method and path come from the codec. */
export function callRoute<Input>(
  call: LegacyCall<Input>,
  permission: Permission,
  handler: (input: Input, req: Request, res: Response) => unknown,
): Route {
  return {
    method: call.method.toLowerCase() as Route['method'],
    path: call.path,
    permission,
    call: call as LegacyCall<unknown>,
    handler: (req, res) => handler(inputOf<Input>(req), req, res),
  };
}
