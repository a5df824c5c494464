/** A row of the mock's route table (routeTable.ts): (method, path) → permission → handler. */
import type { NextFunction, Request, Response } from 'express';
import type { Permission } from './guard';

export interface Route {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  permission: Permission;
  /** May pass the request on (`next('route')`) to the generic service. */
  handler: (req: Request, res: Response, next: NextFunction) => unknown;
}
