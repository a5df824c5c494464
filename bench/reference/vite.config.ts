/** Builds the bench's reference page (bench/referencePage.ts) into bench/.reference-dist. */
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: here,
  base: '/',
  plugins: [react()],
  logLevel: 'warn',
  build: { outDir: `${here}../.reference-dist`, emptyOutDir: true, chunkSizeWarningLimit: 5000 },
});
