import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { paintFirst } from './vite-paint-first.ts';
import { precompress } from './vite-precompress.ts';
import { serviceWorker } from './vite-service-worker.ts';

// The SPA is served by the API server in every mode; `vite` dev proxies API and media to it.
const apiTarget = process.env.API_URL ?? 'http://localhost:8080';
const proxied = ['/api', '/users', '/devices', '/media', '/dev', '/sandbox', '/popup-config.json', '/mandals/search', '/villages/search'];

export default defineConfig({
  plugins: [react(), tailwindcss(), paintFirst(), serviceWorker(), precompress()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((p) => [p, { target: apiTarget, changeOrigin: true }])),
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Keep the manifest so the bundle-budget script can tell the home route from lazy chunks.
    manifest: true,
  },
});
