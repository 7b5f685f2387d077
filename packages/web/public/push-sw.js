/* global self */
/*
 * Web Push in the app's service worker (imported by the Workbox worker, see pwa.config.ts). The server sends
 * { title, body, url, tag }; a tap opens that page of the app, in a tab already open on the app if there is one.
 */
self.addEventListener('push', (event) => {
  let message = { title: 'Scoreline', body: '', url: '/', tag: undefined };
  try {
    message = { ...message, ...event.data.json() };
  } catch {
    // Not ours or not JSON: show the generic title rather than nothing (browsers require a notification).
  }
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      icon: '/pwa-192x192.png',
      badge: '/pwa-64x64.png',
      data: { url: message.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? '/', self.location.origin);
  if (url.origin !== self.location.origin) return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((tabs) => {
      const tab = tabs.find((client) => new URL(client.url).origin === url.origin && 'navigate' in client);
      const open = () => self.clients.openWindow(url.href);
      if (!tab) return open();
      // A tab the worker does not control cannot be navigated: open a new one then.
      return tab
        .navigate(url.href)
        .then((navigated) => (navigated ?? tab).focus())
        .catch(open);
    }),
  );
});
