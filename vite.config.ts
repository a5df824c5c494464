import react from '@vitejs/plugin-react';
import type { IncomingMessage } from 'node:http';
import { defineConfig, type ProxyOptions } from 'vite';
import { precompressPlugin } from './scripts/vite-precompress';
import { routeChunks } from './scripts/vite-route-chunks';
import { routePreloadPlugin } from './scripts/vite-route-preload';

/** Dev: the mock legacy server (`npm run dev` starts it on 8481), or a real legacy server. */
const legacy = process.env.LEGACY_API_URL || 'http://localhost:8481';

const toLegacy: ProxyOptions = { target: legacy, changeOrigin: true, secure: false };

/**
 * `/login` is both the SPA's login route (GET, browser navigation) and the legacy session
 * endpoint (POST). Only the POST goes to the server; returning the URL makes Vite serve it.
 */
const loginBypass = (req: IncomingMessage) => (req.method === 'POST' ? undefined : req.url);

/** The production build's chunks: the entry in three files, each generated view kind in one (scripts/vite-route-chunks.ts). */
const chunks = routeChunks();

export default defineConfig({
  plugins: [react(), chunks.plugin, routePreloadPlugin(chunks.areaModules), precompressPlugin()],
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
          // `$initial` keeps the entry's groups to what it loads statically; code only lazy views
          // use stays in lazy chunks instead of growing the first load.
          groups: chunks.groups,
        },
      },
    },
  },
});
