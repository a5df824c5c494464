/**
 * Where the legacy server lives. Empty = same origin: the console calls `/api/...` and
 * `/login` relative, which the Vite dev proxy and the production server both serve.
 * Node (provider tests, bench) has no origin, so they point it at the mock with setApiRoot.
 */
const fromEnv = (import.meta as { env?: Record<string, string | undefined> }).env?.VITE_API_ROOT;

/** Live binding: importers always read the current value. */
export let apiRoot = (fromEnv ?? '').replace(/\/+$/, '');

export function setApiRoot(url: string): void {
  apiRoot = url.replace(/\/+$/, '');
}
