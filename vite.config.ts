import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The web terminal is served by the API server under BASE_PATH (default /logistics/). */
export default defineConfig({
  base: process.env.BASE_PATH ?? '/logistics/',
  root: 'src/web',
  publicDir: false,
  plugins: [react()],
  build: {
    outDir: '../../dist/web',
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
