/**
 * A group as players see it mid-season, seeded through the API: four friends, a played gameweek with results
 * and an open one of 10 matches that the signed-in player has half predicted. Gameweek 1 is set and predicted
 * on today's clock; then every request (the seeding's and the browser's) sees the server clock LATER_HOURS on,
 * so it has been played (the server honours the offset header with TEST_CLOCK_HEADER=true).
 */
import { apiClient } from '../lib/server.mjs';

const HOUR = 3_600_000;
const LATER_HOURS = 30;
export const clockHeaders = { 'x-scoreline-clock-offset': String(LATER_HOURS * HOUR) };
const at = (hours) => new Date(Date.now() + hours * HOUR).toISOString();

const PLAYERS = ['Alex', 'Priya', 'Tom', 'Sam'];
const PLAYED = [
  ['Arsenal', 'Chelsea', 2, 1],
  ['Liverpool', 'Manchester United', 3, 3],
  ['Wolverhampton Wanderers', 'Brighton & Hove Albion', 0, 1],
  ['Newcastle United', 'Tottenham Hotspur', 2, 0],
  ['Aston Villa', 'West Ham United', 1, 1],
  ['Nottingham Forest', 'Crystal Palace', 0, 2],
];
const OPEN = [
  ['Chelsea', 'Liverpool'],
  ['Manchester City', 'Arsenal'],
  ['Brighton & Hove Albion', 'Newcastle United'],
  ['Tottenham Hotspur', 'Aston Villa'],
  ['West Ham United', 'Wolverhampton Wanderers'],
  ['Crystal Palace', 'Everton'],
  ['Fulham', 'Brentford'],
  ['Bournemouth', 'Leeds United'],
  ['Sunderland', 'Burnley'],
  ['Manchester United', 'Nottingham Forest'],
];
/** A made-up but steady guess of player `p` at match `m`. */
const guess = (p, m) => ({ home: (p * 7 + m * 3) % 4, away: (p * 5 + m * 2) % 3 });

/** Seeds the group; returns the first player's session cookie and the ids of the group and the open gameweek. */
export async function seedGroup(base) {
  const players = [];
  for (const name of PLAYERS) {
    const player = apiClient(base);
    await player.signUp({ email: `${name.toLowerCase()}@example.com`, name, password: 'Passw0rd!' });
    player.id = (await player.get('/api/v1/me')).id;
    players.push(player);
  }
  const [owner] = players;
  const predict = (p, gameweek, count) =>
    players[p].put(`/api/v1/gameweeks/${gameweek.id}/players/${players[p].id}/predictions`, {
      predictions: gameweek.matches.slice(0, count).map((match, m) => ({ matchId: match.id, ...guess(p, m) })),
    });

  const group = await owner.post('/api/v1/groups', {
    name: 'Sunday League Legends',
    description: 'Four friends, one trophy, no mercy.',
    maxMembers: 20,
    season: { name: '2026/27' },
  });
  for (const player of players.slice(1)) await player.post(`/api/v1/groups/${group.id}/join`);

  const played = await owner.post(`/api/v1/groups/${group.id}/gameweeks`, {
    deadline: at(2),
    matches: PLAYED.map(([homeTeam, awayTeam], index) => ({ kind: 'custom', homeTeam, awayTeam, matchTime: at(3 + (index % 3)) })),
  });
  for (const p of players.keys()) await predict(p, played, PLAYED.length);
  await owner.patch(`/api/v1/gameweeks/${played.id}/lock`, { isLocked: true });

  for (const player of players) Object.assign(player.headers, clockHeaders);
  await owner.put(`/api/v1/gameweeks/${played.id}/final-scores`, {
    scores: played.matches.map((match) => {
      const [, , home, away] = PLAYED.find(([homeTeam]) => homeTeam === match.homeTeam);
      return { matchId: match.id, home, away };
    }),
  });
  const open = await owner.post(`/api/v1/groups/${group.id}/gameweeks`, {
    deadline: at(LATER_HOURS + 20),
    matches: OPEN.map(([homeTeam, awayTeam], index) => ({
      kind: 'custom',
      homeTeam,
      awayTeam,
      matchTime: at(LATER_HOURS + 21 + (index % 2) * 24),
    })),
  });
  for (const p of [1, 2, 3]) await predict(p, open, OPEN.length);
  await predict(0, open, OPEN.length / 2);
  return { cookie: owner.cookie, groupId: group.id, gameweekId: open.id };
}
