import react from '@vitejs/plugin-react';
import type { IncomingMessage } from 'node:http';
import { defineConfig, type ProxyOptions } from 'vite';
import { precompressPlugin } from './scripts/vite-precompress';
import { routePreloadPlugin } from './scripts/vite-route-preload';

/** Dev: the mock legacy server (`npm run dev` starts it on 8481), or a real legacy server. */
const legacy = process.env.LEGACY_API_URL || 'http://localhost:8481';

const toLegacy: ProxyOptions = { target: legacy, changeOrigin: true, secure: false };

/**
 * `/login` is both the SPA's login route (GET, browser navigation) and the legacy session
 * endpoint (POST). Only the POST goes to the server; returning the URL makes Vite serve it.
 */
const loginBypass = (req: IncomingMessage) => (req.method === 'POST' ? undefined : req.url);

/** Vendor groups for the production build: stable, separately cached chunks. */
const vendorGroups = [
  { name: 'vendor-react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@remix-run)[\\/]/, priority: 40 },
  { name: 'vendor-mui', test: /[\\/]node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group|stylis)[\\/]/, priority: 30 },
  {
    name: 'vendor-react-admin',
    test: /[\\/]node_modules[\\/](react-admin|ra-[^\\/]+|@tanstack|react-hook-form|@hookform|node-polyglot|lodash|query-string|inflection|jsonexport|react-dropzone|react-error-boundary|dompurify|date-fns)[\\/]/,
    priority: 20,
  },
  { name: 'vendor', test: /[\\/]node_modules[\\/]/, priority: 10 },
];

export default defineConfig({
  plugins: [react(), routePreloadPlugin(), precompressPlugin()],
  server: {
    port: 5180,
    strictPort: true,
    proxy: {
      '/api': toLegacy,
      // Regex key (leading ^): exactly /login, with or without a query string.
      '^/login(\\?.*)?$': { ...toLegacy, bypass: loginBypass },
      '/timeout': toLegacy,
      '/__mock': toLegacy,
    },
  },
  preview: { port: 5180, strictPort: true },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // The first-load budget (350 kB gzip) is checked by `npm run bench`; this is per chunk.
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // `$initial` keeps vendor groups to what the entry loads statically; code only lazy
          // views use stays in their own lazy chunks instead of growing the first load.
          groups: vendorGroups.map((g) => ({ ...g, tags: ['$initial' as const] })),
        },
      },
    },
  },
});
