import { type Logger, pino } from 'pino';

/**
 * Hides secrets in logged URLs: one-time tokens (reset, confirmation and unsubscribe links) in the query, and the
 * secret of a link that is its own key in the path: an invite link's (`/invite/{id}.{secret}`,
 * `/api/v1/invites/{id}.{secret}`) and a calendar feed's (`/api/v1/calendar/{id}.{secret}.ics`).
 */
export function redactTokens(url: string): string {
  return url
    .replace(/([?&](?:token|code)=)[^&#]*/gi, '$1[redacted]')
    .replace(/(\/(?:invites?|calendar)\/[0-9a-f-]{36}\.)[^/?#]*/gi, '$1[redacted]');
}

/** The process logger: pino JSON, with request URLs stripped of tokens. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    serializers: {
      req: (request: { method: string; url: string; ip?: string; id?: string }) => ({
        method: request.method,
        url: redactTokens(request.url),
        remoteAddress: request.ip,
      }),
    },
  });
}
