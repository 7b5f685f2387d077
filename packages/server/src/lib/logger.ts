import { type Logger, pino } from 'pino';

/**
 * Hides secrets in logged URLs: one-time tokens (reset, confirmation and unsubscribe links) in the query, and an
 * invite link's secret in the path (`/invite/{id}.{secret}`, `/api/v1/invites/{id}.{secret}`).
 */
export function redactTokens(url: string): string {
  return url.replace(/([?&](?:token|code)=)[^&#]*/gi, '$1[redacted]').replace(/(\/invites?\/[0-9a-f-]{36}\.)[^/?#]*/gi, '$1[redacted]');
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
