import { readFile, writeFile } from 'node:fs/promises';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

const OUT = 'dist/embed.js';

/** The widget script's .br and .gz copies, as the app's own build writes for its files. */
function compressScript(): Plugin {
  return {
    name: 'tiketi-embed-compress',
    apply: 'build',
    async closeBundle() {
      const body = await readFile(OUT);
      await writeFile(
        `${OUT}.br`,
        brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      await writeFile(`${OUT}.gz`, gzipSync(body, { level: 9 }));
    },
  };
}

/**
 * Issue 19 (ADR-027): the ticket widget's script, dist/embed.js, built after the app (whose build
 * empties dist) as one classic script: other sites load it with a plain `<script async>`, so it
 * is an IIFE with no imports, no framework and nothing shared with the app's chunks.
 */
export default defineConfig({
  publicDir: false,
  plugins: [compressScript()],
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: false,
    lib: {
      entry: 'src/embed/embed.ts',
      formats: ['iife'],
      name: 'TiketiEmbed',
      fileName: () => 'embed.js',
    },
  },
});
