import { type APIRequestContext, type Browser, type Page, expect } from '@playwright/test';
import { type TestUser, createConfirmedUser, newUser, signInAs } from './users';

export const jsonHeaders = (baseURL: string) => ({ origin: baseURL, 'content-type': 'application/json' });
export const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

/**
 * The date-time fields' text in English ("dd/mm/yyyy hh:mm") for `hoursAhead` from now, in the player's zone (their
 * browser's at sign-up: Europe/London here).
 */
export function localInput(hoursAhead: number): string {
  const instant = new Date(Date.now() + hoursAhead * 3_600_000);
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const get = (type: string) => parts.find((part) => part.type === type)!.value;
  return `${get('day')}/${get('month')}/${get('year')} ${get('hour')}:${get('minute')}`;
}

/** From now on, this page's requests see the server clock `hours` ahead (its own context only). */
export async function moveServerClock(page: Page, hours: number): Promise<void> {
  await page.context().setExtraHTTPHeaders({ 'x-scoreline-clock-offset': String(Math.round(hours * 3_600_000)) });
}

/** A gameweek of custom matches (home, away, hours from now) in `groupId`, made through the API by `page`'s user. */
export async function createCustomGameweek(
  page: Page,
  baseURL: string,
  groupId: string,
  deadlineHours: number,
  matches: Array<[home: string, away: string, hoursAhead: number]>,
) {
  const response = await page.request.post(`/api/v1/groups/${groupId}/gameweeks`, {
    headers: jsonHeaders(baseURL),
    data: {
      deadline: inHours(deadlineHours),
      matches: matches.map(([homeTeam, awayTeam, hours]) => ({ kind: 'custom', homeTeam, awayTeam, matchTime: inHours(hours) })),
    },
  });
  expect(response.status()).toBe(201);
  return response.json();
}

export interface Player {
  user: TestUser;
  page: Page;
}

/**
 * An admin (the group's owner) and a member, each signed in in a browser context of their own, in a new group
 * with an active gameweek of custom matches (deadline in 2 hours).
 */
export async function adminAndMemberWithAGameweek(
  browser: Browser,
  request: APIRequestContext,
  baseURL: string,
  options: { prefixes: [string, string]; groupName: string; matches: Array<[home: string, away: string, hoursAhead: number]> },
) {
  const players: Player[] = [];
  for (const prefix of options.prefixes) {
    const user = await createConfirmedUser(request, baseURL, newUser(prefix));
    const page = await (await browser.newContext()).newPage();
    await signInAs(page, baseURL, user);
    players.push({ user, page });
  }
  const [admin, member] = players as [Player, Player];
  const group = await (
    await admin.page.request.post('/api/v1/groups', {
      headers: jsonHeaders(baseURL),
      data: { name: `${options.groupName} ${Date.now()}`, maxMembers: 10, season: { name: 'S1' } },
    })
  ).json();
  expect((await member.page.request.post(`/api/v1/groups/${group.id}/join`, { headers: jsonHeaders(baseURL), data: {} })).status()).toBe(
    200,
  );
  const gameweek = await createCustomGameweek(admin.page, baseURL, group.id, 2, options.matches);
  return { admin, member, group, gameweek };
}
