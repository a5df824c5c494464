/** Mock server: /api/notification, each caller's own (docs/legacy-contract.md, Access and account). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appMessages } from '../../src/i18n/appMessages';
import { containerCheckDigit } from '../../mock-server/seed/codes';
import { startMock, type Mock, type Rec, type Reply } from './helpers';

type Call = (method: string, path: string, json?: unknown) => Promise<Reply>;

let mock: Mock;
let aga: Call;
let fun: Call;

beforeAll(async () => {
  mock = await startMock();
  aga = await mock.as('aga');
  fun = await mock.as('funcionario');
});

afterAll(async () => {
  await mock?.dispose();
});

const validContainer = (c: string) => /^[A-Z]{3}U\d{7}$/.test(c) && c.slice(10) === containerCheckDigit(c.slice(0, 10));

describe('GET /api/notification', () => {
  it('NOT-002 NOT-009: the caller’s own list, newest first, in the contract shape', async () => {
    const r = await aga('GET', '/api/notification');
    expect(r.status).toBe(200);
    const list = r.body as Rec[];
    expect(list.length).toBeGreaterThanOrEqual(10);
    for (const n of list)
      expect(Object.keys(n).sort()).toEqual(['container', 'content', 'data', 'date', 'id', 'title', 'type', 'watched']);
    const dates = list.map((n) => n.date as string);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const d of dates) expect(new Date(d).toISOString()).toBe(d);
    const types = new Set(list.map((n) => n.type));
    for (const t of ['APPOINTMENT', 'DRC', 'INVOICE', 'INFO']) expect(types.has(t), t).toBe(true);
    expect(list.some((n) => n.watched === false)).toBe(true);
    expect(list.some((n) => n.watched === true)).toBe(true);
    const others = new Set(((await fun('GET', '/api/notification')).body as Rec[]).map((n) => n.id));
    expect(others.size).toBeGreaterThanOrEqual(10);
    for (const n of list) expect(others.has(n.id)).toBe(false);
  });

  it('NOT-006 NOT-007: APPOINTMENT and DRC name a valid container and carry containerId and operationId', async () => {
    for (const call of [aga, fun, await mock.as('aga2'), await mock.as('vencido')]) {
      const list = (await call('GET', '/api/notification')).body as Rec[];
      const pickups = list.filter((n) => n.type === 'APPOINTMENT' || n.type === 'DRC');
      expect(pickups.length).toBeGreaterThanOrEqual(4);
      expect(list.filter((n) => !n.watched).length).toBeGreaterThanOrEqual(2);
      for (const n of pickups) {
        expect(validContainer(n.container), n.container).toBe(true);
        expect(Number.isInteger(n.data.containerId) && Number.isInteger(n.data.operationId)).toBe(true);
        expect(n.content).toContain(n.container);
      }
    }
  });

  it('NOT-001: roles without the bell are 403 on every notification call; no token is 401', async () => {
    const id = ((await aga('GET', '/api/notification')).body as Rec[])[0]!.id;
    for (const login of ['servicio', 'perfil', 'bodega']) {
      const call = await mock.as(login);
      for (const [method, path] of [
        ['GET', '/api/notification'],
        ['GET', `/api/notification/${id}`],
        ['POST', `/api/notification/${id}`],
        ['PUT', `/api/notification/${id}/watch`],
        ['PUT', '/api/notification/watch'],
      ] as const) {
        const r = await call(method, path, method === 'GET' ? undefined : { watched: true });
        expect(r.status, `${login} ${method} ${path}`).toBe(403);
        expect(r.body).toEqual({ code: '403', message: appMessages.server.forbidden });
      }
    }
    expect((await mock.call('GET', '/api/notification')).status).toBe(401);
  });
});

describe('one notification', () => {
  it('NOT-009: GET /api/notification/{id} gives one of the caller’s; another user’s or an unknown id is 404', async () => {
    const mine = ((await aga('GET', '/api/notification')).body as Rec[])[0]!;
    expect((await aga('GET', `/api/notification/${mine.id}`)).body).toEqual(mine);
    const theirs = ((await fun('GET', '/api/notification')).body as Rec[])[0]!;
    for (const id of [theirs.id, 999_999, 'abc']) {
      const r = await aga('GET', `/api/notification/${id}`);
      expect(r.status, String(id)).toBe(404);
      expect(r.body).toEqual({ code: '404', message: appMessages.server.notificationNotFound });
    }
    for (const [method, path] of [
      ['POST', `/api/notification/${theirs.id}`],
      ['PUT', `/api/notification/${theirs.id}/watch`],
    ] as const) {
      expect((await aga(method, path, { watched: true })).status).toBe(404);
    }
    expect(((await fun('GET', `/api/notification/${theirs.id}`)).body as Rec).watched).toBe(theirs.watched);
  });

  it('NOT-005: PUT /api/notification/{id}/watch marks it seen; POST /api/notification/{id} sets watched from the body', async () => {
    const unseen = ((await aga('GET', '/api/notification')).body as Rec[]).find((n) => !n.watched)!;
    const watched = await aga('PUT', `/api/notification/${unseen.id}/watch`);
    expect(watched.status).toBe(200);
    expect(watched.body).toEqual({ ...unseen, watched: true });
    expect((await aga('GET', `/api/notification/${unseen.id}`)).body.watched).toBe(true);
    const back = await aga('POST', `/api/notification/${unseen.id}`, {
      ...unseen,
      watched: false,
      title: 'cambiado',
      type: 'INFO',
    });
    expect(back.body).toEqual({ ...unseen, watched: false });
    // A body without watched changes nothing.
    expect((await aga('POST', `/api/notification/${unseen.id}`, {})).body.watched).toBe(false);
  });

  it('NOT-004: PUT /api/notification/watch marks all of the caller’s seen, nobody else’s', async () => {
    const funUnseen = ((await fun('GET', '/api/notification')).body as Rec[]).filter((n) => !n.watched).length;
    expect(funUnseen).toBeGreaterThan(0);
    const r = await aga('PUT', '/api/notification/watch');
    expect(r.status).toBe(200);
    const list = r.body as Rec[];
    expect(list.length).toBeGreaterThanOrEqual(10);
    expect(list.every((n) => n.watched === true)).toBe(true);
    expect(((await aga('GET', '/api/notification')).body as Rec[]).every((n) => n.watched)).toBe(true);
    expect(((await fun('GET', '/api/notification')).body as Rec[]).filter((n) => !n.watched).length).toBe(funUnseen);
  });
});
