import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// Each build gets its own version; the running app polls /version.json and offers a reload when it changes.
const appVersion =
  process.env.APP_VERSION ??
  new Date()
    .toISOString()
    .replace(/[-:TZ.]/g, '')
    .slice(0, 14);

function versionFile(): Plugin {
  let outDir = path.resolve(__dirname, 'dist');
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

export default defineConfig({
  plugins: [react(), versionFile()],
  define: { __APP_VERSION__: JSON.stringify(appVersion) },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1500 },
});
