import {
  NOTIFICATION_MESSAGES,
  type NotificationKind,
  type NotificationSettings,
  matchClosesAt,
  matchPhase,
  rankStandings,
  reminderWindows,
} from '@scoreline/shared';
import type { Logger } from 'pino';
import type { Database, Executor } from '../../db/client.js';
import type { Mailer, MailMessage } from '../../mail/mailer.js';
import { type ReminderItem, type UnsubscribeLinks, gameweekNewsMail, reminderLine, reminderMail } from '../../mail/templates.js';
import { createLeaderboardsRepo } from '../leaderboards/leaderboards.repo.js';
import { type NotificationsRepo, type ReminderCandidate, toSettings, toSubject } from './notifications.repo.js';
import type { PushMessage, PushSender } from './push-sender.js';
import type { UnsubscribeTokens } from './unsubscribe-token.js';

const HOUR = 3_600_000;
/**
 * A reminder window also covers what closes soon after the close that opened it (half a window more): a
 * Saturday of kick-offs from 12:30 to 20:00 gets one "24 hours" email on Friday and one "2 hours" email per
 * cluster of kick-offs, not one per kick-off.
 */
const COVER = 1.5;
const LONGEST_WINDOW_HOURS = 24;

interface Recipient {
  userId: string;
  email: string;
  username: string;
  settings: NotificationSettings;
  hasDevice: boolean;
}

/** A gameweek's matches a player has not predicted yet, as far as a reminder goes. */
interface OpenGameweek {
  gameweekId: string;
  groupName: string;
  weekNumber: number;
  /** When each missing match closes (ms), earliest first. */
  closes: number[];
}

function recipientOf(row: ReminderCandidate | { user_id: string; email: string; username: string; has_device: boolean }): Recipient {
  return {
    userId: row.user_id,
    email: row.email,
    username: row.username,
    settings: toSettings(row as ReminderCandidate),
    hasDevice: row.has_device,
  };
}

/** Per player, their gameweeks with matches still open (by the policy) and unpredicted. */
function openGameweeksByPlayer(rows: ReminderCandidate[], now: Date): Map<string, { recipient: Recipient; weeks: OpenGameweek[] }> {
  const players = new Map<string, { recipient: Recipient; weeks: Map<string, OpenGameweek> }>();
  for (const row of rows) {
    const gameweek = toSubject(row);
    const match = {
      matchTime: new Date(row.match_time).toISOString(),
      finalHomeScore: row.final_home_score,
      finalAwayScore: row.final_away_score,
    };
    if (matchPhase(gameweek, match, now).phase !== 'open') continue;
    let player = players.get(row.user_id);
    if (!player) players.set(row.user_id, (player = { recipient: recipientOf(row), weeks: new Map() }));
    let week = player.weeks.get(row.id);
    if (!week)
      player.weeks.set(row.id, (week = { gameweekId: row.id, groupName: row.group_name, weekNumber: row.week_number, closes: [] }));
    week.closes.push(Date.parse(matchClosesAt(gameweek, match)));
  }
  return new Map(
    [...players].map(([userId, { recipient, weeks }]) => [
      userId,
      { recipient, weeks: [...weeks.values()].map((week) => ({ ...week, closes: week.closes.sort((a, b) => a - b) })) },
    ]),
  );
}

