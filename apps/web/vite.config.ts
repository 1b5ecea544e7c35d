import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { compileMessage } from '@lingui/message-utils/compileMessage';
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

/**
 * Issue 19 (ADR-029): the catalogs (src/locales/<language>/<area>.json, ICU messages) compiled by
 * Lingui's own compiler as the build reads them, so the browser gets Lingui's compiled form and
 * needs no message parser. Tests read the JSON as written: Lingui compiles it at runtime there.
 */
function compiledCatalogs(): Plugin {
  return {
    name: 'tiketi-compiled-catalogs',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]src[\\/]locales[\\/][a-z]+[\\/][\w-]+\.json$/.test(id)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(messages).map(([id, message]) => [id, compileMessage(message)]),
      );
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}

/**
 * Issue 17: the door app's service worker (pwa/service-worker.js), written as dist/sw.js with the
 * build's own files to keep and a version made from their hashed names (a new cache per release).
 * The check-in screens register it; nothing on the home page loads it.
 */
function appShell(): Plugin {
  return {
    name: 'tiketi-app-shell',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const publicFiles = (await readdir('public', { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile())
        .map((entry) => `${entry.parentPath.slice('public'.length)}/${entry.name}`.replace(/^\/+/, ''));
      const files = [...Object.keys(bundle), ...publicFiles]
        .filter((file) => !file.startsWith('.vite/') && !file.endsWith('.map'))
        .map((file) => `/${file.replaceAll('\\', '/')}`)
        .sort();
      const shell = [...new Set(['/index.html', ...files])];
      const version = createHash('sha256').update(shell.join('\n')).digest('hex').slice(0, 12);
      const template = await readFile('pwa/service-worker.js', 'utf8');
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: template
          .replace("'__SHELL_VERSION__'", JSON.stringify(version))
          .replace('__SHELL_FILES__', JSON.stringify(shell)),
      });
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
    plugins: [compiledCatalogs(), react(), tailwindcss(), appShell(), precompress('dist')],
    resolve: { alias: { '@': decodeURIComponent(new URL('./src', import.meta.url).pathname) } },
    server: { proxy },
    preview: { proxy },
    // The manifest lets scripts/check-bundle.mjs find what index.html loads.
    build: { outDir: 'dist', sourcemap: false, manifest: true },
  };
});
