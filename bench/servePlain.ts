/**
 * Child process for bench/serverThroughput.ts: plain json-server (no auth, no legacy logic)
 * serving the same rows as the mock, the baseline the mock's overhead is measured against.
 * Args: <port> <db.json>; each top-level key of the file becomes GET /<key>. Prints `READY <url>`.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { RequestHandler } from 'express';
import type { Server } from 'node:http';

/** The slice of json-server 0.17's API used here (the package ships no types). */
interface JsonServer {
  create(): { use(...handlers: RequestHandler[]): void; listen(port: number, cb: () => void): Server };
  router(db: object): RequestHandler;
}

const jsonServer = createRequire(import.meta.url)('json-server') as JsonServer;

const [port, dbFile] = process.argv.slice(2);
const db = JSON.parse(readFileSync(dbFile!, 'utf8')) as object;
const app = jsonServer.create();
app.use(jsonServer.router(db));
const server = app.listen(Number(port), () => console.log(`READY http://localhost:${port}`));
const stop = () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
