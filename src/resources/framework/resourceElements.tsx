/** <Resource> elements generated from the registry; views are lazy so the first load stays small. */
import { CircularProgress } from '@mui/material';
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { Resource } from 'react-admin';
import { iconFor } from './icons';
import { loadedView, loadView, viewLoader, whenIdle } from './lazyViews';
import type { LazyView, ResourceDefinition } from './types';

/**
 * A lazily-loaded view; one already loaded (e.g. by the boot prefetch) renders without suspending.
 * `next`: views to load once this one is on screen (a list's record views), so that opening a
 * record does not suspend: a suspended navigation keeps the list mounted, and a search typed just
 * before (applied 500 ms later) would then send the user back to the list.
 */
/** The record views load this long after their list mounted (its rows are on screen by then). */
const NEXT_VIEWS_AFTER_MS = 800;

export function lazyView(load: LazyView, next: readonly LazyView[] = []): ComponentType {
  const View = lazy(() => loadView(load));
  const Wrapped = () => {
    useEffect(() => {
      if (next.length === 0) return undefined;
      // After the view's first paint, not during it: evaluating the record views' chunks while the
      // rows render delays the first rows (a long task of ~50 ms on 2 cores).
      const later = whenIdle(() => {
        for (const view of next) void loadView(view).catch(() => undefined);
      }, NEXT_VIEWS_AFTER_MS);
      return later.cancel;
    }, []);
    // Decided once per mount, so the tree never switches from the lazy path to the direct one.
    const [Loaded] = useState(() => loadedView(load));
    if (Loaded) return <Loaded />;
    return (
      <Suspense fallback={<CircularProgress sx={{ m: 4 }} />}>
        <View />
      </Suspense>
    );
  };
  return Wrapped;
}

export function resourceElements(definitions: readonly ResourceDefinition[]) {
  return definitions.map((d) => {
    const show = viewLoader(d, 'show');
    const edit = d.api.update ? viewLoader(d, 'edit') : undefined;
    const create = d.api.create ? viewLoader(d, 'create') : undefined;
    const recordViews = [show, edit, create].filter((v): v is LazyView => v !== undefined);
    return (
      <Resource
        key={d.name}
        name={d.name}
        icon={iconFor(d.icon)}
        options={{ label: d.label.many }}
        recordRepresentation={(r) => d.represent(r)}
        list={lazyView(viewLoader(d, 'list'), recordViews)}
        show={lazyView(show)}
        edit={edit && lazyView(edit)}
        create={create && lazyView(create)}
      />
    );
  });
}
