import type { ExternalMatch } from '@scoreline/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client.js';
import type { FootballProvider } from '../football/football-provider.js';
import { publishLive } from '../live/live-events.js';
import type { JobsRepo } from './jobs.repo.js';

/** A goal the live poll saw: the fixture and its running score after it. */
export interface Goal {
  apiMatchId: number;
  home: number;
  away: number;
}

export interface LivePollReport {
  /** Provider requests made (0 when nothing may be in play). */
  asked: number;
  /** Fixtures the provider reports in play: the results sync need not ask for them one by one. */
  inPlay: number[];
  /** Fixtures whose score or state changed on some group's copy. */
  changed: number[];
  goals: Goal[];
}

/** What a live poll saw in play (`ids`), and when (`at`, ms). */
export interface InPlaySeen {
  ids: readonly number[];
  at: number;
}

/**
 * The fixtures the results sync need not ask for: those the last poll on this instance saw in play, while that
 * poll is at most two intervals old. A poll that keeps failing, or polls taken by another instance, leave an
 * answer that no longer holds (the fixture may be over): then every fixture is asked for, none waits for ever.
 */
export const inPlayToSkip = (seen: InPlaySeen | null, now: Date, livePollSeconds: number): readonly number[] =>
  seen !== null && now.getTime() - seen.at <= 2 * livePollSeconds * 1000 ? seen.ids : [];

/** How long after kick-off a fixture may still be in play (extra time, penalties, a long stoppage). */
const MAY_BE_LIVE_HOURS = 4;
const DAY = 24 * 60 * 60 * 1000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Writes a fixture's live state to every group's copy and tells their open pages (SSE kind "live") when the
 * score or state changed; a new minute alone is written quietly (the next refetch shows it). Answers the goal,
 * if the running score grew. A copy whose stored kick-off is still ahead (brought forward, and the kick-off
 * refresh has not seen it yet) is moved to the provider's kick-off, or now: being played, it takes no more
 * predictions (its running score is on the page).
 */
export async function recordLiveState(
  tx: Executor,
  repo: JobsRepo,
  match: ExternalMatch,
  now: Date,
): Promise<{ changed: boolean; goal: Goal | null }> {
  const { home, away } = match.score;
  const kickOff = Date.parse(match.utcDate);
  await repo.moveKickOff(tx, match.id, new Date(Number.isNaN(kickOff) ? now.getTime() : Math.min(kickOff, now.getTime())), now);
  const written = await repo.writeLiveState(tx, {
    id: match.id,
    competitionId: match.competitionId,
    status: match.status,
    home,
    away,
    minute: match.minute ?? null,
  });
  const { before } = written;
  if (!before) return { changed: false, goal: null };
  const scoreMoved = before.home !== home || before.away !== away;
  if (scoreMoved || before.status !== match.status) await publishLive(tx, written.groupIds, 'live');
  const goals = (score: { home: number | null; away: number | null }) => (score.home ?? 0) + (score.away ?? 0);
  const goal = home !== null && away !== null && goals({ home, away }) > goals(before) ? { apiMatchId: match.id, home, away } : null;
  return { changed: scoreMoved || before.status !== match.status, goal };
}

/**
 * One poll of the matches in play: one provider request for every competition with a fixture that may be on,
 * each match's running score written to all its copies (one transaction per fixture, so a goal reaches pages at
 * once). Nothing is marked: full time stays the results sync's job.
 */
export async function pollLiveScores(deps: {
  db: Database;
  provider: FootballProvider;
  now: Date;
  logger: FastifyBaseLogger;
  jobsRepo: JobsRepo;
}): Promise<LivePollReport> {
  const { db, provider, now, jobsRepo: repo } = deps;
  const report: LivePollReport = { asked: 0, inPlay: [], changed: [], goals: [] };
  const competitions = await repo.competitionsPossiblyLive(db, now, MAY_BE_LIVE_HOURS);
  if (competitions.length === 0) return report;
  report.asked = 1;
  const live = await provider.liveMatches(competitions, { from: dayOf(now.getTime() - DAY), to: dayOf(now.getTime() + DAY) });
  for (const match of live) {
    report.inPlay.push(match.id);
    try {
      const { changed, goal } = await db.transaction((tx) => recordLiveState(tx, repo, match, now));
      if (changed) report.changed.push(match.id);
      if (goal) report.goals.push(goal);
    } catch (error) {
      deps.logger.error({ err: error, apiMatchId: match.id }, 'live poll failed for a match');
    }
  }
  return report;
}
