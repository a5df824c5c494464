/**
 * The providers against the live mock server (port 8491): the contract of
 * docs/legacy-contract.md as the console's own data and auth providers use it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startServer } from '../../mock-server/server';
import { formatRut } from '../../src/domain/rut';
import { authProvider } from '../../src/providers/authProvider';
import { setApiRoot } from '../../src/providers/config';
import {
  createConsoleDataProvider as createDataProvider,
  type ConsoleDataProvider as PortalDataProvider,
} from '../../src/resources/consoleDataProvider';
import { ApiError, apiFetch, apiFetchRevalidated } from '../../src/providers/httpClient';
import { normalizeText } from '../../src/providers/listQuery';
import { clearSession, getToken } from '../../src/providers/session';
import { definitions } from '../../src/resources/registry';
import { contractBaseUrl, MOCK_ONLY } from '../mock/helpers';

type Rec = Record<string, unknown>;
const PASSWORD = 'Puerto#2026';
const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

let server: { url: string; close(): Promise<void> };
let dataDir: string;
let dp: PortalDataProvider;

const login = (username: string, password = PASSWORD) => authProvider.login({ username, password });
const listParams = (q = '', page = 1, perPage = 10, order: 'ASC' | 'DESC' = 'ASC') => ({
  filter: q ? { q } : {},
  pagination: { page, perPage },
  sort: { field: 'name', order },
});
/** The rejection of a call that must fail (a resolution fails the test). */
const failure = (call: Promise<unknown>) =>
  call.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e as ApiError,
  );

beforeAll(async () => {
  // npm run test:contract: the providers against that server as it is.
  if (contractBaseUrl) {
    setApiRoot(contractBaseUrl);
    return;
  }
  dataDir = await mkdtemp(path.join(tmpdir(), 'providers-mock-'));
  server = await startServer({ port: 8491, dataDir, quiet: true, reset: true });
  setApiRoot(server.url);
});

