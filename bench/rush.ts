/**
 * The deadline rush: every player of the rush groups saves their open gameweek once in the last minute before
 * a real deadline (set to now + the window in the database), more of them the closer it gets, and some a few
 * seconds after it. Then the database is read back: each save answered 200 must be there with its scores, each
 * refused one must have changed nothing.
 *
 * Judged by this process's clock (the server's is the same machine's): a save sent at least GRACE_MS before the
 * deadline (or answered before it) must be kept, one sent after it must be refused; one sent in the last
 * GRACE_MS may go either way (it reaches the server's check after some processing time), but the database must
 * still agree with its answer. A server that falls behind in the rush refuses saves its players made in time:
 * those count against the check.
 */
import http from 'node:http';
import { PREDICTION_MESSAGES } from '@scoreline/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../packages/server/src/db/client.js';
import { uuidArray } from '../packages/server/src/db/sql-helpers.js';
import type { BenchConfig } from './config.js';
import { type Dataset, mix } from './dataset.js';
import { percentile, send } from './client.js';
import type { BenchRequest } from './load.js';
import type { Pick } from './http.js';
import { rushGroupsOf } from './rush-round.js';

/** Time to set up before the window opens. */
const LEAD_MS = 3000;
/** Share of the saves sent after the deadline. */
const LATE_SHARE = 0.05;
/** Saves sent this close to the deadline may be refused: the time a save takes to reach the server's check. */
const GRACE_MS = 100;

export interface RushResult {
  players: number;
  groups: number;
  windowSeconds: number;
  lateSeconds: number;
  kept: number;
  refused: number;
  /** Neither 200 nor the "closed" 400: server errors, other refusals, network errors. */
  failed: number;
  failures: string[];
  /** Sent in time (answered before the deadline, or sent GRACE_MS before it) yet refused. */
  refusedInTime: number;
  /** How long before the deadline the earliest of those was sent (ms). */
  refusedInTimeEarliestMs: number;
  /** Sent after the deadline yet kept. */
  keptLate: number;
  /** Sent in the last GRACE_MS before the deadline: kept, refused (either is right). */
  atTheWire: { kept: number; refused: number };
  graceMs: number;
  /** Saves whose rows in the database do not match their answer. */
  databaseMismatches: number;
  /** Saves in the last second before the deadline. */
  lastSecond: number;
  p50: number;
  p99: number;
  max: number;
  held: boolean;
}

const wallNow = () => performance.timeOrigin + performance.now();

type Row = { user_id: string; match_id: string; predicted_home_score: number; predicted_away_score: number; updated_at: string };

async function rowsOf(db: Database, gameweekIds: string[]) {
  const result = await db.execute<Row>(sql`
    SELECT p.user_id, p.match_id, p.predicted_home_score, p.predicted_away_score, p.updated_at::text AS updated_at
    FROM predictions p JOIN matches m ON m.id = p.match_id
    WHERE m.gameweek_id = ANY(${uuidArray(gameweekIds)})`);
  return new Map(result.rows.map((row) => [`${row.user_id}/${row.match_id}`, row]));
}

