import { type Logger, pino } from 'pino';

/** Hides one-time tokens (reset and confirmation links) in logged URLs. */
export function redactTokens(url: string): string {
  return url.replace(/([?&](?:token|code)=)[^&#]*/gi, '$1[redacted]');
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
