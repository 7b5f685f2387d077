import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaOptions } from './pwa.config';

// In development the API runs on its own port (npm run dev); Vite proxies /api to it.
const apiTarget = process.env.API_URL ?? `http://localhost:${process.env.API_PORT ?? 3000}`;

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    VitePWA(pwaOptions),
    // Every text file also as .br and .gz, which the server sends as they are (@fastify/static preCompressed).
    compression({ include: /\.(js|css|html|svg|webmanifest|ico)$/, algorithms: ['brotliCompress', 'gzip'] }),
  ],
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  // The manifest lets `npm run lighthouse` add up each page's initial JS (scripts/lighthouse/bundle.mjs).
  build: { outDir: 'dist', sourcemap: true, manifest: true, chunkSizeWarningLimit: 700 },
});
