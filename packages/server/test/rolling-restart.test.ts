import { and, eq, inArray } from 'drizzle-orm';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../src/db/embedded-postgres.js';
import { predictions } from '../src/db/schema.js';
import { gameHelpers } from './support/game.js';
import { groupWithRoles } from './support/groups.js';
import { type ServerProcess, spawnServer, tempDataDir, waitReady } from './support/server-process.js';
import { PUBLIC_URL, type TestApp, createTestApp } from './support/test-app.js';

/**
 * A rolling restart of one of two instances under steady saves, as a deployment does it: SIGTERM drains the
 * instance (no new connections, requests in flight answered, event streams told to come back elsewhere, jobs
 * stopped), it exits 0, starts again, and the other one follows. Clients save in a loop and, like a browser
 * behind a proxy, try the other instance on a connection error. No acknowledged save may be lost, none may get a 5xx.
 */
const AUTH_SECRET = 'test-secret-that-is-at-least-32-characters-long';
const GRACE_MS = 5_000;

let t: TestApp;
let roles: Awaited<ReturnType<typeof groupWithRoles>>;
let week: { id: string; matches: Array<{ id: string }> };

beforeAll(async () => {
  t = await createTestApp();
  roles = await groupWithRoles(t.app);
  week = await gameHelpers(t.app, new Date()).gameweek(roles, 24, ['Rovers', 'United', 'City', 'Town']);
});
afterAll(async () => t.close());

interface Instance {
  port: number;
  base: string;
  dataDir: string;
  server: ServerProcess;
}

function startInstance(port: number, dataDir = tempDataDir('rolling')): Instance {
  const base = `http://127.0.0.1:${port}`;
  const server = spawnServer({
    DATABASE_URL: t.database.url,
    AUTH_SECRET,
    PUBLIC_URL,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'none'),
    SHUTDOWN_GRACE_MS: String(GRACE_MS),
  });
  return { port, base, dataDir, server };
}

/** The n-th save of a player: every match gets a score derived from n, so the last one saved is recognisable. */
const scoresOf = (n: number) =>
  week.matches.map((match, index) => ({ matchId: match.id, home: (n + index) % 10, away: Math.floor(n / 10) % 10 }));

interface SaveLog {
  acknowledged: number;
  lastAcknowledged: number;
  byInstance: Map<string, number>;
  statuses: Map<number, number>;
  connectionErrors: number;
}

/** One player saving in a loop until `stop()`, round-robin over the instances, retrying a save on a connection error. */
function savingPlayer(player: { id: string; cookie: string }, instances: () => Instance[]) {
  const log: SaveLog = { acknowledged: 0, lastAcknowledged: -1, byInstance: new Map(), statuses: new Map(), connectionErrors: 0 };
  let stopped = false;
  let turn = 0;
  const loop = (async () => {
    for (let n = 0; !stopped; n += 1) {
      for (;;) {
        const { base } = instances()[turn++ % instances().length]!;
        try {
          const response = await fetch(`${base}/api/v1/gameweeks/${week.id}/players/${player.id}/predictions`, {
            method: 'PUT',
            headers: { 'content-type': 'application/json', origin: PUBLIC_URL, cookie: player.cookie },
            body: JSON.stringify({ predictions: scoresOf(n) }),
          });
          await response.arrayBuffer();
          log.statuses.set(response.status, (log.statuses.get(response.status) ?? 0) + 1);
          if (response.status === 200) {
            log.acknowledged += 1;
            log.lastAcknowledged = n;
            log.byInstance.set(base, (log.byInstance.get(base) ?? 0) + 1);
          }
          break;
        } catch {
          // Refused or reset: the instance is going or gone. Try the next one, as a proxy would.
          log.connectionErrors += 1;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }
    }
  })();
  return {
    log,
    stop: async () => {
      stopped = true;
      await loop;
    },
  };
}

/** Opens an event stream on `base` and resolves with everything it received once the server ends it. */
async function eventStreamUntilClosed(base: string, groupId: string, cookie: string) {
  const response = await fetch(`${base}/api/v1/groups/${groupId}/events`, { headers: { cookie } });
  expect(response.status).toBe(200);
  return { received: response.text() };
}

const waitFor = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a rolling restart of two instances under steady saves', () => {
  it('drains each instance on SIGTERM and exits 0, losing no acknowledged save and answering no 5xx', async () => {
    const [portA, portB] = [await findFreePort(), await findFreePort()];
    const instances = [startInstance(portA), startInstance(portB)];
    await Promise.all(instances.map((instance) => waitReady(instance.base, instance.server)));

    const players = [roles.owner, roles.admin, roles.member].map((player) => savingPlayer(player, () => instances));
    await waitFor(1_500);

    for (const index of [0, 1]) {
      const going = instances[index]!;
      const stream = await eventStreamUntilClosed(going.base, roles.group.id, roles.member.cookie);
      const savedBefore = players.reduce((sum, player) => sum + player.log.acknowledged, 0);
      going.server.child.kill('SIGTERM');
      // Told to come back (elsewhere) after a short wait, then closed.
      expect(await stream.received).toMatch(/retry: \d+\n: server restarting/);
      expect(await going.server.exited()).toBe(0);
      // The other instance carried the saves meanwhile.
      expect(players.reduce((sum, player) => sum + player.log.acknowledged, 0)).toBeGreaterThan(savedBefore);

      const restarted = startInstance(going.port, going.dataDir);
      instances[index] = restarted;
      await waitReady(restarted.base, restarted.server);
      await waitFor(1_500);
      // The restarted instance takes saves again.
      expect(players.every((player) => (player.log.byInstance.get(restarted.base) ?? 0) > 0)).toBe(true);
    }
    await Promise.all(players.map((player) => player.stop()));

    for (const [index, player] of players.entries()) {
      const { log } = player;
      expect(Object.fromEntries(log.statuses), 'every save answered 200').toEqual({ 200: log.acknowledged });
      expect(log.acknowledged).toBeGreaterThan(10);
      // What the database holds is the last save each player was told succeeded.
      const id = [roles.owner, roles.admin, roles.member][index]!.id;
      const stored = await t.database.db
        .select()
        .from(predictions)
        .where(
          and(
            eq(predictions.userId, id),
            inArray(
              predictions.matchId,
              week.matches.map((match) => match.id),
            ),
          ),
        );
      const byMatch = new Map(stored.map((row) => [row.matchId, [row.predictedHomeScore, row.predictedAwayScore]]));
      expect(scoresOf(log.lastAcknowledged).map((s) => byMatch.get(s.matchId))).toEqual(
        scoresOf(log.lastAcknowledged).map((s) => [s.home, s.away]),
      );
    }
    for (const instance of instances) {
      instance.server.child.kill('SIGTERM');
      expect(await instance.server.exited()).toBe(0);
    }
  }, 120_000);
});