afterAll(async () => {
  clearSession();
  setApiRoot('');
  await server?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

beforeEach(() => {
  clearSession();
  dp = createDataProvider(definitions);
});

describe('live authProvider', () => {
  it('ACC-010 ACC-041 ROLE-002: login, account identity and permissions', async () => {
    await login('servicio');
    expect(getToken()).toEqual(expect.any(String));
    const identity = await authProvider.getIdentity!();
    expect(identity).toMatchObject({ id: 'servicio', fullName: 'Marcela Tapia', roles: ['ROLE_CUSTOMER_SERVICE'] });
    expect(await authProvider.getPermissions!({})).toEqual(['ROLE_CUSTOMER_SERVICE']);
    expect(await authProvider.canAccess!({ resource: 'agents', action: 'list' })).toBe(true);
    expect(await authProvider.canAccess!({ resource: 'agents', action: 'delete' })).toBe(false);
  });

  // MOCK_ONLY: counts supervisor's attempts from zero; tests/mock/session.test.ts leaves one on a shared server.
  it('ACC-013: a wrong password reports the remaining attempts; the right one logs in', MOCK_ONLY, async () => {
    const error = await login('supervisor', 'incorrecta').then(
      () => null,
      (e: Error) => e,
    );
    expect(error?.message).toBe('Usuario o contraseña incorrecto. Intentos restantes: 4');
    expect(getToken()).toBeNull();
    await login('supervisor');
    expect(getToken()).toEqual(expect.any(String));
  });

  it('ACC-016 ACC-017 ACC-018: disabled, must-change and expired accounts', async () => {
    expect(
      (
        await login('bloqueado').then(
          () => null,
          (e: Error) => e,
        )
      )?.message,
    ).toBe('Cuenta deshabilitada. Contacte al administrador.');
    expect(
      (
        await login('cambio').then(
          () => null,
          (e: Error) => e,
        )
      )?.message,
    ).toBe('Cambio de contraseña requerido. Seleccione una nueva contraseña para continuar.');
    expect(
      (
        await login('expirada').then(
          () => null,
          (e: Error) => e,
        )
      )?.message,
    ).toBe('Contraseña expirada. Es necesario un cambiar la contraseña para continuar.');
  });

  it('ACC-011: without a live token /api answers 401', async () => {
    const error = await failure(apiFetch('/agent/list'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(401);
    await expect(authProvider.checkError(error)).rejects.toEqual({ message: 'app.session.expired' });
  });
});

describe('live dataProvider', () => {
  it('ADM-AGA-001 ADM-SHELL-008 ADM-SHELL-009: agents list with search, sort and paging', async () => {
    await login('servicio');
    const all = await apiFetch<Rec[]>('/agent/list');
    expect(all.length).toBeGreaterThan(10);

    const page1 = await dp.getList('agents', listParams('', 1, 10));
    expect(page1.total).toBe(all.length);
    expect(page1.data).toHaveLength(10);
    const names = page1.data.map((a) => String(a.name));
    expect([...names].sort(collator.compare)).toEqual(names);
    const sortedAll = all.map((a) => String(a.name)).sort(collator.compare);
    expect(names).toEqual(sortedAll.slice(0, 10));
    const page2 = await dp.getList('agents', listParams('', 2, 10));
    expect(page2.data.map((a) => a.name)).toEqual(sortedAll.slice(10, 20));
    const desc = await dp.getList('agents', listParams('', 1, 5, 'DESC'));
    expect(desc.data.map((a) => a.name)).toEqual([...sortedAll].reverse().slice(0, 5));

    // A word of some agent's name, typed without accents and in upper case.
    const target = all[Math.floor(all.length / 2)];
    const word = String(target.name)
      .split(/\s+/)
      .find((w) => w.length >= 4)!;
    const q = normalizeText(word).toUpperCase();
    const found = await dp.getList('agents', listParams(q, 1, 100));
    const expected = all.filter(
      (a) =>
        ['id', 'name', 'codigoAduana'].some((f) => normalizeText(String(a[f] ?? '')).includes(normalizeText(word))) ||
        normalizeText(String((a.user as Rec)?.email ?? '')).includes(normalizeText(word)),
    );
    expect(found.total).toBe(expected.length);
    expect(found.data.map((a) => a.id)).toContain(target.id);

    // A RUT typed with dots finds its agent; two characters do not search at all.
    const byRut = await dp.getList('agents', listParams(formatRut(target.id), 1, 10));
    expect(byRut.data.map((a) => a.id)).toEqual([target.id]);
    expect((await dp.getList('agents', listParams(word.slice(0, 2), 1, 10))).total).toBe(all.length);
  });

  it('ADM-AGA-014 ADM-AGA-015: an invalid agent is refused with field errors and nothing is saved', async () => {
    await login('servicio');
    const before = await apiFetch<Rec[]>('/agent/list');
    const error = await failure(
      dp.create('agents', {
        data: {
          id: '76.086.428-0',
          name: 'RUT Malo Ltda',
          role: 'FORWARDER',
          isAgentCar: false,
          user: { email: 'rut.malo@correo.cl' },
        },
      }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.body.errors).toMatchObject({ id: 'Rut inválido' });
    expect(await apiFetch<Rec[]>('/agent/list')).toHaveLength(before.length);

    const agent = before[0];
    const badEmail = await failure(
      dp.update('agents', {
        id: agent.id as string,
        data: { ...agent, user: { ...(agent.user as Rec), email: 'no-es-correo' } },
        previousData: agent as never,
      }),
    );
    expect(badEmail.body.errors).toMatchObject({ 'user.email': 'Debe ser un Email válido' });
    expect(badEmail.message).toBe('Los datos enviados no son válidos - 400');
    expect(((await dp.getOne('agents', { id: agent.id as string })).data.user as Rec).email).toBe(
      (agent.user as Rec).email,
    );
  });

  it('ADM-AGA-008: a valid update persists', async () => {
    await login('servicio');
    const { data: list } = await dp.getList('agents', listParams('', 1, 1));
    const agent = list[0] as Rec & { id: string };
    const notes = `Revisado ${Date.now() % 100000}`;
    const { data: saved } = await dp.update('agents', { id: agent.id, data: { ...agent, notes }, previousData: agent });
    expect(saved).toMatchObject({ id: agent.id, notes });
    expect((await dp.getOne('agents', { id: agent.id })).data.notes).toBe(notes);
    // The cached list was dropped: the next list shows the change.
    const again = await dp.getList('agents', {
      filter: { q: agent.id },
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'name', order: 'ASC' },
    });
    expect(again.data.find((a) => a.id === agent.id)?.notes).toBe(notes);
  });

  // MOCK_ONLY: the legacy server may send no ETag (then every refetch is a plain 200).
  it(
    'an unchanged list revalidates to a 304 and keeps its rows; after a write the refetch brings the change',
    MOCK_ONLY,
    async () => {
      await login('servicio');
      const statuses: number[] = [];
      const revalidating = createDataProvider(definitions, {
        fetchRevalidated: async (p, etag, opts) => {
          const res = await apiFetchRevalidated(p, etag, opts);
          statuses.push(res.status);
          return res;
        },
      });
      const first = await revalidating.getList('agents', listParams('', 1, 1));
      revalidating.invalidate('agents');
      const again = await revalidating.getList('agents', listParams('', 1, 1));
      expect(statuses).toEqual([200, 304]);
      expect(again.data[0]).toBe(first.data[0]);

      const agent = first.data[0] as Rec & { id: string };
      await revalidating.runAction('agents', 'blockGate', agent);
      const after = await revalidating.getList('agents', {
        filter: { q: agent.id },
        pagination: { page: 1, perPage: 5 },
        sort: { field: 'name', order: 'ASC' },
      });
      expect(statuses).toEqual([200, 304, 200]);
      expect(after.data.find((a) => a.id === agent.id)?.activatedGate).toBe(agent.activatedGate === false);
      await revalidating.runAction('agents', 'blockGate', after.data.find((a) => a.id === agent.id)!);
    },
  );

  it('ADM-AGA-034 ADM-AGA-035 ADM-STK-013: block then unblock', async () => {
    await login('servicio');
    const { data: agents } = await dp.getList('agents', {
      filter: { 'user.activated': true },
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'name', order: 'ASC' },
    });
    const agent = agents[0] as Rec;
    const blocked = await dp.runAction('agents', 'block', agent);
    expect((blocked.data?.user as Rec).activated).toBe(false);
    const unblocked = await dp.runAction('agents', 'block', blocked.data!);
    expect((unblocked.data?.user as Rec).activated).toBe(true);

    const { data: storekeepers } = await dp.getList('storekeepers', {
      filter: {},
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'user.name', order: 'ASC' },
    });
    const storekeeper = storekeepers[0] as Rec;
    const active = (storekeeper.user as Rec).activated !== false;
    const toggled = await dp.runAction('storekeepers', 'block', storekeeper);
    expect((toggled.data?.user as Rec).activated).toBe(!active);
    const back = await dp.runAction('storekeepers', 'block', toggled.data!);
    expect((back.data?.user as Rec).activated).toBe(active);
    expect(((await dp.getOne('storekeepers', { id: storekeeper.id as string })).data.user as Rec).activated).toBe(
      active,
    );
  });

  it('ADM-AGA-044 ADM-AGA-041 ADM-AGA-043 ADM-AGA-045: trucking lookup, add and remove', async () => {
    await login('servicio');
    const { data: agents } = await dp.getList('agents', listParams('', 1, 1));
    const agentId = agents[0].id as string;
    const linked = await dp.agentTruckings(agentId);
    const all = await apiFetch<Rec[]>('/truckingcompany/searchall');
    const candidate = all.find((t) => !linked.some((l) => l.id === t.id))!;
    const word = String(candidate.name)
      .split(/\s+/)
      .find((w) => w.length >= 3)!;
    const suggestions = await dp.searchTruckings(word);
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(10);
    expect((await dp.searchTruckings(formatRut(candidate.id))).map((t) => t.id)).toEqual([candidate.id]);

    const added = await dp.addTrucking(agentId, candidate);
    expect(added.map((t) => t.id)).toContain(candidate.id);
    const duplicate = await failure(dp.addTrucking(agentId, candidate));
    expect(duplicate.message).toBe('El transportista ya ha sido agregado. - 409');
    const removed = await dp.removeTrucking(agentId, candidate);
    expect(removed.map((t) => t.id)).not.toContain(candidate.id);
    expect((await dp.agentTruckings(agentId)).map((t) => t.id).sort()).toEqual(linked.map((t) => t.id).sort());
  });

  it('ADM-LOP-002: an AGN lists only its own line operators', async () => {
    await login('servicio');
    const every = await dp.getList('lineOperators', {
      filter: {},
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'name', order: 'ASC' },
    });
    await login('agn');
    const own = await apiFetch<Rec[]>('/shippingAgent/getlinesoperatorsbylogin/agn');
    const mine = await createDataProvider(definitions).getList('lineOperators', {
      filter: {},
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'name', order: 'ASC' },
    });
    expect(mine.data.map((l) => l.id).sort()).toEqual(own.map((l) => l.id).sort());
    expect(mine.total).toBeLessThan(every.total!);
  });

  it("ERR-001 ACC-024: gate may not list agents: ApiError 403 'message - 403'", async () => {
    await login('gate');
    const error = await failure(dp.getList('agents', listParams()));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(403);
    expect(error.message).toBe('No tiene permisos para realizar esta operación. - 403');
    await expect(authProvider.checkError(error)).rejects.toMatchObject({ logoutUser: false });
    expect(getToken()).toEqual(expect.any(String));
  });
});
