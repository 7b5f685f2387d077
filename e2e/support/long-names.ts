/**
 * A group with the longest names a phone must fit, seeded through the API: a 40-character group name, 30-character
 * usernames (owner, a member and a placeholder) and 30-character team names; a finished (scored) gameweek and an
 * open one, with predictions in both. The server's clock is moved on so gameweek 1 is played: a browser showing
 * this group sends `clockHeaders` (see moveServerClock in game.ts).
 */
import { randomUUID } from 'node:crypto';
import { type APIRequestContext, type APIResponse, expect, request as playwrightRequest } from '@playwright/test';
import { inHours, jsonHeaders } from './game';
import { PASSWORD, type TestUser, createConfirmedUser } from './users';

/** Gameweek 1 kicks off in 3 to 4 hours; every browser looks at the world this much later, when it is played. */
export const HOURS_LATER = 30;
export const clockHeaders = { 'x-scoreline-clock-offset': String(HOURS_LATER * 3_600_000) };

/** `text` cut or padded (with `fill`) to exactly `length` characters. */
export const exactly = (length: number, text: string, fill = 'x') => text.padEnd(length, fill).slice(0, length);

// Names with spaces where real ones have them, and usernames without: the hardest case to wrap.
const TEAMS = [
  exactly(30, 'Wolverhampton Wanderers Reserve'),
  exactly(30, 'Brighton and Hove Albion Ladies'),
  exactly(30, 'Inverness Caledonian Thistle FC'),
  exactly(30, 'Borussia Monchengladbach Under'),
  exactly(30, 'AFC Bournemouth & Poole United'),
  exactly(30, 'Queens Park Rangers Development'),
];

export interface LongNamesWorld {
  owner: TestUser & { id: string };
  member: TestUser & { id: string };
  placeholder: { id: string; username: string };
  group: { id: string; name: string };
  seasonId: string;
  /** Played and scored. */
  finished: { id: string; matchIds: string[] };
  /** Open for predictions. */
  open: { id: string; matchIds: string[] };
  /** The path of an invite link to the group, made by the owner. */
  invitePath: string;
  teams: string[];
  /** The owner's signed-in cookies, for `browser.newContext({ storageState })`. */
  ownerState: Awaited<ReturnType<APIRequestContext['storageState']>>;
}

async function ok(response: Promise<APIResponse>) {
  const answer = await response;
  expect(answer.ok(), `${answer.url()}: ${await answer.text()}`).toBe(true);
  return answer.json();
}

async function signedInApi(baseURL: string, user: TestUser) {
  const api = await playwrightRequest.newContext({ baseURL });
  await ok(api.post('/api/v1/auth/sign-in/email', { headers: jsonHeaders(baseURL), data: { email: user.email, password: user.password } }));
  const me = await ok(api.get('/api/v1/me'));
  return { api, id: me.id as string };
}

