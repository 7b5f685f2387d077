import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { type Plugin, defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaOptions } from './pwa.config';

// In development the API runs on its own port (npm run dev); Vite proxies /api to it.
const apiTarget = process.env.API_URL ?? `http://localhost:${process.env.API_PORT ?? 3000}`;

/**
 * The app's one stylesheet goes into index.html as a <style>: the first paint (the loading screen) then waits
 * for no second request, which on a phone's network is most of the time to first paint. The CSP allows
 * inline styles; the .css file stays in the build (and the service worker's precache) unused.
 */
function inlineStylesheet(): Plugin {
  return {
    name: 'scoreline:inline-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        return html.replace(/<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g, (link, file: string) => {
          const asset = bundle?.[file];
          return asset?.type === 'asset' ? `<style>${String(asset.source)}</style>` : link;
        });
      },
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    VitePWA(pwaOptions),
    inlineStylesheet(),
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
