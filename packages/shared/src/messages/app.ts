/** The installable app: being offline, and a new build waiting (issue: "Installable (PWA)"). */
export const APP_MESSAGES = {
  /** The bar under the header: its first words bold. */
  offlineBanner: "<0>You are offline</0> · Showing what was loaded; changes can't be saved until you reconnect.",
  offlinePage: 'This page needs a connection',
  offlinePageDetail: "It will load as soon as you're back online.",
  /** A part of a page (a tab, a list) not loaded before the connection went. */
  offlineSection: "This part needs a connection. It will load as soon as you're back online.",
  updateAvailable: 'A new version is available',
  updateAction: 'Reload',
  pageFailed: 'This page could not be shown',
  pageFailedDetail: 'Reloading usually fixes it (a new version may have been deployed).',
  pageFailedAction: 'Reload the page',
} as const;
