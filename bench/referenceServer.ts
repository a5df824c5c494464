/**
 * Child process of bench/firstRows.ts: serves a static build with gzip, as a demo's static host
 * would — atomic-crm's demo build (ATOMIC_CRM_DIST) or the reference page (bench/.reference-dist).
 * Args: <port> [root]. Prints `READY <url>`.
 */
import compression from 'compression';
import express from 'express';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const [port, rootArg] = process.argv.slice(2);
const root = rootArg ? resolve(rootArg) : fileURLToPath(new URL('./.reference-dist/', import.meta.url));
const app = express();
app.use(compression());
app.use(express.static(root));
app.use((_req, res) => res.sendFile('index.html', { root }));
const server = app.listen(Number(port), '127.0.0.1', () => console.log(`READY http://127.0.0.1:${port}`));
const stop = () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
