import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { dataProvider } from './boot/consoleDataProvider';
import { prefetchArea, prefetchRoute } from './boot/prefetch';
import { areaLoader } from './custom/areas/areaRoutes';
import { areas } from './custom/areas/registry';
import { currentAccount } from './providers/authProvider';
import { dropEarlyCalls, EARLY_CALL_TTL_MS } from './providers/earlyCalls';
import { getCachedIdentity } from './providers/session';
import { loadView } from './resources/framework/lazyViews';
import { definitions } from './resources/registry';

/** Longest the first render waits for a prefetched view's chunk. */
const VIEW_WAIT_MS = 1000;
/** Longest the first render waits for the prefetched data of the view. */
const DATA_WAIT_MS = 400;

// Before React renders: a resource route's view chunk and its data (an area's screens) load while the entry finishes.
// A list's data call (an area screen's first reads) is usually on its way already: the page's
// first module started it (boot/routePreload.ts) and the prefetch (the screen) takes it over.
const prefetched =
  prefetchRoute(window.location.pathname, {
    definitions,
    identity: () => getCachedIdentity(),
    loadIdentity: () => currentAccount(),
    prefetchList: (resource, identityAllows) => dataProvider.prefetchList(resource, identityAllows),
    prefetchOne: (resource, id) => dataProvider.prefetchOne(resource, id),
  }) ??
  prefetchArea(window.location.pathname, {
    areas,
    identity: () => getCachedIdentity(),
    load: (area) => loadView(areaLoader(area)),
  });
// Early calls nobody took (a view this user may not open) are stopped once they could no longer be taken.
setTimeout(dropEarlyCalls, EARLY_CALL_TTL_MS);

const render = () =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );

const atMost = (promise: Promise<unknown>, ms: number) =>
  Promise.race([promise, new Promise((r) => setTimeout(r, ms))]);

// Rendering before the prefetched view has loaded would suspend it, and React keeps a fallback
// it has shown for ~300 ms: waiting for the chunk (tens of ms) shows the rows sooner. Waiting for
// the data too lets the first render show the rows rather than a loading state, one render
// earlier; a slow server does not hold the page blank past DATA_WAIT_MS.
if (prefetched)
  void Promise.all([atMost(prefetched.view, VIEW_WAIT_MS), atMost(prefetched.data, DATA_WAIT_MS)]).then(render);
else render();
