/**
 * The server's logger (pino: JSON lines on stdout, written asynchronously so logging never
 * holds a request up). LOG_LEVEL sets the level (e.g. `silent`, `warn`, `debug`); `quiet`
 * servers (tests, benches) keep only warnings and errors unless LOG_LEVEL says otherwise.
 */
import pino, { type Logger } from 'pino';

export type { Logger };

export function createLogger(opts: { quiet?: boolean } = {}): Logger {
  const level = process.env.LOG_LEVEL || (opts.quiet ? 'warn' : 'info');
  return pino({ level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime }, pino.destination({ dest: 1, sync: false }));
}
