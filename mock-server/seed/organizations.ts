/** Storekeepers (extraportuarios), deposits, shipping agencies (AGN) and line operators. */
import type { Deposit, LineOperator, ShippingAgent, Storekeeper } from '../types';
import { emailFor } from './codes';
import type { SeedContext } from './context';
import { LINE_OPERATORS } from './names';
import { core, suffix, surname, UniqueNames } from './naming';
import { demoEntity } from './demoUsers';
import { Random } from './random';

export const seedLineOperators = (): LineOperator[] => LINE_OPERATORS.map((l) => ({ id: l.id, name: l.name }));

/** Storekeeper codes (≤ 5): letters of the name's place word plus the record's number, so unique. */
function codeFor(name: string, index: number): string {
  const letters = name
    .replace(/^(Almacenes Extraportuarios|Extraportuario|Terminal Extraportuario)\s+/, '')
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toUpperCase()
    .slice(0, 3);
  const num = String(index + 1);
  return `${(letters || 'EXT').slice(0, 5 - num.length)}${num}`;
}

export function seedStorekeepers({ ruts, sizes }: SeedContext): Storekeeper[] {
  const rng = new Random('storekeepers');
  const names = new UniqueNames();
  const out: Storekeeper[] = [];
  for (let i = 0; i < sizes.storekeepers; i++) {
    const base = rng.pick(['Almacenes Extraportuarios', 'Extraportuario', 'Terminal Extraportuario']);
    const name = names.take(`${base} ${core(rng)} ${suffix(rng)}`);
    const id = ruts.company('storekeepers');
    const demo = demoEntity('storekeeper', i);
    out.push({
      id,
      code: codeFor(name, i),
      user: {
        login: demo?.login ?? id,
        name,
        email: emailFor('contacto', name),
        activated: i === 0 || rng.chance(0.9) || demo !== undefined,
      },
      opEmail: emailFor('operaciones', name),
      informar: rng.chance(0.5),
      deposit: depositFlagOf(demo?.login, rng.chance(0.3)),
    });
  }
  return out;
}

/**
 * A deposit storekeeper's account also holds AGA_DEPOSIT (seed/users.ts): the demo 'almacen' is one,
 * and 'bodega' and 'clave' stay plain storekeepers as documented. The draw is taken either way, so
 * the other records do not move.
 */
const depositFlagOf = (demoLogin: string | undefined, drawn: boolean): boolean => {
  if (demoLogin === undefined) return drawn;
  return demoLogin === 'almacen';
};

/** Deposit demo accounts: 'deposito' activates (and so manages) its functionaries, 'deposito2' does not. */
const activadorOf = (demoLogin: string | undefined, drawn: boolean): boolean =>
  demoLogin === undefined ? drawn : demoLogin === 'deposito';

export function seedDeposits({ ruts, sizes }: SeedContext): Deposit[] {
  const rng = new Random('deposits');
  const names = new UniqueNames();
  const out: Deposit[] = [];
  for (let i = 0; i < sizes.deposits; i++) {
    const name = names.take(`Depósito de Contenedores ${core(rng)} ${suffix(rng)}`);
    const id = ruts.company('deposits');
    const demo = demoEntity('deposito', i);
    const activated = rng.chance(0.9) || demo !== undefined;
    out.push({
      id,
      user: { login: demo?.login ?? id, name, email: emailFor('contacto', name), activated },
      opEmail: emailFor('operaciones', name),
      activador: activadorOf(demo?.login, rng.chance(0.5)),
    });
  }
  return out;
}

/** The first agency is the demo 'agn' account's; it always works with MSC and Hamburg Süd. The second is 'perfil''s. */
export function seedShippingAgents({ ruts, sizes }: SeedContext, lines: readonly LineOperator[]): ShippingAgent[] {
  const rng = new Random('shippingAgents');
  const names = new UniqueNames();
  const out: ShippingAgent[] = [];
  for (let i = 0; i < sizes.shippingAgents; i++) {
    const name = names.take(
      rng.chance(0.5)
        ? `Agencia Marítima ${core(rng)} ${suffix(rng)}`
        : `${surname(rng)} Agencia Naviera ${suffix(rng)}`,
    );
    const id = ruts.company('shippingAgents');
    const own = i === 0 ? lines.filter((l) => l.id === 'MSC' || l.id === 'HAMSUD') : rng.sample(lines, rng.int(1, 4));
    const demo = demoEntity('shippingAgent', i);
    out.push({
      id,
      user: {
        login: demo?.login ?? id,
        name,
        email: emailFor('contacto', name),
        activated: i === 0 || rng.chance(0.9) || demo !== undefined,
      },
      opEmail: emailFor('operaciones', name),
      role: 'AGN',
      linesOperators: own.map((l) => ({ id: l.id, name: l.name })),
    });
  }
  return out;
}
