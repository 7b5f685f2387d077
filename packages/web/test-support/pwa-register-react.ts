/**
 * Unit tests run without vite-plugin-pwa, so its virtual module `virtual:pwa-register/react` does not exist
 * there: this stand-in registers nothing and never reports a new version (tests that need one mock it).
 */
export function useRegisterSW() {
  const noop = () => undefined;
  return {
    needRefresh: [false, noop],
    offlineReady: [false, noop],
    updateServiceWorker: async () => undefined,
  };
}
