// Where dependency-cruiser is, and the TypeScript it parses with.
import { existsSync, mkdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './proc.mjs';

export const cruiser = join(repoRoot, 'node_modules', 'dependency-cruiser');

/**
 * dependency-cruiser parses TypeScript with the TypeScript compiler API, which TypeScript 7 (the
 * project's compiler) no longer ships: it gets TypeScript 5 (devDependency `typescript5`) as its own,
 * linked where its imports look first.
 */
export function giveCruiserTypescript5() {
  const nested = join(cruiser, 'node_modules', 'typescript');
  if (existsSync(join(nested, 'package.json'))) return;
  mkdirSync(join(cruiser, 'node_modules'), { recursive: true });
  symlinkSync(join('..', '..', 'typescript5'), nested, 'dir');
}
