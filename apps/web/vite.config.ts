import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside every text file of the build, compressed
 * once at their best settings, so the server sends them without compressing on each request.
 */
function precompress(outDir: string): Plugin {
  const compressible = /\.(?:js|css|html|svg|json|txt|webmanifest|wasm)$/;
  return {
    name: 'tiketi-precompress',
    apply: 'build',
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })) as string[];
      for (const file of files.filter((name) => compressible.test(name))) {
        const path = join(outDir, file);
        const body = await readFile(path);
        if (body.length < 1024) continue;
        await writeFile(
          `${path}.br`,
          brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        await writeFile(`${path}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

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
    plugins: [react(), tailwindcss(), precompress('dist')],
    resolve: { alias: { '@': decodeURIComponent(new URL('./src', import.meta.url).pathname) } },
    server: { proxy },
    preview: { proxy },
    // The manifest lets scripts/check-bundle.mjs find what index.html loads.
    build: { outDir: 'dist', sourcemap: false, manifest: true },
  };
});
