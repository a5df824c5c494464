/** Portal users: one per entity that owns an account, plus the demo staff; demo passwords hashed. */
import { agentAuthorities, FUNCTIONARY_ROLE, storekeeperAuthorities } from '../agentRoles';
import { hashPassword } from '../passwords';
import type { CoreDb, UserRecord } from '../types';
import { makeUser, type NewUser } from '../users';
import type { SeedContext } from './context';
import { DEMO_PASSWORD, DEMO_USERS } from './demoUsers';

/** The collections whose records own portal accounts (named, so that new collections change nothing here). */
type Entities = Pick<
  CoreDb,
  'agent' | 'storekeeper' | 'deposito' | 'shippingAgent' | 'truckingcompany' | 'functionary' | 'client'
>;

function entityUsers(db: Entities): NewUser[] {
  const out: NewUser[] = [];
  for (const a of db.agent) {
    out.push({
      login: a.user.login,
      name: a.name,
      email: a.user.email,
      rut: a.id,
      authorities: agentAuthorities(a.role, a.isAgentCar),
      activated: a.user.activated,
      ownerType: 'agent',
      ownerId: a.id,
      agentId: a.id,
    });
  }
  for (const s of db.storekeeper) {
    // A storekeeper that is also a deposit holds both roles (it may flag depot functionaries, ADM-FUN-015).
    const authorities = storekeeperAuthorities(s.deposit);
    out.push({
      login: s.user.login,
      name: s.user.name ?? '',
      email: s.user.email,
      rut: s.id,
      authorities,
      activated: s.user.activated,
      ownerType: 'storekeeper',
      ownerId: s.id,
    });
  }
  for (const d of db.deposito) {
    // canEdit: a deposit that activates its functionaries manages them (ADM-DEP-003, ADM-FUN-008).
    out.push({
      login: d.user.login,
      name: d.user.name ?? '',
      email: d.user.email,
      rut: d.id,
      authorities: ['ROLE_AGA_DEPOSIT'],
      activated: d.user.activated,
      ownerType: 'deposito',
      ownerId: d.id,
      canEdit: d.activador,
    });
  }
  for (const s of db.shippingAgent) {
    out.push({
      login: s.user.login,
      name: s.user.name ?? '',
      email: s.user.email,
      rut: s.id,
      authorities: ['ROLE_AGN'],
      activated: s.user.activated,
      ownerType: 'shippingAgent',
      ownerId: s.id,
    });
  }
  for (const t of db.truckingcompany) {
    out.push({
      login: t.user.login,
      name: t.name,
      email: t.user.email,
      rut: t.id,
      authorities: ['ROLE_TRUCKINGCO'],
      activated: t.user.activated,
      ownerType: 'truckingcompany',
      ownerId: t.id,
    });
  }
  for (const f of db.functionary) {
    const role = f.agent_id
      ? FUNCTIONARY_ROLE.agent
      : f.storekeeper
        ? FUNCTIONARY_ROLE.storekeeper
        : f.agn
          ? FUNCTIONARY_ROLE.shippingAgent
          : FUNCTIONARY_ROLE.deposito;
    out.push({
      login: f.user.login,
      name: f.user.name ?? '',
      email: f.user.email,
      rut: f.rut,
      authorities: [role],
      activated: f.user.activated,
      ownerType: 'functionary',
      ownerId: f.id,
      agentId: f.agent_id,
    });
  }
  for (const c of db.client) {
    if (c.userEnabled !== true) continue;
    const sc = c.shipperConsignee as { name: string; contactInfo: { contactEmail: string } };
    // A foreign client's login is its free identification, which is no RUT (as /api/client/enableclient makes it).
    out.push({
      login: String(c.id),
      name: sc.name,
      email: sc.contactInfo.contactEmail,
      rut: c.clientChile === false ? null : String(c.id),
      authorities: ['ROLE_CLIENT'],
      activated: true,
      ownerType: 'client',
      ownerId: String(c.id),
    });
  }
  return out;
}

/** Entity users (no password: their owners set it through the activation e-mail) and demo users. */
export async function seedUsers({ ruts }: SeedContext, db: Entities): Promise<UserRecord[]> {
  const users = entityUsers(db).map((u, i) => makeUser(i + 1, u));
  const byLogin = new Map(users.map((u) => [u.login, u]));
  // One scrypt hash of the published demo password for every demo account (each hash costs ~40 ms
  // of CPU, and every server the tests start seeds anew); a password its owner changes gets its own salt.
  const demoHash = await hashPassword(DEMO_PASSWORD);
  for (const demo of DEMO_USERS) {
    let user = byLogin.get(demo.login);
    if (!user) {
      user = makeUser(0, {
        login: demo.login,
        name: demo.name,
        email: `${demo.login}@terminal.cl`,
        rut: ruts.person(`staff:${demo.login}`),
        authorities: [...demo.roles],
        activated: true,
        ownerType: null,
        ownerId: null,
      });
      users.push(user);
    }
    if (demo.lines) user.lines = [...demo.lines];
    if (demo.kEnabled) user.kEnabled = true;
    // The demo client is a second portal account of the first Chilean client with one (the car seed gives it vehicles).
    if (demo.entity === 'client') {
      const client = db.client.find((c) => c.userEnabled === true && c.clientChile !== false);
      if (client) Object.assign(user, { ownerType: 'client', ownerId: String(client.id), rut: null });
    }
    user.passwordHash = demoHash;
    if (demo.state === 'disabled') user.activated = false;
    if (demo.state === 'mustChange') user.mustChangePassword = true;
    if (demo.state === 'expired') user.passwordExpired = true;
  }
  // Staff users were appended with a placeholder id: number everyone in list order.
  let id = 0;
  for (const u of users) u.id = ++id;
  return users;
}
