/**
 * Vite config for the Vitrine web app (src/web -> dist/web). Every page is a lazy route; the dev server
 * proxies the API and health check to the Hono server on port 3000.
 */
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { scalarNoEvalProbe } from './scripts/vite-scalar-no-eval';

const fromRoot = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const apiTarget = 'http://localhost:3000';

export default defineConfig({
  root: fromRoot('./src/web'),
  publicDir: fromRoot('./src/web/public'),
  plugins: [react(), tailwindcss(), scalarNoEvalProbe()],
  resolve: {
    alias: {
      '@shared': fromRoot('./src/shared'),
      '@web': fromRoot('./src/web'),
    },
  },
  build: {
    outDir: fromRoot('./dist/web'),
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      // Zod schema builders have no side effects: lets unused schemas from src/shared drop out of the
      // entry chunk (zod then loads with the form pages only).
      treeshake: { manualPureFunctions: ['z'] },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/healthz': { target: apiTarget, changeOrigin: false },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/healthz': { target: apiTarget, changeOrigin: false },
    },
  },
});
