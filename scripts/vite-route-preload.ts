/**
 * Vite plugin: writes into index.html, as a JSON block the page's first module reads
 * (src/boot/routePreload.ts), the resource names and, for each view kind (list, show, edit,
 * create), the chunks its generated view needs beyond the entry's own. The names come from the
 * resource registry itself, run once per build, so they are never listed by hand.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { build, type OutputBundle, type OutputChunk } from 'rolldown';

/** The generated view module of each view kind (src/resources/framework/lazyViews.ts). */
const VIEW_MODULES = {
  list: 'src/resources/framework/ResourceList.tsx',
  show: 'src/resources/framework/ResourceShow.tsx',
  edit: 'src/resources/framework/ResourceEdit.tsx',
  create: 'src/resources/framework/ResourceCreate.tsx',
} as const;

const ELEMENT_ID = 'route-chunks';

/** The page's first module, bundled on its own into one small file (no chunk it must wait for). */
const ROUTE_PRELOAD_ENTRY = 'src/boot/routePreload.ts';

async function bundlePreload(root: string): Promise<string> {
  const out = await build({ cwd: root, input: ROUTE_PRELOAD_ENTRY, write: false, output: { format: 'esm', minify: true }, logLevel: 'silent' });
  return out.output[0].code;
}

function resourceNames(root: string): string[] {
  const out = execFileSync(
    process.execPath,
    ['--import', 'tsx', '-e', "import('./src/resources/registry.ts').then((m) => process.stdout.write(JSON.stringify(m.definitions.map((d) => d.name))))"],
    { cwd: root, encoding: 'utf8' },
  );
  return JSON.parse(out) as string[];
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

export function routePreloadPlugin(): Plugin {
  let root = process.cwd();
  let names: string[] = [];
  let preloadFile = '';
  return {
    name: 'portal-route-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async buildStart() {
      names = resourceNames(root);
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
            const view = chunks.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(module));
            if (!view) throw new Error(`route preload: no chunk for ${module}`);
            return [kind, [...closure(bundle, view.fileName)].filter((f) => !loaded.has(f)).map((f) => `/${f}`)];
          }),
        );
        // JSON inside <script>: "<" escaped so no "</script>" can end it early.
        const json = JSON.stringify({ names, chunks: byKind }).replaceAll('<', '\\u003c');
        // First in the document and not async: module scripts run in document order once the
        // page is parsed, so it runs before the console's entry, as soon as it has arrived (it
        // is tiny and asked for first); the JSON at the end of the body is parsed by then.
        const tag = `<script type="module" crossorigin src="/${preloadFile}"></script>`;
        const at = html.indexOf('<script type="module"');
        return {
          html: at < 0 ? html : `${html.slice(0, at)}${tag}\n    ${html.slice(at)}`,
          tags: [{ tag: 'script', attrs: { type: 'application/json', id: ELEMENT_ID }, children: json, injectTo: 'body' }],
        };
      },
    },
  };
}
