/**
 * /api/notification (docs/legacy-contract.md, Access and account; D1 §7 Notifications): each
 * caller sees and marks only their own; another user's id is 404, as if it did not exist.
 */
import type { Request, Response } from 'express';
import { appMessages } from '../../src/i18n/appMessages';
import { currentUser } from '../auth';
import type { AppContext } from '../context';
import { notFound } from '../errors';
import { isPlainObject, toBool } from '../records';
import type { Notification } from '../types';

/** The wire shape (the owner's login stays on the server). */
const dto = ({ id, watched, type, title, content, date, container, data }: Notification) => ({
  id,
  watched,
  type,
  title,
  content,
  date,
  container,
  data,
});

const newestFirst = (a: Notification, b: Notification) => b.date.localeCompare(a.date) || b.id - a.id;

export function notificationRoutes(ctx: AppContext) {
  const db = () => ctx.store.db;
  const sameLogin = (n: Notification, login: string) => n.login.toLowerCase() === login.toLowerCase();
  const own = (res: Response) =>
    db()
      .notification.filter((n) => sameLogin(n, currentUser(res).login))
      .sort(newestFirst);

  function mustFind(req: Request, res: Response): Notification {
    const id = Number(req.params.id);
    const found = Number.isInteger(id)
      ? db().notification.find((n) => n.id === id && sameLogin(n, currentUser(res).login))
      : undefined;
    if (!found) throw notFound(appMessages.server.notificationNotFound);
    return found;
  }

  function list(req: Request, res: Response) {
    const login = currentUser(res).login.toLowerCase();
    return ctx.lists.send(req, res, `notification/${login}`, ['notification'], () => own(res).map(dto));
  }

  function get(req: Request, res: Response) {
    res.json(dto(mustFind(req, res)));
  }

  /** POST /notification/{id}: the notification with `watched` from the body (the only field a user changes). */
  async function update(req: Request, res: Response) {
    const n = mustFind(req, res);
    if (isPlainObject(req.body) && 'watched' in req.body) {
      n.watched = toBool(req.body.watched);
      ctx.store.touch('notification', n);
      await ctx.store.commit();
    }
    res.json(dto(n));
  }

  async function watch(req: Request, res: Response) {
    const n = mustFind(req, res);
    if (!n.watched) {
      n.watched = true;
      ctx.store.touch('notification', n);
      await ctx.store.commit();
    }
    res.json(dto(n));
  }

  async function watchAll(_req: Request, res: Response) {
    const mine = own(res);
    if (mine.some((n) => !n.watched)) {
      for (const n of mine) n.watched = true;
      ctx.store.touch('notification', ...mine);
      await ctx.store.commit();
    }
    res.json(mine.map(dto));
  }

  return { list, get, update, watch, watchAll };
}
