import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';

export default defineConfig(({ mode }) => {
  // The API server of apps/api; the SPA reaches it under the same origin through /api and /media.
  // TIKETI_API_URL (environment or .env) points the dev and preview proxy elsewhere.
  const env = loadEnv(mode, '.', 'TIKETI_');
  const target = env.TIKETI_API_URL || 'http://127.0.0.1:3000';
  const proxy = {
    '/api': { target, changeOrigin: false },
    '/media': { target, changeOrigin: false },
  };

  return {
    plugins: [react(), tailwindcss()],
    resolve: { alias: { '@': decodeURIComponent(new URL('./src', import.meta.url).pathname) } },
    server: { proxy },
    preview: { proxy },
    // The manifest lets scripts/check-bundle.mjs find what index.html loads.
    build: { outDir: 'dist', sourcemap: false, manifest: true },
  };
});
