/**
 * This tab's id for live updates (see LIVE_CLIENT_HEADER in shared): sent with the tab's changes and with its
 * event streams, so the server does not echo a change back to the tab that made it. Random per page load;
 * getRandomValues also works on a plain-http self-hosted address, where randomUUID does not.
 */
export const LIVE_CLIENT_ID = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
