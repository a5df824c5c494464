/**
 * Line operators beyond the generic CRUD (which json-server serves): delete, and the lines of a
 * shipping agency (docs/legacy-contract.md, Line operators).
 */
import type { Request, Response } from 'express';
import { appMessages } from '../../src/i18n/appMessages';
import type { AppContext } from '../context';
import { conflict, notFound } from '../errors';
import { agencyLines, resolveAgency } from '../lookups';

export function lineOperatorRoutes(ctx: AppContext) {
  const { store } = ctx;
  const db = () => store.db;
  const mustFindAgency = (req: Request) => {
    const agency = resolveAgency(db(), String(req.params.login ?? ''));
    if (!agency) throw notFound();
    return agency;
  };
  const lineIdOf = (req: Request, name: string) =>
    String(req.params[name] ?? '')
      .trim()
      .toUpperCase();

  /** Removes the line and takes it off every agency's lines. */
  async function remove(req: Request, res: Response) {
    const id = lineIdOf(req, 'id');
    const index = db().lineOperator.findIndex((l) => l.id === id);
    if (index < 0) throw notFound();
    const removed = db().lineOperator[index]!;
    store.remove('lineOperator', removed);
    for (const agency of db().shippingAgent) {
      if (!agency.linesOperators.some((l) => l.id === id)) continue;
      agency.linesOperators = agency.linesOperators.filter((l) => l.id !== id);
      store.touch('shippingAgent', agency);
    }
    await store.commit();
    res.json(removed);
  }

  function agencyLinesByLogin(req: Request, res: Response) {
    res.json(agencyLines(db(), mustFindAgency(req)));
  }

  async function addLine(req: Request, res: Response) {
    const agency = mustFindAgency(req);
    const line = db().lineOperator.find((l) => l.id === lineIdOf(req, 'lineOperatorId'));
    if (!line) throw notFound();
    if (agency.linesOperators.some((l) => l.id === line.id)) throw conflict(appMessages.server.lineAlreadyAdded);
    agency.linesOperators.push({ id: line.id, name: line.name });
    store.touch('shippingAgent', agency);
    await store.commit();
    res.json(agencyLines(db(), agency));
  }

  async function deleteLine(req: Request, res: Response) {
    const agency = mustFindAgency(req);
    const id = lineIdOf(req, 'lineOperatorId');
    if (!agency.linesOperators.some((l) => l.id === id)) throw notFound();
    agency.linesOperators = agency.linesOperators.filter((l) => l.id !== id);
    store.touch('shippingAgent', agency);
    await store.commit();
    res.json(agencyLines(db(), agency));
  }

  return { remove, agencyLinesByLogin, addLine, deleteLine };
}
