import {
  MAIL_MESSAGES,
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
import { type MailReader, mailReader } from '../../mail/reader.js';
import { type ReminderItem, type UnsubscribeLinks, gameweekNewsMail, reminderLine, reminderMail } from '../../mail/templates.js';
import type { LeaderboardsRepo } from '../leaderboards/leaderboards.repo.js';
import { type NotificationsRepo, type ReminderCandidate, type ResultsRecipient, toSettings, toSubject } from './notifications.repo.js';
import { createGoalAnnouncer } from './goal-announcer.js';
import { createPlayerPush } from './player-push.js';
import type { PushSender } from './push-sender.js';
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
  /** Their address and name, and the language and zone their mails and pushes are written in. */
  reader: MailReader;
  settings: NotificationSettings;
  hasDevice: boolean;
}

/** A gameweek's news for one member, in their language: the push's title and mail's subject, and the mail's intro. */
interface News {
  kind: 'results' | 'wins';
  title: string;
  intro: string;
}

/** A gameweek's matches a player has not predicted yet, as far as a reminder goes. */
interface OpenGameweek {
  gameweekId: string;
  groupName: string;
  weekNumber: number;
  /** When each missing match closes (ms), earliest first. */
  closes: number[];
}

/** A recipient from any row of the repo that carries a player and their settings. */
function recipientOf(row: ResultsRecipient): Recipient {
  return {
    userId: row.user_id,
    reader: mailReader({ email: row.email, username: row.username, locale: row.locale, timeZone: row.time_zone }),
    settings: toSettings(row),
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
  leaderboards: Pick<LeaderboardsRepo, 'gameweek'>;
  logger: Logger;
}) {
  const { db, repo, mailer, push, tokens, publicUrl, leaderboards, logger } = deps;
  const gameweekUrl = (gameweekId: string) => `${publicUrl}/gameweek/${gameweekId}`;
  const unsubscribeLinks = (userId: string, kind: NotificationKind): UnsubscribeLinks => {
    const token = encodeURIComponent(tokens.sign(userId, kind));
    return { pageUrl: `${publicUrl}/unsubscribe?token=${token}`, oneClickUrl: `${publicUrl}/api/v1/unsubscribe?token=${token}` };
  };

  const playerPush = createPlayerPush(repo, push);
  const pushTo = playerPush.toPlayer;

  /** The channels a reminder reaches the player by (none: nothing to send). */
  const reminderChannels = (recipient: Recipient) => ({
    byEmail: recipient.settings.reminders.email,
    byPush: recipient.settings.reminders.push && recipient.hasDevice,
  });

  /** A reminder of these gameweeks by the channels the player keeps on. */
  async function remind(executor: Executor, recipient: Recipient, weeks: OpenGameweek[], now: Date): Promise<void> {
    const { byEmail, byPush } = reminderChannels(recipient);
    const items: ReminderItem[] = weeks.map((week) => ({
      groupName: week.groupName,
      weekNumber: week.weekNumber,
      missing: week.closes.length,
      closesAt: new Date(week.closes[0]!),
      lastClosesAt: new Date(week.closes.at(-1)!),
      url: gameweekUrl(week.gameweekId),
    }));
    if (byEmail) {
      const unsubscribe = unsubscribeLinks(recipient.userId, 'reminders');
      await mailer.send(reminderMail({ reader: recipient.reader, items, now, unsubscribe }));
    }
    if (byPush) {
      for (const [index, item] of items.entries()) {
        await pushTo(executor, recipient.userId, {
          title: recipient.reader.t(NOTIFICATION_MESSAGES.closeSoonTitle),
          body: reminderLine(recipient.reader, item, now),
          url: `/gameweek/${weeks[index]!.gameweekId}`,
          tag: `reminder-${weeks[index]!.gameweekId}`,
        });
      }
    }
  }

  /**
   * The claims of one player's run: per window W, the closes now inside it ("due"), and those up to half a
   * window later that the same email covers (claimed only when a due one is new, so none is silenced unsent).
   */
  function claimsOf(recipient: Recipient, weeks: OpenGameweek[], now: Date) {
    const closes = weeks.flatMap((week) => [...new Set(week.closes)].map((close) => ({ week, close, left: close - now.getTime() })));
    const claim = (window: number, close: { week: OpenGameweek; close: number }) => ({
      kind: `reminder-${window}h`,
      subject: `${close.week.gameweekId}@${new Date(close.close).toISOString()}`,
      window,
    });
    const due: Array<ReturnType<typeof claim>> = [];
    const covered: Array<ReturnType<typeof claim>> = [];
    for (const window of reminderWindows(recipient.settings.reminderTiming)) {
      if (!closes.some((close) => close.left <= window * HOUR)) continue;
      for (const close of closes) {
        if (close.left <= window * HOUR) due.push(claim(window, close));
        else if (close.left <= window * COVER * HOUR) covered.push(claim(window, close));
      }
    }
    return { due, covered };
  }

  return {
    /** Each goal the live poll saw, pushed to the players who predicted its fixture and asked for goals. */
    announceGoals: createGoalAnnouncer({ db, repo, playerPush, logger }),

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
        const { byEmail, byPush } = reminderChannels(recipient);
        const { due, covered } = claimsOf(recipient, weeks, now);
        if ((!byEmail && !byPush) || due.length === 0) continue;
        try {
          const sent = await db.transaction(async (tx) => {
            const fresh = await repo.claim(tx, recipient.userId, due);
            if (fresh.length === 0) return false;
            await repo.claim(tx, recipient.userId, covered);
            // The email names every gameweek closing within the widest window that was new, and its cover.
            const widest = Math.max(...fresh.map((claim) => due.find((c) => c.kind === claim.kind)!.window));
            const listed = weeks.filter((week) => week.closes[0]! - now.getTime() <= widest * COVER * HOUR);
            await remind(tx, recipient, listed, now);
            return true;
          });
          if (sent) reminded.push(recipient.userId);
        } catch (error) {
          logger.error({ err: error, userId: recipient.userId }, 'reminder not sent; tried again on the next run');
        }
      }
      return { reminded };
    },

    /**
     * An admin's "Remind them": everyone in the gameweek with an open match unpredicted and a channel on (their
     * reminder windows are for the scheduled ones). Answers whom it will reach at once; `delivery` sends.
     */
    async remindNow(gameweekId: string, now: Date): Promise<{ reached: string[]; delivery: Promise<void> }> {
      const rows = await repo.reminderCandidates(db, now, 24 * 366, gameweekId);
      const players = [...openGameweeksByPlayer(rows, now).values()].filter(({ recipient }) => {
        const { byEmail, byPush } = reminderChannels(recipient);
        return byEmail || byPush;
      });
      const delivery = (async () => {
        for (const { recipient, weeks } of players) {
          try {
            await remind(db, recipient, weeks, now);
          } catch (error) {
            logger.error({ err: error, userId: recipient.userId }, 'reminder not sent');
          }
        }
      })();
      return { reached: players.map(({ recipient }) => recipient.userId), delivery };
    },

    /**
     * Each gameweek that has finished since the last run: every real member who predicted in it hears their
     * points ("Results are in") and the winners "You won Gameweek n!", by the channels they keep on. Each member
     * is claimed and told in a transaction of their own (a crash re-tells nobody already told), then the
     * gameweek is stamped.
     */
    async announceResults(now: Date): Promise<string[]> {
      const announced: string[] = [];
      for (;;) {
        const finished = await repo.nextFinishedToAnnounce(db);
        if (!finished) return announced;
        const { standings } = await leaderboards.gameweek(db, finished.id, finished.group_id);
        // The winners by the tables' order (shared with everyone equal on every tiebreak).
        const ranked = rankStandings(
          standings.map(({ live: _live, ...row }) => ({ ...row, userId: row.player.id, points: row.totalPoints })),
        );
        for (const member of (await repo.membersToTell(db, finished.group_id, finished.id)).map(recipientOf)) {
          const standing = ranked.find((row) => row.userId === member.userId);
          const points = standing?.points ?? 0;
          const { t } = member.reader;
          const week = finished.week_number;
          const group = finished.group_name;
          const allNews: News[] = [
            {
              kind: 'results' as const,
              title: t(NOTIFICATION_MESSAGES.resultsIn, { points, week }),
              intro: t(MAIL_MESSAGES.resultsIntro, { points, week, group }),
            },
            ...(standing?.position === 1 && points > 0
              ? [
                  {
                    kind: 'wins' as const,
                    title: t(NOTIFICATION_MESSAGES.youWon, { week }),
                    intro: t(MAIL_MESSAGES.winIntro, { week, group }),
                  },
                ]
              : []),
          ];
          const news = allNews.filter((item) => member.settings[item.kind].email || (member.settings[item.kind].push && member.hasDevice));
          try {
            await db.transaction(async (tx) => {
              const fresh = await repo.claim(
                tx,
                member.userId,
                news.map((item) => ({ kind: item.kind, subject: finished.id })),
              );
              for (const item of news.filter((n) => fresh.some((claim) => claim.kind === n.kind))) {
                if (member.settings[item.kind].push && member.hasDevice)
                  await pushTo(tx, member.userId, {
                    title: item.title,
                    body: finished.group_name,
                    url: `/gameweek/${finished.id}`,
                    tag: `${item.kind}-${finished.id}`,
                  });
                if (member.settings[item.kind].email) await mailer.send(newsMail(member, item, finished));
              }
            });
          } catch (error) {
            logger.error({ err: error, userId: member.userId }, 'gameweek news not sent');
          }
        }
        await repo.markAnnounced(db, finished.id, now);
        announced.push(finished.id);
      }

      function newsMail(member: Recipient, item: News, finished: { id: string }): MailMessage {
        return gameweekNewsMail({
          reader: member.reader,
          kind: item.kind,
          subject: item.title,
          intro: item.intro,
          url: gameweekUrl(finished.id),
          unsubscribe: unsubscribeLinks(member.userId, item.kind),
        });
      }
    },
  };
}

export type Notifier = ReturnType<typeof createNotifier>;
