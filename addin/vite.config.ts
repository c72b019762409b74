import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { addinManifest } from './build/manifest-plugin.js';

/** `npm run dev -w addin` proxies the api calls to `npm start`'s server; the build is served by the api itself. */
const API = process.env.IBID_API ?? 'http://localhost:3000';
const page = (name: string) => fileURLToPath(new URL(name, import.meta.url));

export default defineConfig({
  plugins: [react(), addinManifest()],
  // Two pages: the web app (index.html) and the Word task pane (taskpane.html, office.js first).
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 2048, rollupOptions: { input: { index: page('index.html'), taskpane: page('taskpane.html') } } },
  server: { proxy: { '/v3': API, '/v4': API, '/connect': API } },
});
