/**
 * Vite plugin: writes into index.html, as a JSON block the page's first module reads
 * (src/boot/routePreload.ts), the resource names, their fixed list calls and, for each view kind
 * (list, show, edit, create), the chunks its generated view needs beyond the entry's own. The
 * names and calls come from the resource registry itself, run once per build, so they are never
 * listed by hand.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { build, type OutputBundle, type OutputChunk } from 'rolldown';
import { VIEW_MODULES } from './vite-route-chunks';

const ELEMENT_ID = 'route-chunks';

/** The page's first module, bundled on its own into one small file (no chunk it must wait for). */
const ROUTE_PRELOAD_ENTRY = 'src/boot/routePreload.ts';

async function bundlePreload(root: string): Promise<string> {
  const out = await build({
    cwd: root,
    input: ROUTE_PRELOAD_ENTRY,
    write: false,
    output: { format: 'esm', minify: true },
    logLevel: 'silent',
  });
  return out.output[0].code;
}

interface ListCall {
  method: string;
  path: string;
}

/**
 * The resource names, and each resource's list call when it is fixed (the same for every caller:
 * no path placeholder, not chosen by role or login), with its path from the server root as the
 * console's httpClient resolves it: the page's first module starts it (src/boot/routePreload.ts).
 */
interface Facts {
  names: string[];
  lists: Record<string, ListCall>;
  /** Area folder (src/custom/<folder>/area.ts) → the area's path, the roles that may open it and its screens' first reads (paths from the server root). */
  areaPaths: Record<string, { path: string; roles: string[]; reads: [string, string][] }>;
}

function resourceFacts(root: string): Facts {
  const script = `Promise.all([import('./src/resources/registry.ts'), import('./src/providers/httpClient.ts'), import('node:fs'), import('./src/custom/areas/registry.ts'), import('./src/domain/permissions.ts'), import('./src/domain/roles.ts')]).then(async ([m, h, fs, _areas, p, r]) => {
    const names = m.definitions.map((d) => d.name);
    const lists = {};
    for (const d of m.definitions) {
      const list = d.api.list;
      if (typeof list === 'function' || !list || list.path.includes('{')) continue;
      lists[d.name] = { method: list.method ?? 'GET', path: h.resolvePath(list.path) };
    }
    const areaPaths = {};
    for (const folder of fs.readdirSync('src/custom')) {
      if (!fs.existsSync('src/custom/' + folder + '/area.ts')) continue;
      const manifest = await import('./src/custom/' + folder + '/area.ts').catch(() => ({}));
      const area = Object.values(manifest).find((v) => v && typeof v === 'object' && typeof v.path === 'string' && typeof v.screens === 'function');
      if (!area) continue;
      const roles = r.ROLES.filter((role) => p.can([role], area.permission, 'list'));
      areaPaths[folder] = { path: area.path, roles, reads: (area.earlyReads ?? []).map(([route, path]) => [route, h.resolvePath(path)]) };
    }
    process.stdout.write(JSON.stringify({ names, lists, areaPaths }));
  })`;
  const out = execFileSync(process.execPath, ['--import', 'tsx', '-e', script], { cwd: root, encoding: 'utf8' });
  return JSON.parse(out) as Facts;
}

const chunksOf = (bundle: OutputBundle) => Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');

/** A chunk and every chunk it imports statically, by file name. */
function closure(bundle: OutputBundle, fileName: string, into = new Set<string>()): Set<string> {
  if (into.has(fileName)) return into;
  into.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk') for (const dep of chunk.imports) closure(bundle, dep, into);
  return into;
}

/**
 * `areaModules`: per area folder, the modules its manifest loads lazily (vite-route-chunks.ts),
 * whose chunks an area route preloads.
 */
export function routePreloadPlugin(
  areaModules: () => ReadonlyMap<string, readonly string[]> = () => new Map(),
): Plugin {
  let root = process.cwd();
  let names: string[] = [];
  let lists: Record<string, ListCall> = {};
  let areaPaths: Facts['areaPaths'] = {};
  let preloadFile = '';
  return {
    name: 'portal-route-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async buildStart() {
      ({ names, lists, areaPaths } = resourceFacts(root));
      const code = await bundlePreload(root);
      // Named by its content like every other asset, and known now for the HTML.
      preloadFile = `assets/routePreload-${createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName: preloadFile, source: code });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return [];
        const chunks = chunksOf(bundle);
        const loaded = new Set<string>();
        for (const entry of chunks.filter((c) => c.isEntry)) closure(bundle, entry.fileName, loaded);
        const byKind = Object.fromEntries(
          Object.entries(VIEW_MODULES).map(([kind, module]) => {
            // The chunk holding the view module (its own, or its view kind's group: vite-route-chunks.ts).
            const view = chunks.find((c) => c.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(module)));
            if (!view) throw new Error(`route preload: no chunk for ${module}`);
            return [kind, [...closure(bundle, view.fileName)].filter((f) => !loaded.has(f)).map((f) => `/${f}`)];
          }),
        );
        // An area route: the chunks of its screens and texts, beyond the entry's, and its first reads.
        const areas: Record<string, { chunks: string[]; reads?: [string, string][]; roles?: string[] }> = {};
        for (const [folder, modules] of areaModules()) {
          const facts = areaPaths[folder];
          if (!facts) continue;
          const files = new Set<string>();
          for (const module of modules) {
            const chunk = chunks.find((c) => c.moduleIds.includes(module));
            if (chunk) closure(bundle, chunk.fileName, files);
          }
          const hrefs = [...files].filter((f) => !loaded.has(f)).map((f) => `/${f}`);
          areas[facts.path] =
            facts.reads.length > 0 ? { chunks: hrefs, reads: facts.reads, roles: facts.roles } : { chunks: hrefs };
        }
        // JSON inside <script>: "<" escaped so no "</script>" can end it early.
        const json = JSON.stringify({ names, chunks: byKind, lists, areas }).replaceAll('<', '\\u003c');
        // First in the document and not async: module scripts run in document order once the
        // page is parsed, so it runs before the console's entry, as soon as it has arrived (it
        // is tiny and asked for first); the JSON at the end of the body is parsed by then.
        const tag = `<script type="module" crossorigin src="/${preloadFile}"></script>`;
        const at = html.indexOf('<script type="module"');
        return {
          html: at < 0 ? html : `${html.slice(0, at)}${tag}\n    ${html.slice(at)}`,
          tags: [
            { tag: 'script', attrs: { type: 'application/json', id: ELEMENT_ID }, children: json, injectTo: 'body' },
          ],
        };
      },
    },
  };
}