export function createNotifier(deps: {
  db: Database;
  repo: NotificationsRepo;
  mailer: Mailer;
  push: PushSender;
  tokens: UnsubscribeTokens;
  publicUrl: string;
  logger: Logger;
}) {
  const { db, repo, mailer, push, tokens, publicUrl, logger } = deps;
  const leaderboards = createLeaderboardsRepo();
  const gameweekUrl = (gameweekId: string) => `${publicUrl}/gameweek/${gameweekId}`;
  const unsubscribeLinks = (userId: string, kind: NotificationKind): UnsubscribeLinks => {
    const token = encodeURIComponent(tokens.sign(userId, kind));
    return { pageUrl: `${publicUrl}/unsubscribe?token=${token}`, oneClickUrl: `${publicUrl}/api/v1/unsubscribe?token=${token}` };
  };

  /** Sends to each of the player's devices; forgets those the push service no longer knows. */
  async function pushTo(tx: Executor, userId: string, message: PushMessage): Promise<number> {
    let delivered = 0;
    for (const device of await repo.pushTargetsOf(tx, [userId])) {
      const outcome = await push.send(device, message);
      if (outcome === 'gone') await repo.forgetEndpoint(tx, device.endpoint);
      if (outcome === 'sent') delivered += 1;
    }
    return delivered;
  }

  /** A reminder by the channels the player keeps on; whether any channel was used. */
  async function remind(tx: Executor, recipient: Recipient, weeks: OpenGameweek[], now: Date): Promise<boolean> {
    const { settings } = recipient;
    const byEmail = settings.reminders.email;
    const byPush = settings.reminders.push && recipient.hasDevice;
    if (!byEmail && !byPush) return false;
    const items: ReminderItem[] = weeks.map((week) => ({
      groupName: week.groupName,
      weekNumber: week.weekNumber,
      missing: week.closes.length,
      closesAt: new Date(week.closes[0]!),
      lastClosesAt: new Date(week.closes.at(-1)!),
      url: gameweekUrl(week.gameweekId),
    }));
    if (byEmail) {
      const mail = reminderMail({
        to: recipient.email,
        username: recipient.username,
        items,
        now,
        unsubscribe: unsubscribeLinks(recipient.userId, 'reminders'),
      });
      await mailer.send(mail);
    }
    if (byPush) {
      for (const [index, item] of items.entries()) {
        await pushTo(tx, recipient.userId, {
          title: 'Predictions close soon',
          body: reminderLine(item, now),
          url: `/gameweek/${weeks[index]!.gameweekId}`,
          tag: `reminder-${weeks[index]!.gameweekId}`,
        });
      }
    }
    return true;
  }

  return {
    /**
     * The reminder job: each player with open matches unpredicted in a window they chose (24 h, 2 h before they
     * close) gets one email (and push) for all their groups. Each (player, window, close) is recorded in the
     * transaction that sends it, so it goes out once, whatever runs this at the same time or again after a
     * restart; a send that fails rolls its record back and is tried again on the next run.
     */
    async sendDueReminders(now: Date): Promise<{ reminded: string[] }> {
      const rows = await repo.reminderCandidates(db, now, LONGEST_WINDOW_HOURS * COVER);
      const reminded: string[] = [];
      for (const { recipient, weeks } of openGameweeksByPlayer(rows, now).values()) {
        // Per window: the closes now inside it ("due") and those soon after that the same email covers.
        const claims: Array<{ kind: string; subject: string; due: boolean }> = [];
        for (const week of weeks) {
          for (const window of reminderWindows(recipient.settings.reminderTiming)) {
            if (week.closes[0]! - now.getTime() > window * HOUR) continue;
            for (const close of new Set(week.closes.filter((close) => close - now.getTime() <= window * COVER * HOUR)))
              claims.push({
                kind: `reminder-${window}h`,
                subject: `${week.gameweekId}@${new Date(close).toISOString()}`,
                due: close - now.getTime() <= window * HOUR,
              });
          }
        }
        if (claims.length === 0) continue;
        try {
          const sent = await db.transaction(async (tx) => {
            const fresh = await repo.claim(tx, recipient.userId, claims);
            // An email goes out when a close entered a window it had not been reminded in; it names every match
            // of that gameweek still missing.
            const freshlyDue = new Set(
              fresh
                .filter((claim) => claims.some((c) => c.due && c.kind === claim.kind && c.subject === claim.subject))
                .map((claim) => claim.subject.split('@')[0]),
            );
            const toSend = weeks.filter((week) => freshlyDue.has(week.gameweekId));
            return toSend.length > 0 && (await remind(tx, recipient, toSend, now));
          });
          if (sent) reminded.push(recipient.userId);
        } catch (error) {
          logger.error({ err: error, userId: recipient.userId }, 'reminder not sent; tried again on the next run');
        }
      }
      return { reminded };
    },

    /**
     * An admin's "Remind them": everyone in the gameweek with an open match unpredicted gets the reminder now,
     * by the channels they keep on (their reminder windows are for the scheduled ones). Returns whom it reached.
     */
    async remindNow(tx: Executor, gameweekId: string, now: Date): Promise<string[]> {
      const rows = await repo.reminderCandidates(tx, now, 24 * 366, gameweekId);
      const reached: string[] = [];
      for (const { recipient, weeks } of openGameweeksByPlayer(rows, now).values()) {
        try {
          if (await remind(tx, recipient, weeks, now)) reached.push(recipient.userId);
        } catch (error) {
          logger.error({ err: error, userId: recipient.userId }, 'reminder not sent');
        }
      }
      return reached;
    },

    /**
     * Each gameweek that has finished since the last run: every real member hears their points ("Results are
     * in") and the winners "You won Gameweek n!", by the channels they keep on. One transaction per gameweek
     * records who was told and that it is done; other instances skip the gameweek meanwhile, and a crash before
     * it commits leaves it to be told on the next run.
     */
    async announceResults(now: Date): Promise<string[]> {
      const announced: string[] = [];
      for (;;) {
        const gameweek = await db.transaction(async (tx) => {
          const finished = await repo.nextFinishedToAnnounce(tx);
          if (!finished) return null;
          const { standings } = await leaderboards.gameweek(tx, finished.id, finished.group_id);
          const ranked = rankStandings(
            standings.map((row) => ({ userId: row.player.id, points: row.totalPoints, correctScores: row.correctScores })),
          );
          const members = await repo.membersToTell(tx, finished.group_id);
          for (const member of members.map(recipientOf)) {
            const standing = ranked.find((row) => row.userId === member.userId);
            const points = standing?.points ?? 0;
            const won = standing?.position === 1 && points > 0;
            const news: Array<{ kind: 'results' | 'wins'; title: string }> = [
              { kind: 'results', title: NOTIFICATION_MESSAGES.resultsIn(points, finished.week_number) },
              ...(won ? [{ kind: 'wins' as const, title: NOTIFICATION_MESSAGES.youWon(finished.week_number) }] : []),
            ];
            const fresh = await repo.claim(
              tx,
              member.userId,
              news.map((item) => ({ kind: item.kind, subject: finished.id })),
            );
            for (const item of news.filter((n) => fresh.some((claim) => claim.kind === n.kind))) {
              try {
                if (member.settings[item.kind].push && member.hasDevice)
                  await pushTo(tx, member.userId, {
                    title: item.title,
                    body: finished.group_name,
                    url: `/gameweek/${finished.id}`,
                    tag: `${item.kind}-${finished.id}`,
                  });
                if (member.settings[item.kind].email) await mailer.send(newsMail(member, item, finished));
              } catch (error) {
                logger.error({ err: error, userId: member.userId, kind: item.kind }, 'gameweek news not sent');
              }
            }
          }
          await repo.markAnnounced(tx, finished.id, now);
          return finished.id;
        });
        if (!gameweek) return announced;
        announced.push(gameweek);
      }

      function newsMail(
        member: Recipient,
        item: { kind: 'results' | 'wins'; title: string },
        finished: { id: string; group_name: string },
      ): MailMessage {
        return gameweekNewsMail({
          to: member.email,
          username: member.username,
          subject: item.title,
          groupName: finished.group_name,
          url: gameweekUrl(finished.id),
          what: item.kind === 'results' ? 'results emails' : 'win emails',
          unsubscribe: unsubscribeLinks(member.userId, item.kind),
        });
      }
    },
  };
}

export type Notifier = ReturnType<typeof createNotifier>;