export async function deadlineRush(options: {
  base: string;
  db: Database;
  c: BenchConfig;
  d: Dataset;
  saveRequest: (p: Pick, n: number) => BenchRequest;
  pick: (g: number, m: number, w: number) => Pick;
  /** The rush's gameweek: 0, the seeded open one; n, the n-th fresh one after it (rush-round.ts). */
  round?: number;
}): Promise<RushResult> {
  const { base, db, c, d, saveRequest, pick, round = 0 } = options;
  const groups = rushGroupsOf(c);
  const weekOf = (g: number) => d.weeksOf(g) + round;
  const gameweekIds = groups.map((g) => d.gameweekId(g, weekOf(g)));
  const windowMs = c.rushSeconds * 1000;
  const lateMs = c.rushLateSeconds * 1000;
  const deadline = Math.ceil(wallNow() + LEAD_MS + windowMs);

  // Each player's moment: most close to the deadline (the square bunches them there), a few just after it.
  const saves = groups.flatMap((g) =>
    Array.from({ length: c.members }, (_, m) => {
      const n = d.userIndex(g, m);
      const u = mix(n) / 2 ** 32;
      const v = mix(n ^ 0x2545f491) / 2 ** 32;
      const at = u < LATE_SHARE ? deadline + v * lateMs : deadline - windowMs * v * v;
      const p = pick(g, m, weekOf(g));
      return { p, n, at, request: saveRequest(p, n + 1), sentAt: 0, doneAt: 0, status: 0, body: '' };
    }),
  );

  const before = await rowsOf(db, gameweekIds);
  await db.execute(sql`UPDATE gameweeks SET deadline = ${new Date(deadline).toISOString()} WHERE id = ANY(${uuidArray(gameweekIds)})`);

  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const url = new URL(base);
  try {
    await Promise.all(
      saves.map(
        (save) =>
          new Promise<void>((resolve) => {
            setTimeout(
              () => {
                save.sentAt = wallNow();
                send(agent, url, save.request).then(
                  ({ status, body }) => {
                    save.doneAt = wallNow();
                    save.status = status;
                    save.body = body;
                    resolve();
                  },
                  (error: Error) => {
                    save.doneAt = wallNow();
                    save.body = error.message;
                    resolve();
                  },
                );
              },
              Math.max(0, save.at - wallNow()),
            );
          }),
      ),
    );
  } finally {
    agent.destroy();
  }

  const after = await rowsOf(db, gameweekIds);
  const closed = (body: string) => {
    try {
      return (JSON.parse(body) as { error?: { message?: string } }).error?.message === PREDICTION_MESSAGES.closed;
    } catch {
      return false;
    }
  };
  let kept = 0;
  let refused = 0;
  let refusedInTime = 0;
  let keptLate = 0;
  let refusedInTimeEarliestMs = 0;
  const atTheWire = { kept: 0, refused: 0 };
  let databaseMismatches = 0;
  const failures: string[] = [];
  for (const save of saves) {
    const ok = save.status === 200;
    const isRefusal = save.status === 400 && closed(save.body);
    if (ok) kept += 1;
    else if (isRefusal) refused += 1;
    else failures.push(`${save.status || 'network'} ${save.body.slice(0, 160)}`);
    if (save.sentAt >= deadline) {
      if (ok) keptLate += 1;
    } else if (save.doneAt < deadline || save.sentAt < deadline - GRACE_MS) {
      if (!ok) {
        refusedInTime += 1;
        refusedInTimeEarliestMs = Math.max(refusedInTimeEarliestMs, Math.round(deadline - save.sentAt));
      }
    } else if (ok) atTheWire.kept += 1;
    else atTheWire.refused += 1;
    // The answer and the database must agree: kept means every row holds the sent scores, otherwise nothing moved.
    const sent = (JSON.parse(save.request.body!) as { predictions: Array<{ matchId: string; home: number; away: number }> }).predictions;
    const matches = sent.every(({ matchId, home, away }) => {
      const key = `${save.p.userId}/${matchId}`;
      const now = after.get(key);
      if (ok) return now !== undefined && now.predicted_home_score === home && now.predicted_away_score === away;
      const then = before.get(key);
      return then === undefined
        ? now === undefined
        : now !== undefined &&
            now.predicted_home_score === then.predicted_home_score &&
            now.predicted_away_score === then.predicted_away_score &&
            now.updated_at === then.updated_at;
    });
    if (!matches) databaseMismatches += 1;
  }

  const latencies = saves.map((save) => save.doneAt - save.sentAt).sort((a, b) => a - b);
  const at = (q: number) => percentile(latencies, q);
  return {
    players: saves.length,
    groups: groups.length,
    windowSeconds: c.rushSeconds,
    lateSeconds: c.rushLateSeconds,
    kept,
    refused,
    failed: failures.length,
    failures: failures.slice(0, 10),
    refusedInTime,
    refusedInTimeEarliestMs,
    keptLate,
    atTheWire,
    graceMs: GRACE_MS,
    databaseMismatches,
    lastSecond: saves.filter((save) => save.at < deadline && save.at >= deadline - 1000).length,
    p50: Math.round(at(0.5) * 10) / 10,
    p99: Math.round(at(0.99) * 10) / 10,
    max: Math.round((latencies.at(-1) ?? 0) * 10) / 10,
    held: failures.length === 0 && refusedInTime === 0 && keptLate === 0 && databaseMismatches === 0 && kept > 0 && refused > 0,
  };
}
