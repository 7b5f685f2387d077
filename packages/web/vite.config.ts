import tailwindcss from '@tailwindcss/vite';
import { type Plugin, defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { compiledCatalogs } from './compiled-catalogs';
import { localisedLoadingScreen } from './localised-loading-screen';
import { preactAliases } from './preact-aliases';
import { pwaOptions } from './pwa.config';

// In development the API runs on its own port (npm run dev); Vite proxies /api to it.
const apiTarget = process.env.API_URL ?? `http://localhost:${process.env.API_PORT ?? 3000}`;

/**
 * The app's one stylesheet goes into index.html as a <style>: the first paint (the loading screen) then waits
 * for no second request, which on a phone's network is most of the time to first paint. The CSP allows
 * inline styles. The stylesheet belongs to the entry chunk, so Vite would list it among the files to load with
 * every lazy chunk that imports from the entry, and its preload helper, finding no <link> for it, would fetch it
 * and apply it a second time (the group page did, when its sections loaded: 8.5 kB and a style recalculation of
 * the whole page with every rule twice). So once inlined it is taken off the chunks' CSS and out of the build.
 */
function inlineStylesheet(): Plugin {
  const inlined = new Set<string>();
  return {
    name: 'scoreline:inline-stylesheet',
    apply: 'build',
    // After vite:build-html (which runs the index.html transforms below), before Vite's import analysis writes
    // each dynamic import's list of files to preload.
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        return html.replace(/<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g, (link, file: string) => {
          const asset = bundle?.[file];
          if (asset?.type !== 'asset') return link;
          inlined.add(file);
          return `<style>${String(asset.source)}</style>`;
        });
      },
    },
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') for (const file of inlined) output.viteMetadata?.importedCss.delete(file);
      }
      for (const file of inlined) delete bundle[file];
    },
  };
}

export default defineConfig({
  plugins: [
    compiledCatalogs(),
    localisedLoadingScreen(),
    tailwindcss(),
    VitePWA(pwaOptions),
    inlineStylesheet(),
    // Every text file also as .br and .gz, which the server sends as they are (@fastify/static preCompressed).
    compression({ include: /\.(js|css|html|svg|webmanifest|ico)$/, algorithms: ['brotliCompress', 'gzip'] }),
  ],
  // React's API on Preact (preact-aliases.ts). JSX compiles to `react/jsx-runtime`, so to Preact's too; there is no
  // fast refresh in development (React's would swallow edits): a change reloads the page.
  resolve: { alias: preactAliases },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  // The manifest lets `npm run lighthouse` add up each page's initial JS (scripts/lighthouse/bundle.mjs).
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Rollup's automatic chunking leaves dozens of tiny shared chunks (an icon, a badge: 200-600 bytes gzip
          // each): the group page loaded 42 files, on HTTP/1.1 six at a time, a round trip each wave. A common
          // chunk under 4 kB of source goes into each chunk that imports it instead (a few hundred bytes
          // repeated). A module so repeated runs once per copy, so one with state of its own (a variable that
          // must be one for the app) must not be inlined: list it here.
          experimentalInlineCommonChunks: { maxSize: 4000, exclude: [/winner-banner\.tsx$/] },
          // Everything the entry imports statically (the shell: Preact, the router, TanStack Query, the layout)
          // is one chunk, never repeated: left to the inlining above it came in 9 files, an extra wave before
          // the first paint. /login now loads 5 files (52.0 kB), the group page 13 (87.9 kB).
          groups: [{ name: 'shell', tags: ['$initial'] }],
        },
      },
      onwarn(warning, warn) {
        // Libraries written for React Server Components mark modules "use client", which means nothing in a
        // browser bundle (@vitejs/plugin-react silenced this too, before the switch to Preact).
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && /"use (client|server)"/.test(warning.message)) return;
        // react-router looks React 19's useOptimistic up and does without it when it is missing, as on Preact.
        if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('`useOptimistic`')) return;
        warn(warning);
      },
    },
  },
});
