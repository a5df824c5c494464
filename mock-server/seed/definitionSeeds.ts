/**
 * Seeds the collections of resource definitions that bring their own rows (`mock.seed`): the
 * definition gets the mock's seeded randomness and Chilean data through SeedTools, so it imports
 * nothing from the mock, and its rows are as deterministic as the rest of the seed.
 */
import type { SeedTools } from '../../src/resources/framework/types';
import { servedDefinitions } from '../registryModels';
import { emailFor } from './codes';
import type { SeedContext } from './context';
import { core, personName, suffix, UniqueNames } from './naming';
import { Random } from './random';

function seedTools(ctx: SeedContext, scale: number): SeedTools {
  const streams = new Map<string, Random>();
  const stream = (name: string) => {
    let rng = streams.get(name);
    if (!rng) streams.set(name, (rng = new Random(`definition:${name}`)));
    return rng;
  };
  const unique = new Map<string, UniqueNames>();
  return {
    scale,
    random: (name) => new Random(`definition-random:${name}`),
    companyRut: (name) => ctx.ruts.company(`definition:${name}`),
    personRut: (name) => ctx.ruts.person(`definition:${name}`),
    companyName: (name) => {
      let names = unique.get(name);
      if (!names) unique.set(name, (names = new UniqueNames()));
      const rng = stream(`company:${name}`);
      return names.take(`${core(rng)} ${suffix(rng)}`);
    },
    personName: (name) => personName(stream(`person:${name}`)).full,
    email: emailFor,
  };
}

/** model → rows for every definition served as a model the core seed does not hold (empty without a seed). */
export async function seedDefinitionCollections(
  ctx: SeedContext,
  scale: number,
  core: readonly string[],
): Promise<Record<string, unknown[]>> {
  const tools = seedTools(ctx, scale);
  const out: Record<string, unknown[]> = {};
  for (const definition of servedDefinitions()) {
    const { model, seed } = definition.mock!;
    if (core.includes(model)) {
      if (seed) throw new Error(`${definition.name}: la colección ${model} ya la siembra el mock; quite mock.seed`);
      continue;
    }
    out[model] = seed ? await seed(tools) : [];
  }
  return out;
}
