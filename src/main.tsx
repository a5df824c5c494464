import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { dataProvider } from './boot/consoleDataProvider';
import { prefetchRoute } from './boot/prefetch';
import { currentAccount } from './providers/authProvider';
import { getCachedIdentity } from './providers/session';
import { definitions } from './resources/registry';

/** Longest the first render waits for a prefetched list view's chunk. */
const VIEW_WAIT_MS = 1000;

// Before React renders: a resource route's view chunk and its data load while the entry finishes.
const prefetched = prefetchRoute(window.location.pathname, {
  definitions,
  identity: () => getCachedIdentity(),
  loadIdentity: () => currentAccount(),
  prefetchList: (resource) => dataProvider.prefetchList(resource),
  prefetchOne: (resource, id) => dataProvider.prefetchOne(resource, id),
});

const render = () =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );

// Rendering before the prefetched view has loaded would suspend it, and React keeps a fallback
// it has shown for ~300 ms: waiting for the chunk (tens of ms) shows the rows sooner.
if (prefetched) void Promise.race([prefetched.view, new Promise((r) => setTimeout(r, VIEW_WAIT_MS))]).then(render);
else render();
