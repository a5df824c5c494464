/** <Resource> elements generated from the registry; views are lazy so the first load stays small. */
import { CircularProgress } from '@mui/material';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Resource } from 'react-admin';
import { iconFor } from './icons';
import { loadedView, loadView, viewLoader } from './lazyViews';
import type { LazyView, ResourceDefinition } from './types';

/** A lazily-loaded view; one already loaded (e.g. by the boot prefetch) renders without suspending. */
export function lazyView(load: LazyView): ComponentType {
  const View = lazy(() => loadView(load));
  const Wrapped = () => {
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
  return definitions.map((d) => (
    <Resource
      key={d.name}
      name={d.name}
      icon={iconFor(d.icon)}
      options={{ label: d.label.many }}
      recordRepresentation={(r) => d.represent(r)}
      list={lazyView(viewLoader(d, 'list'))}
      show={lazyView(viewLoader(d, 'show'))}
      edit={d.api.update ? lazyView(viewLoader(d, 'edit')) : undefined}
      create={d.api.create ? lazyView(viewLoader(d, 'create')) : undefined}
    />
  ));
}
