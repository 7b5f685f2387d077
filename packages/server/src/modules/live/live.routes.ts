import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LIVE_CLIENT_PARAM } from '@scoreline/shared';
import { z } from 'zod';
import { signedInRoutes } from '../../auth/signed-in-routes.js';
import { describeRoute } from '../../http/openapi.js';
import { entityId } from '../../http/params.js';
import type { LiveBus } from './live-bus.js';
import { liveClientId } from './live-events.js';
import { type LiveStreams, MAX_STREAMS_PER_SESSION, MAX_STREAMS_PER_USER, SUPERSEDED_RETRY_MS } from './live-streams.js';
import type { LiveService } from './live.service.js';

/** How often an open stream is re-checked and kept alive. */
export const HEARTBEAT_MS = 30_000;

/**
 * `GET /api/v1/groups/:groupId/events`: Server-Sent Events telling a member's open pages that something in the
 * group changed ("predictions", "gameweek", "scores"), so they refetch what they show. Members only; a member
 * who leaves or is removed is disconnected on the next event, and every heartbeat re-checks that the session
 * is still signed in and still a member (a signed-out session's streams on this instance end at once).
 */
export async function registerLiveRoutes(
  app: FastifyInstance,
  deps: {
    bus: LiveBus;
    liveService: LiveService;
    streams: LiveStreams;
    /** Called once a stream is open: from then on the handler is done, only the stream lives on. */
    streamOpened: (request: FastifyRequest) => void;
    heartbeatMs?: number;
  },
) {
  const { bus, liveService, streams, streamOpened, heartbeatMs = HEARTBEAT_MS } = deps;
  // Streams never end by themselves: close them so the server can shut down. Each EventSource is asked to come
  // back (to another instance, through the proxy) after 0.5-2.5 s, so thousands of them do not return at once.
  app.addHook('preClose', async () =>
    streams.endAll(() => ({ retryMs: 500 + Math.floor(Math.random() * 2000), reason: 'server restarting' })),
  );

  await signedInRoutes(app, (signedIn) => {
    signedIn.get(
      '/api/v1/groups/:groupId/events',
      {
        schema: {
          ...describeRoute({
            summary: "A group's live updates",
            tags: 'live',
            action: 'viewGameweeks',
            description:
              'Server-Sent Events: each event\'s data is `{ kind: "predictions" | "gameweek" | "scores" | "live", groupId }` (something changed, never what; "live": a match in play changed its running score or state); `retry: 1000`, a `: heartbeat` comment every 30 s. `?client=<tab id>` (16-64 of A-Z a-z 0-9 - _): changes made by requests that carried the same id in the `x-scoreline-client` header are not sent to this stream. A member who leaves or is removed, or whose session ends, is disconnected.' +
              ` At most ${MAX_STREAMS_PER_SESSION} streams per session and ${MAX_STREAMS_PER_USER} per user on an instance: a new one ends the oldest (after \`retry: ${SUPERSEDED_RETRY_MS}\`).`,
            errors: [403, 404],
            documentation: { eventStream: 'An event stream (`text/event-stream`).' },
          }),
        },
      },
      async (request, reply) => {
        const { user } = request;
        const sessionToken = request.sessionToken()!;
        const { groupId: raw } = z.object({ groupId: z.string() }).parse(request.params);
        const groupId = entityId(raw, 'group');
        await liveService.requireMember(user.id, groupId);
        // The tab this stream belongs to: the changes its own requests made are not echoed back to it.
        const client = liveClientId((request.query as Record<string, unknown> | undefined)?.[LIVE_CLIENT_PARAM]);

        reply.hijack();
        streamOpened(request);
        const stream = reply.raw;
        stream.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          connection: 'keep-alive',
          'x-accel-buffering': 'no',
        });
        // EventSource reconnects after a drop; ask it to retry after a second.
        stream.write('retry: 1000\n: connected\n\n');

        let ended = false;
        const end = (options: { retryMs?: number; reason?: string } = {}) => {
          if (ended) return;
          ended = true;
          unsubscribe();
          clearInterval(heartbeat);
          forget();
          // Ended for a newer stream (EventSource waits this long to come back) or by a shutdown (come back to another instance).
          if (options.retryMs !== undefined) stream.write(`retry: ${options.retryMs}\n: ${options.reason ?? 'closed'}\n\n`);
          stream.end();
          // Draining: the connection goes too (kept alive, it would hold the shutdown until the grace period ends).
          if (streams.endedAll()) request.raw.socket.end();
        };
        const unsubscribe = bus.subscribe(groupId, (kind, origin) => {
          if (client && origin === client) return;
          void (async () => {
            if (kind === 'scores' && !(await liveService.isMember(user.id, groupId).catch(() => false))) return end();
            if (!ended) stream.write(`data: ${JSON.stringify({ kind, groupId })}\n\n`);
          })();
        });
        const stillAllowed = async () => {
          const [viewer, isMember] = await Promise.all([app.sessionUserByToken(sessionToken), liveService.isMember(user.id, groupId)]);
          return viewer?.id === user.id && isMember;
        };
        const heartbeat = setInterval(() => {
          // A database hiccup keeps the stream; only a clear "signed out" or "no longer a member" ends it.
          void stillAllowed().then(
            (allowed) => (allowed ? !ended && stream.write(': heartbeat\n\n') : end()),
            () => !ended && stream.write(': heartbeat\n\n'),
          );
        }, heartbeatMs);
        const forget = streams.add(sessionToken, user.id, end);
        stream.on('close', () => end());
        // Opened while the server drains: told at once to come back (to another instance), not held to the cut-off.
        const draining = streams.endedAll();
        if (draining) end(draining);
      },
    );
  });
}
