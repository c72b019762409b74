import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { addinManifest } from './build/manifest-plugin.js';

/** `npm run dev -w addin` proxies the api calls to `npm start`'s server; the build is served by the api itself. */
const API = process.env.IBID_API ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), addinManifest()],
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 2048 },
  server: { proxy: { '/v3': API, '/v4': API, '/connect': API } },
});
