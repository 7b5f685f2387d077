import type { VitePWAOptions } from 'vite-plugin-pwa';

/** The header green: the theme colour of the browser UI and the background of the maskable and Apple icons. */
const BRAND_GREEN = '#15803d';
const onGreen = { background: BRAND_GREEN };

/**
 * The installable app: a web app manifest, icons generated at build time from our own artwork
 * (public/app-icon.svg) and a Workbox service worker that precaches the built app shell.
 * Nothing the API answers is ever cached: those answers are per user and need a session.
 */
export const pwaOptions: Partial<VitePWAOptions> = {
  // A new build waits until the user chooses "Reload" (src/components/layout/update-prompt.tsx registers it).
  registerType: 'prompt',
  injectRegister: false,
  manifest: {
    id: '/',
    name: 'Scoreline',
    short_name: 'Scoreline',
    description: 'Predict football scores and compete with your friends.',
    lang: 'en-GB',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: BRAND_GREEN,
    background_color: '#f8fafc',
  },
  pwaAssets: {
    image: 'public/app-icon.svg',
    // 64/192/512 px and favicon.ico as drawn; the maskable one keeps the trophy inside the safe zone on green.
    preset: {
      transparent: { sizes: [64, 192, 512], favicons: [[48, 'favicon.ico']] },
      maskable: { sizes: [512], padding: 0.1, resizeOptions: onGreen },
      apple: { sizes: [180], padding: 0.1, resizeOptions: onGreen },
    },
    overrideManifestIcons: true,
    // index.html carries the theme-color itself (also in development).
    injectThemeColor: false,
  },
  workbox: {
    // The app shell: every built file but source maps (index.html, JS and CSS chunks, fonts, images, icons).
    globPatterns: ['**/*.{html,js,css,woff2,svg,png,ico}'],
    // Client-side routes open index.html from the cache; server pages and endpoints never do.
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/media\//, /^\/healthz$/, /^\/readyz$/],
    cleanupOutdatedCaches: true,
    // The first visit is served by the new worker at once (offline from then on); later builds still wait.
    clientsClaim: true,
    // Web Push: showing what arrives and opening the page a tap asks for (public/push-sw.js).
    importScripts: ['/push-sw.js'],
    // No runtime caching: /api answers (signed-in, per-user data, live streams) always go to the network.
    runtimeCaching: [],
  },
  devOptions: { enabled: false },
};
