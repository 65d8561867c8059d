import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressAssets } from './scripts/precompress.mjs';

/** The web terminal is served by the API server under BASE_PATH (default /logistics/). */
export default defineConfig({
  base: process.env.BASE_PATH ?? '/logistics/',
  root: 'src/web',
  publicDir: false,
  plugins: [react(), precompressAssets()],
  build: {
    // WEB_DIST_DIR (also read by the server) lets parallel builds and e2e runs use their own folder.
    outDir: process.env.WEB_DIST_DIR ? path.resolve(process.env.WEB_DIST_DIR) : '../../dist/web',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
  },
  worker: { format: 'es' },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:8081',
      '/users': 'http://localhost:8081',
      '/location': 'http://localhost:8081',
      '/route-planner': 'http://localhost:8081',
      '/style': 'http://localhost:8081',
      '/images': 'http://localhost:8081',
    },
  },
});
