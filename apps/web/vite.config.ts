import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { antdLazyFilterTree, antdStaticStyles, sideEffectFree } from './vitePlugins.ts';

// Each build gets its own version; the running app polls /version.json and offers a reload when it changes.
const appVersion =
  process.env.APP_VERSION ??
  new Date()
    .toISOString()
    .replace(/[-:TZ.]/g, '')
    .slice(0, 14);

function versionFile(): Plugin {
  let outDir = path.resolve(import.meta.dirname, 'dist');
  return {
    name: 'version-file',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      fs.writeFileSync(path.join(outDir, 'version.json'), JSON.stringify({ version: appVersion }));
    },
  };
}

/** Writes a .br and a .gz beside every text asset, which the server sends as they are (no compression per request). */
function precompress(): Plugin {
  let outDir = path.resolve(import.meta.dirname, 'dist');
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
          const full = path.join(dir, e.name);
          return e.isDirectory() ? walk(full) : [full];
        });
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json|txt|map)$/.test(file)) continue;
        const body = fs.readFileSync(file);
        if (body.length < 1024) continue;
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    antdStaticStyles(),
    sideEffectFree(['@rc-component/form', '@rc-component/tree', '@rc-component/input']),
    antdLazyFilterTree(),
    versionFile(),
    precompress(),
  ],
  define: { __APP_VERSION__: JSON.stringify(appVersion) },
  // Every import of dayjs gets the app's (src/ui/dayjs.ts: the locale follows the language).
  resolve: { alias: [{ find: /^dayjs$/, replacement: path.resolve(import.meta.dirname, 'src/ui/dayjs.ts') }] },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1500 },
});
