import type { Agent } from 'node:https';
import webPush, { WebPushError } from 'web-push';
import type { Logger } from 'pino';
import { pushEndpointProblem } from './push-endpoint.js';

/** What a device is shown: a title, a line of text, and the page a tap opens. */
export interface PushMessage {
  title: string;
  body: string;
  /** A path of the web app, e.g. /gameweek/123. */
  url: string;
  /** Notifications with one tag replace each other on the device (a newer reminder replaces the older). */
  tag: string;
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * `gone`: the push service no longer knows the subscription (404/410); `refused`: the endpoint is not one the
 * server may call (stored before today's check). Either way the subscription should be deleted.
 */
export type PushOutcome = 'sent' | 'gone' | 'refused' | 'failed';

export interface PushSender {
  readonly publicKey: string;
  send(target: PushTarget, message: PushMessage): Promise<PushOutcome>;
}

/**
 * Web Push with the `web-push` package: the payload is encrypted for the subscription's keys (RFC 8291,
 * aes128gcm) and signed with the server's VAPID key (RFC 8292). A push service is given 5 s. Every endpoint is
 * checked again before it is called (`pushEndpointProblem`, as when it was stored), so one stored before a check
 * existed, or written to the table by other means, is never called.
 */
export function createPushSender(options: {
  keys: { publicKey: string; privateKey: string };
  subject: string;
  /** The push services' host names a device's endpoint may be on (PUSH_SERVICE_HOSTS). */
  allowedHosts: readonly string[];
  logger: Logger;
  /** The HTTPS agent for push services (tests trust their own local push service's certificate). */
  agent?: Agent;
}): PushSender {
  const vapidDetails = { subject: options.subject, ...options.keys };
  return {
    publicKey: options.keys.publicKey,
    async send(target, message) {
      if (pushEndpointProblem(target.endpoint, options.allowedHosts)) {
        options.logger.warn({ endpointLength: target.endpoint.length }, 'push endpoint refused: not a push service');
        return 'refused';
      }
      try {
        await webPush.sendNotification(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify(message),
          { vapidDetails, TTL: 24 * 3600, timeout: 5_000, contentEncoding: 'aes128gcm', urgency: 'normal', agent: options.agent },
        );
        return 'sent';
      } catch (error) {
        if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) return 'gone';
        options.logger.warn({ err: error, endpoint: new URL(target.endpoint).origin }, 'push not delivered');
        return 'failed';
      }
    },
  };
}

/** `sender`, counting each send by its outcome on `outcomes` (the pushes metric); a send that throws is `failed`. */
export function countingPushes(sender: PushSender, outcomes: { inc(labels: { outcome: PushOutcome }): void }): PushSender {
  return {
    publicKey: sender.publicKey,
    async send(target, message) {
      const outcome = await sender.send(target, message).catch((error: unknown) => {
        outcomes.inc({ outcome: 'failed' });
        throw error;
      });
      outcomes.inc({ outcome });
      return outcome;
    },
  };
}
