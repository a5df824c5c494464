/** json-server 0.17 ships no types; only what the mock uses. */
declare module 'json-server' {
  import type { Request, RequestHandler, Response } from 'express';

  interface LowDb {
    getState(): unknown;
    /** The lodash instance holding lodash-id's mixins (getById, insert, updateById…). */
    _: { mixin(source: Record<string, (...args: never[]) => unknown>): void };
  }

  interface JsonRouter extends RequestHandler {
    db: LowDb;
    render: (req: Request, res: Response) => void;
    stack: { handle: { name: string; length: number; stack?: unknown } }[];
  }

  const jsonServer: {
    router(source: object, opts?: { foreignKeySuffix?: string }): JsonRouter;
  };
  export default jsonServer;
}
