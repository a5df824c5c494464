/**
 * Fewer, larger chunks for the first route (issue 30 §1). Left to automatic chunking, a cold load
 * of a list asks for ~30 files (the entry's 12, the list view's 18): over HTTP/1.1's six
 * connections per host they queue, and the view's data call queued behind them. Here:
 * - the entry's static graph is three files: the app's own code (one chunk) and two vendor chunks;
 * - each generated view kind (list, show, edit, create) is one chunk holding everything it needs
 *   beyond the entry (a module shared by two views goes with the first: list, then show, edit,
 *   create, so a list — the usual landing — is always one file). A view chunk imports only the
 *   entry's and the views' before it, never a chunk that imports it back: no chunk cycle, so
 *   modules still run in their import order.
 * The rest of the lazy code (an area's screens) is left to automatic chunking: merged by hand,
 * chunks that import each other ran a module before one it reads at its top level. Its files are
 * asked for early instead (the route preload lists an area's chunks: vite-route-preload.ts).
 * The views' module sets are read from the module graph once it is built (buildEnd), before the
 * chunks are made, so nothing is listed by hand.
 */
import type { CodeSplittingGroup } from 'rolldown';
import type { Plugin } from 'vite';

/** The generated view module of each view kind (src/resources/framework/lazyViews.ts), in chunk priority order. */
export const VIEW_MODULES = {
  list: 'src/resources/framework/ResourceList.tsx',
  show: 'src/resources/framework/ResourceShow.tsx',
  edit: 'src/resources/framework/ResourceEdit.tsx',
  create: 'src/resources/framework/ResourceCreate.tsx',
} as const;

type ViewKind = keyof typeof VIEW_MODULES;

const NODE_MODULES = /[\\/]node_modules[\\/]/;
const norm = (id: string) => id.replaceAll('\\', '/');

interface ModuleGraph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(
    id: string,
  ): { isEntry: boolean; importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

/** A module and every module it imports statically. */
function staticClosure(graph: ModuleGraph, from: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const stack = [...from];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const dep of graph.getModuleInfo(id)?.importedIds ?? []) stack.push(dep);
  }
  return seen;
}

/** An area's manifest (src/custom/<area>/area.ts): its dynamic imports are the area's screens and texts. */
const AREA_MANIFEST = /src\/custom\/([^/]+)\/area\.tsx?$/;

export interface RouteChunks {
  plugin: Plugin;
  groups: CodeSplittingGroup[];
  /** Per area folder (src/custom/<folder>/), the modules its manifest loads lazily (screens, texts); known after buildEnd. */
  areaModules: () => ReadonlyMap<string, readonly string[]>;
}

export function routeChunks(): RouteChunks {
  // Filled at buildEnd, read by the groups' tests while the chunks are made.
  const viewOf = new Map<string, ViewKind>();
  const areaModules = new Map<string, string[]>();
  const plugin: Plugin = {
    name: 'portal-route-chunks',
    apply: 'build',
    buildEnd() {
      const graph = this as unknown as ModuleGraph;
      const ids = [...graph.getModuleIds()];
      const initial = staticClosure(
        graph,
        ids.filter((id) => graph.getModuleInfo(id)?.isEntry),
      );
      viewOf.clear();
      for (const [kind, module] of Object.entries(VIEW_MODULES) as [ViewKind, string][]) {
        const view = ids.find((id) => norm(id).endsWith(module));
        if (!view) throw new Error(`route chunks: no module ${module}`);
        for (const id of staticClosure(graph, [view])) if (!initial.has(id) && !viewOf.has(id)) viewOf.set(id, kind);
      }
      areaModules.clear();
      for (const id of ids) {
        const folder = AREA_MANIFEST.exec(norm(id))?.[1];
        const lazyImports = folder ? graph.getModuleInfo(id)?.dynamicallyImportedIds : undefined;
        if (folder && lazyImports?.length) areaModules.set(folder, [...lazyImports]);
      }
    },
  };
  const initialOnly = { tags: ['$initial' as const] };
  const groups: CodeSplittingGroup[] = [
    // The entry's static graph: React, its router and MUI (with emotion); the rest of node_modules; the app.
    {
      name: 'vendor-ui',
      test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@remix-run|@mui|@emotion|@popperjs|react-transition-group|stylis)[\\/]/,
      priority: 40,
      ...initialOnly,
    },
    { name: 'vendor', test: NODE_MODULES, priority: 30, ...initialOnly },
    { name: 'app', test: (id: string) => !NODE_MODULES.test(id), priority: 20, ...initialOnly },
    // One chunk per generated view kind.
    ...(Object.keys(VIEW_MODULES) as ViewKind[]).map((kind, i) => ({
      name: `view-${kind}`,
      test: (id: string) => viewOf.get(id) === kind,
      priority: 10 - i,
    })),
  ];
  return { plugin, groups, areaModules: () => areaModules };
}
