/**
 * Child process of bench/firstRows.ts: serves the reference page's build (bench/.reference-dist)
 * with gzip, as a demo's static host would. Args: <port>. Prints `READY <url>`.
 */
import compression from 'compression';
import express from 'express';
import { fileURLToPath } from 'node:url';

const [port] = process.argv.slice(2);
const root = fileURLToPath(new URL('./.reference-dist/', import.meta.url));
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
