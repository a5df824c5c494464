/** json-server 0.17 ships no types; only what the mock uses. */
declare module 'json-server' {
  import type { Request, RequestHandler, Response } from 'express';

  interface LowDb {
    getState(): unknown;
  }

  interface JsonRouter extends RequestHandler {
    db: LowDb;
    render: (req: Request, res: Response) => void;
    stack: { handle: { length: number } }[];
  }

  const jsonServer: {
    router(source: object, opts?: { foreignKeySuffix?: string }): JsonRouter;
  };
  export default jsonServer;
}
