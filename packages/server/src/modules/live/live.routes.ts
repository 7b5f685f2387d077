import { GAMEWEEK_MESSAGES } from '@scoreline/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { entityId } from '../../http/params.js';
import { ForbiddenError } from '../../lib/errors.js';
import type { GroupsRepo } from '../groups/groups.repo.js';
import type { GroupsService } from '../groups/groups.service.js';
import type { LiveBus } from './live-bus.js';

/** The spec's realtime heartbeat (section 9). */
const HEARTBEAT_MS = 30_000;

/**
 * `GET /api/v1/groups/:groupId/events`: Server-Sent Events telling a member's open pages that something in the
 * group changed ("predictions", "gameweek", "scores"), so they refetch what they show. Members only; a member
 * who leaves or is removed is disconnected on the next event.
 */
export async function registerLiveRoutes(
  app: FastifyInstance,
  deps: {
    db: Database;
    bus: LiveBus;
    groupsService: GroupsService;
    groupsRepo: GroupsRepo;
    /** Called once a stream is open: from then on the handler is done, only the stream lives on. */
    streamOpened: (request: FastifyRequest) => void;
  },
) {
  const { db, bus, groupsService, groupsRepo, streamOpened } = deps;
  const open = new Set<() => void>();
  // Streams never end by themselves: close them so the server can shut down.
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  app.get('/api/v1/groups/:groupId/events', { onRequest: app.authenticate }, async (request, reply) => {
    const user = await request.requireUser();
    const { groupId: raw } = z.object({ groupId: z.string() }).parse(request.params);
    const groupId = entityId(raw, 'group');
    const access = await groupsService.access(db, groupId, user.id);
    if (!access.isMember) throw new ForbiddenError(GAMEWEEK_MESSAGES.notMember);

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
    const end = () => {
      if (ended) return;
      ended = true;
      unsubscribe();
      clearInterval(heartbeat);
      open.delete(end);
      stream.end();
    };
    const unsubscribe = bus.subscribe(groupId, (kind) => {
      void (async () => {
        if (kind === 'scores' && !(await groupsRepo.membership(db, groupId, user.id).catch(() => null))) return end();
        if (!ended) stream.write(`data: ${JSON.stringify({ kind, groupId })}\n\n`);
      })();
    });
    const heartbeat = setInterval(() => stream.write(': heartbeat\n\n'), HEARTBEAT_MS);
    open.add(end);
    stream.on('close', end);
  });
}
