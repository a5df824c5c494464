/**
 * Which module renders each view of a resource (the definition's own lazy view, else the
 * generated one) and a shared load of it. The <Resource> elements and the boot prefetch both
 * go through here, so the prefetch starts exactly the chunk the route will render, and a view
 * already loaded renders at once instead of suspending (React 19 keeps a fallback it has shown
 * for ~300 ms, which would make the prefetch pointless).
 */
import type { ComponentType } from 'react';
import type { LazyView, ResourceDefinition } from './types';

const generated = {
  list: () => import('./ResourceList'),
  show: () => import('./ResourceShow'),
  edit: () => import('./ResourceEdit'),
  create: () => import('./ResourceCreate'),
} satisfies Record<string, LazyView>;

export type ViewKind = keyof typeof generated;

export const viewLoader = (d: ResourceDefinition, kind: ViewKind): LazyView => d.views?.[kind] ?? generated[kind];

type ViewModule = Awaited<ReturnType<LazyView>>;

interface Load {
  promise: Promise<ViewModule>;
  component?: ComponentType;
}

const loads = new WeakMap<LazyView, Load>();

/** Loads a view once per loader; a failed load is forgotten so the next render retries. */
export function loadView(load: LazyView): Promise<ViewModule> {
  const known = loads.get(load);
  if (known) return known.promise;
  const entry: Load = {
    promise: load().then(
      (module) => {
        entry.component = module.default;
        return module;
      },
      (error: unknown) => {
        loads.delete(load);
        throw error;
      },
    ),
  };
  loads.set(load, entry);
  return entry.promise;
}

/** The view's component when its module has already loaded, else undefined. */
export const loadedView = (load: LazyView): ComponentType | undefined => loads.get(load)?.component;

/** Runs `task` once `afterMs` has passed and the browser is idle; cancellable. */
export function whenIdle(task: () => void, afterMs: number): { cancel: () => void } {
  let idle: number | undefined;
  const timer = setTimeout(() => {
    idle =
      typeof requestIdleCallback === 'function' ? requestIdleCallback(task, { timeout: 1000 }) : (task(), undefined);
  }, afterMs);
  return {
    cancel: () => {
      clearTimeout(timer);
      if (idle !== undefined) cancelIdleCallback(idle);
    },
  };
}

/**
 * Loads the generated list view ahead of need: most landings after a sign-in are lists, so the
 * sign-in page asks for it while the user types rather than after the login answered.
 */
export const preloadListView = (): Promise<void> =>
  loadView(generated.list).then(
    () => undefined,
    () => undefined,
  );
