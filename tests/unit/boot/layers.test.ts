/**
 * The layer check (scripts/lint-layers.mjs, a step of npm test) really fails: the project's
 * dependency-cruiser rules, run on a small tree written here, report an upward import, a cycle, an
 * area importing another area and the mock importing the console's providers; a clean tree passes.
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { giveCruiserTypescript5 } from '../../../scripts/cruiser.mjs';

const require = createRequire(import.meta.url);
const config = require('../../../.dependency-cruiser.cjs') as {
  forbidden: unknown[];
  options: Record<string, unknown>;
};
let dir: string;

async function tree(files: Record<string, string>): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
}

/** rule name → the violations' "from → to", cruising the tree with the project's rules. */
async function violations(): Promise<Record<string, string[]>> {
  giveCruiserTypescript5();
  const { cruise } = (await import('dependency-cruiser')) as unknown as {
    cruise: (
      files: string[],
      opts: object,
    ) => Promise<{ output: { summary: { violations: { rule: { name: string }; from: string; to: string }[] } } }>;
  };
  const cwd = process.cwd();
  process.chdir(dir);
  try {
    const { tsConfig: _ignored, ...options } = config.options;
    const result = await cruise(['src', 'mock-server'], {
      ...options,
      ruleSet: { forbidden: config.forbidden },
      validate: true,
    });
    const out: Record<string, string[]> = {};
    for (const v of result.output.summary.violations) (out[v.rule.name] ??= []).push(`${v.from} → ${v.to}`);
    return out;
  } finally {
    process.chdir(cwd);
  }
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'layers-'));
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

it('the layer rules report an upward import, a cycle, an area importing another and the mock reaching the console', async () => {
  await tree({
    'src/i18n/texts.ts': "import { rule } from '../domain/rule';\nexport const text = rule;\n",
    'src/domain/rule.ts': "import { other } from './other';\nexport const rule = 1 + other;\n",
    'src/domain/other.ts': "import { rule } from './rule';\nexport const other = rule;\n",
    'src/custom/import/screen.ts': "import { tracked } from '../tracking/list';\nexport const screen = tracked;\n",
    'src/custom/tracking/list.ts': 'export const tracked = 1;\n',
    'src/providers/http.ts': 'export const http = 1;\n',
    'mock-server/route.ts': "import { http } from '../src/providers/http';\nexport const route = http;\n",
  });
  const found = await violations();
  expect(found['layer-i18n']).toEqual(['src/i18n/texts.ts → src/domain/rule.ts']);
  expect(found['no-circular']?.length).toBeGreaterThan(0);
  expect(found['areas-apart']).toEqual(['src/custom/import/screen.ts → src/custom/tracking/list.ts']);
  expect(found['mock-beside-app']).toEqual(['mock-server/route.ts → src/providers/http.ts']);
}, 30_000);

it('a tree whose imports point down, with a shared folder under the areas, passes', async () => {
  await tree({
    'src/i18n/texts.ts': "export const text = 'Hola';\n",
    'src/domain/rule.ts': "import { text } from '../i18n/texts';\nexport const rule = text;\n",
    'src/custom/terminal/client.ts': "import { rule } from '../../domain/rule';\nexport const client = rule;\n",
    'src/custom/import/screen.ts': "import { client } from '../terminal/client';\nexport const screen = client;\n",
    'mock-server/route.ts': "import { rule } from '../src/domain/rule';\nexport const route = rule;\n",
  });
  expect(await violations()).toEqual({});
}, 30_000);
