/**
 * Whether the public avatar service answers at all, asked once per page load from a worker.
 * Without internet (these terminals' intranets, the test machines) an <img> pointing at the
 * service fails with a network error that the browser logs as a console error on every page;
 * a worker's failed fetch is not logged, so the <img> is only used once the service is reachable.
 * The fetch is 'no-cors': reachability is all it learns (a 404 still falls back to the initials).
 */
const PROBE_SOURCE = `onmessage = (e) => fetch(e.data, { mode: 'no-cors' }).then(() => postMessage(true), () => postMessage(false));`;
const PROBE_TIMEOUT_MS = 8000;

let reachable: Promise<boolean> | undefined;

export function avatarServiceReachable(probeUrl: string): Promise<boolean> {
  reachable ??= new Promise<boolean>((resolve) => {
    if (typeof Worker === 'undefined' || typeof Blob === 'undefined' || typeof URL.createObjectURL !== 'function') {
      resolve(false);
      return;
    }
    let script = '';
    let worker: Worker | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = (ok: boolean) => {
      if (timer) clearTimeout(timer);
      worker?.terminate();
      if (script) URL.revokeObjectURL(script);
      resolve(ok);
    };
    try {
      script = URL.createObjectURL(new Blob([PROBE_SOURCE], { type: 'text/javascript' }));
      worker = new Worker(script);
      worker.onmessage = (e: MessageEvent) => done(e.data === true);
      worker.onerror = () => done(false);
      timer = setTimeout(() => done(false), PROBE_TIMEOUT_MS);
      worker.postMessage(probeUrl);
    } catch {
      done(false);
    }
  });
  return reachable;
}
