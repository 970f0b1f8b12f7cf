// @ts-nocheck
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|ttf|map)$/;

/** Writes name.br and name.gz next to every text asset once, so the server never compresses them per request. */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = fs.readdirSync(outDir, { recursive: true, encoding: 'utf8' });
      await Promise.all(
        files
          .filter((f) => COMPRESSIBLE.test(f) && !f.startsWith('.vite'))
          .map(async (f) => {
            const file = path.join(outDir, f);
            const data = fs.readFileSync(file);
            if (data.length < 1024) return;
            const params = {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
            };
            fs.writeFileSync(`${file}.br`, await brotli(data, { params }));
            fs.writeFileSync(`${file}.gz`, await gzip(data, { level: 9 }));
          }),
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  // The manifest lets scripts/first-load-budget.ts follow what a page loads first.
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 900, manifest: true },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/uploads': 'http://localhost:3000',
      '/socket.io': { target: 'ws://localhost:3000', ws: true },
    },
  },
});
