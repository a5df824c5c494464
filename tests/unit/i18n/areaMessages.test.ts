/**
 * The operational areas' texts load with their screens (not in the first load): every app.<namespace>
 * that an area's files read through the i18n provider is either in the first-load messages or
 * among the texts the area declares, and adding them makes the keys resolve.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { areas } from '../../../src/custom/areas/registry';
import { appMessages } from '../../../src/i18n/appMessages';
import { addAppMessages, i18nProvider } from '../../../src/i18n/i18nProvider';

const SRC = join(__dirname, '../../../src/custom');

/** The app.<namespace> names written in an area folder's source files. */
function namespacesUsedBy(folder: string): Set<string> {
  const used = new Set<string>();
  for (const file of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file)) continue;
    for (const m of readFileSync(join(folder, file), 'utf8').matchAll(/['"`]app\.([A-Za-z]+)\./g)) used.add(m[1]!);
  }
  return used;
}

/**
 * The area folder whose manifest (area.ts) spreads the contract that declares `path` (a folder is
 * named for its area, not always for its path; the path is in src/domain/<area>/contract.ts).
 */
function folderOf(path: string): string {
  const declares = (manifest: string) => {
    const [, name, from] = /import \{ (\w+Contract) \} from '([^']+)'/.exec(manifest) ?? [];
    if (!name || !from) return false;
    const contract = readFileSync(`${join(SRC, 'x', from)}.ts`, 'utf8');
    return new RegExp(`export const ${name} = defineAreaContract\\(\\{\\s*path: '${path}'`).test(contract);
  };
  const folder = readdirSync(SRC, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .find((d) => {
      try {
        return declares(readFileSync(join(SRC, d.name, 'area.ts'), 'utf8'));
      } catch {
        return false;
      }
    });
  if (!folder) throw new Error(`no src/custom/*/area.ts declares path '${path}'`);
  return join(SRC, folder.name);
}

describe('CONST-001: area texts reach the i18n provider when the area loads', () => {
  it.each(areas.map((a) => [a.path, a] as const))(
    'CONST-001: /%s reads only texts it loads or the first load has',
    async (path, area) => {
      const declared = area.messages ? Object.keys(await area.messages()) : [];
      for (const ns of namespacesUsedBy(folderOf(path))) {
        expect(ns in appMessages || declared.includes(ns), `app.${ns} read in the /${path} area`).toBe(true);
      }
    },
  );

  it("CONST-001: the terminal areas' texts are not in the first load, and resolve once added", async () => {
    const key = 'app.visitScreens.gatePass.notFound';
    expect('visitScreens' in appMessages).toBe(false);
    expect(i18nProvider.translate(key)).toBe(key);
    const gatePass = areas.find((a) => a.path === 'gatePass')!;
    await addAppMessages(await gatePass.messages!());
    expect(i18nProvider.translate(key)).toBe('No se encontró el GatePass');
    expect(i18nProvider.translate('app.validation.required')).toBe('Requerido');
  });
});
