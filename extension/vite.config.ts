import { crx } from '@crxjs/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import manifest from '../manifest.json' with { type: 'json' };

/** The extension is built from the root manifest.json; its paths are relative to this folder. */
export default defineConfig({
  plugins: [react(), crx({ manifest })],
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 2048 },
});
