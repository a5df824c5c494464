import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { dataProvider } from './boot/consoleDataProvider';
import { prefetchListRoute } from './boot/prefetch';
import { getCachedIdentity } from './providers/session';
import { definitions } from './resources/registry';

// Before React renders: a list route's chunk and collection load while react-admin boots.
prefetchListRoute(window.location.pathname, {
  definitions,
  identity: () => getCachedIdentity(),
  prefetchList: (resource) => dataProvider.prefetchList(resource),
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
