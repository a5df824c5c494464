/** <Resource> elements generated from the registry; views are lazy so the first load stays small. */
import { CircularProgress } from '@mui/material';
import { lazy, Suspense, type ComponentType } from 'react';
import { Resource } from 'react-admin';
import { iconFor } from './icons';
import type { LazyView, ResourceDefinition } from './types';

const generated = {
  list: () => import('./ResourceList'),
  show: () => import('./ResourceShow'),
  edit: () => import('./ResourceEdit'),
  create: () => import('./ResourceCreate'),
} satisfies Record<string, LazyView>;

function lazyView(load: LazyView): ComponentType {
  const View = lazy(load);
  const Wrapped = () => (
    <Suspense fallback={<CircularProgress sx={{ m: 4 }} />}>
      <View />
    </Suspense>
  );
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
      list={lazyView(d.views?.list ?? generated.list)}
      show={lazyView(d.views?.show ?? generated.show)}
      edit={d.api.update ? lazyView(d.views?.edit ?? generated.edit) : undefined}
      create={d.api.create ? lazyView(d.views?.create ?? generated.create) : undefined}
    />
  ));
}
