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
  if (!stdout) {
    // Lines are gathered into writes of 4 kB (one syscall per ~20 requests under load), and
    // whatever is waiting goes out within a quarter of a second when traffic is light.
    const stream = pino.destination({ dest: 1, sync: false, minLength: 4096 });
    setInterval(() => {
      try {
        stream.flush();
      } catch {
        // closed at exit: nothing left to write
      }
    }, 250).unref();
    stdout = stream;
  }
  return pino({ level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime }, stdout);
}
