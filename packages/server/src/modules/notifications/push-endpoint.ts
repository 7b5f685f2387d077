import { isIP } from 'node:net';
import { parse as legacyParse } from 'node:url';

/** Why an endpoint is refused: not a plain https address on a host name (`invalid`), or not a push service's (`unknown`). */
export type PushEndpointProblem = 'invalid' | 'unknown';

/** A host name of DNS labels: lower-case letters, digits and inner hyphens, at least two labels, no empty one. */
const HOST_NAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;
/** What the written address must start with: the scheme, then the host as written, then the default port or none. */
const WRITTEN_ORIGIN = /^https:\/\/([^/?#:@]*)(?::443)?(?=[/?#]|$)/;

/** A host name, not an address: no IP literal, and no all-digit last label (WHATWG reads that as IPv4 too). */
export function isPlainHostName(host: string): boolean {
  return HOST_NAME.test(host) && isIP(host) === 0 && !/^(?:\d+|0x[0-9a-f]*)$/.test(host.slice(host.lastIndexOf('.') + 1));
}

/**
 * The server POSTs to a device's endpoint, so any address but a browser's push service would let a player make
 * the server call it (an internal service, a cloud metadata address). The endpoint must be https on port 443,
 * with no user name, on a plain host name that `allowedHosts` lists (or a subdomain of one), and both URL
 * parsers must read that same host and port: the WHATWG one, and Node's legacy `url.parse`, which web-push
 * connects with (`https://127.0.0.1;.fcm.googleapis.com/` is fcm.googleapis.com's subdomain to the first and
 * 127.0.0.1 to the second). The written host itself must be that name, so no escape or odd character is read
 * differently by some other parser. Null when the endpoint may be called.
 */
export function pushEndpointProblem(endpoint: string, allowedHosts: readonly string[]): PushEndpointProblem | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'invalid';
  }
  const legacy = legacyParse(endpoint);
  const written = WRITTEN_ORIGIN.exec(endpoint)?.[1];
  const host = url.hostname;
  const plain =
    url.protocol === 'https:' &&
    legacy.protocol === 'https:' &&
    url.username === '' &&
    url.password === '' &&
    legacy.auth === null &&
    url.port === '' &&
    (legacy.port === null || legacy.port === '443') &&
    written === host &&
    legacy.hostname === host &&
    isPlainHostName(host);
  if (!plain) return 'invalid';
  return allowedHosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`)) ? null : 'unknown';
}
