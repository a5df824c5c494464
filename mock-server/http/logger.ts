/**
 * The server's logger (pino: JSON lines on stdout, written asynchronously so logging never
 * holds a request up). LOG_LEVEL sets the level (e.g. `silent`, `warn`, `debug`); `quiet`
 * servers (tests, benches) keep only errors — the failures tests provoke on purpose (an
 * unreachable legacy server, a damaged journal) stay out of their output — unless LOG_LEVEL says otherwise.
 */
import pino, { type Logger } from 'pino';

export type { Logger };

/** One stdout stream per process, however many servers it starts (tests start dozens). */
let stdout: ReturnType<typeof pino.destination> | undefined;

export function createLogger(opts: { quiet?: boolean } = {}): Logger {
  const level = process.env.LOG_LEVEL || (opts.quiet ? 'error' : 'info');
  stdout ??= pino.destination({ dest: 1, sync: false });
  return pino({ level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime }, stdout);
}
