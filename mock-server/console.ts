/**
 * Serving the built console: static files, and index.html for every other GET that is not an
 * API call (client-side routes such as /login or /administration/agent/…). POST /login is the API.
 */
import path from 'node:path';
import express, { type Express } from 'express';

/** Paths the console never owns. */
export const isApiPath = (p: string) => p === '/api' || p.startsWith('/api/') || p === '/timeout' || p === '/__mock' || p.startsWith('/__mock/');

export function serveConsole(app: Express, staticDir: string): void {
  const root = path.resolve(staticDir);
  app.use(express.static(root, { index: 'index.html' }));
  app.use((req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isApiPath(req.path)) {
      next();
      return;
    }
    res.sendFile(path.join(root, 'index.html'), (err) => {
      if (err) next();
    });
  });
}