/** Seeds the world once; `tag` keeps two workers' worlds apart. */
export async function seedLongNames(baseURL: string, tag: string): Promise<LongNamesWorld> {
  const suffix = `${tag}${randomUUID().slice(0, 6)}`;
  const anonymous = await playwrightRequest.newContext({ baseURL });
  const ownerUser = {
    email: `phone-owner-${suffix}@example.com`,
    username: exactly(30, `Maximiliano_Oppenheimer_${suffix}`),
    password: PASSWORD,
  };
  const memberUser = {
    email: `phone-member-${suffix}@example.com`,
    username: exactly(30, `Bartholomew_Fitzgerald_${suffix}`),
    password: PASSWORD,
  };
  await createConfirmedUser(anonymous, baseURL, ownerUser);
  await createConfirmedUser(anonymous, baseURL, memberUser);
  await anonymous.dispose();
  const owner = await signedInApi(baseURL, ownerUser);
  const member = await signedInApi(baseURL, memberUser);
  const headers = jsonHeaders(baseURL);
  const later = { ...headers, ...clockHeaders };
  const call = (
    who: { api: APIRequestContext },
    method: 'post' | 'put' | 'patch',
    url: string,
    data: unknown,
    clock: Record<string, string> = headers,
  ) => ok(who.api[method](url, { headers: clock, data }));

  const groupName = exactly(40, `The Extraordinary Sunday League Club ${tag}`);
  const group = await call(owner, 'post', '/api/v1/groups', {
    name: groupName,
    description: 'Friends from the five-a-side pitch who cannot agree on anything, least of all the scores.',
    maxMembers: 10,
    season: { name: exactly(30, 'Season Twenty Twenty-Six Long') },
  });
  await call(member, 'post', `/api/v1/groups/${group.id}/join`, {});
  const placeholder = await call(owner, 'post', `/api/v1/groups/${group.id}/placeholder-members`, {
    username: exactly(30, `Konstantinos_Papadopoulos_${tag}`),
  });

  const predictAll = (
    who: { api: APIRequestContext },
    playerId: string,
    gameweek: { id: string; matches: Array<{ id: string }> },
    clock = headers,
  ) =>
    call(
      who,
      'put',
      `/api/v1/gameweeks/${gameweek.id}/players/${playerId}/predictions`,
      { predictions: gameweek.matches.map((match, index) => ({ matchId: match.id, home: (index + 1) % 3, away: index % 2 })) },
      clock,
    );

  // Gameweek 1: predicted by all three before the deadline, locked, then played and scored.
  const first = await call(owner, 'post', `/api/v1/groups/${group.id}/gameweeks`, {
    deadline: inHours(2),
    matches: [0, 2, 4].map((n, index) => ({
      kind: 'custom',
      homeTeam: TEAMS[n],
      awayTeam: TEAMS[n + 1],
      matchTime: inHours(3 + index / 2),
    })),
  });
  await predictAll(owner, owner.id, first);
  await predictAll(member, member.id, first);
  await predictAll(owner, placeholder.id, first);
  await call(owner, 'patch', `/api/v1/gameweeks/${first.id}/lock`, { isLocked: true });
  await call(
    owner,
    'put',
    `/api/v1/gameweeks/${first.id}/final-scores`,
    { scores: first.matches.map((match: { id: string }, index: number) => ({ matchId: match.id, home: index % 3, away: 1 })) },
    later,
  );

  // Gameweek 2, open: the member has predicted everything, the owner one match.
  const second = await call(
    owner,
    'post',
    `/api/v1/groups/${group.id}/gameweeks`,
    {
      deadline: inHours(HOURS_LATER + 20),
      matches: [1, 3, 5].map((n, index) => ({
        kind: 'custom',
        homeTeam: TEAMS[n],
        awayTeam: TEAMS[(n + 3) % TEAMS.length],
        matchTime: inHours(HOURS_LATER + 21 + index * 24),
      })),
    },
    later,
  );
  await predictAll(member, member.id, second, later);
  await call(
    owner,
    'put',
    `/api/v1/gameweeks/${second.id}/players/${owner.id}/predictions`,
    { predictions: [{ matchId: second.matches[0].id, home: 2, away: 2 }] },
    later,
  );

  const invite = await call(owner, 'post', `/api/v1/groups/${group.id}/invites`, {});

  const ownerState = await owner.api.storageState();
  await owner.api.dispose();
  await member.api.dispose();
  const matchIds = (gameweek: { matches: Array<{ id: string }> }) => gameweek.matches.map((match) => match.id);
  return {
    owner: { ...ownerUser, id: owner.id },
    member: { ...memberUser, id: member.id },
    placeholder: { id: placeholder.id, username: placeholder.username },
    group: { id: group.id, name: groupName },
    seasonId: first.seasonId,
    finished: { id: first.id, matchIds: matchIds(first) },
    open: { id: second.id, matchIds: matchIds(second) },
    invitePath: new URL(invite.url).pathname,
    teams: TEAMS,
    ownerState,
  };
}
