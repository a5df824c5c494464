import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { dataProvider } from './boot/consoleDataProvider';
import { prefetchRoute } from './boot/prefetch';
import { currentAccount } from './providers/authProvider';
import { getCachedIdentity } from './providers/session';
import { definitions } from './resources/registry';

/** Longest the first render waits for a prefetched view's chunk. */
const VIEW_WAIT_MS = 1000;
/** Longest the first render waits for the prefetched data of the view. */
const DATA_WAIT_MS = 400;

// Before React renders: a resource route's view chunk and its data load while the entry finishes.
const prefetched = prefetchRoute(window.location.pathname, {
  definitions,
  identity: () => getCachedIdentity(),
  loadIdentity: () => currentAccount(),
  prefetchList: (resource, identityAllows) => dataProvider.prefetchList(resource, identityAllows),
  prefetchOne: (resource, id) => dataProvider.prefetchOne(resource, id),
});

const render = () =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );

const atMost = (promise: Promise<unknown>, ms: number) => Promise.race([promise, new Promise((r) => setTimeout(r, ms))]);

// Rendering before the prefetched view has loaded would suspend it, and React keeps a fallback
// it has shown for ~300 ms: waiting for the chunk (tens of ms) shows the rows sooner. Waiting for
// the data too lets the first render show the rows rather than a loading state, one render
// earlier; a slow server does not hold the page blank past DATA_WAIT_MS.
if (prefetched) void Promise.all([atMost(prefetched.view, VIEW_WAIT_MS), atMost(prefetched.data, DATA_WAIT_MS)]).then(render);
else render();
