import { createHash } from 'node:crypto';
import { type ExternalLeague, type ExternalMatch, type ExternalTeam, LIVE_STATUSES, type MatchStatus } from '@scoreline/shared';
import { type CompetitionSeason, type DayRange, type FootballProvider, tableOf } from './football-provider.js';

/**
 * Fictional leagues that make a fresh install playable offline. Everything derives from the seed and a fixed
 * epoch: a match has the same id, teams and kick-off whenever it is asked for, and its result unfolds after
 * kick-off (in play, half time, then final about 110 minutes in), the same for every instance.
 */
const EPOCH = Date.UTC(2026, 0, 3); // a Saturday; round r is the week starting EPOCH + r weeks
const WEEK = 7 * 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;
const MATCH_LENGTH_MINUTES = 110; // 90 minutes, half time and stoppage
const HALF_TIME = { from: 47, to: 62 }; // minutes after kick-off

interface DemoLeague {
  id: number;
  name: string;
  code: string;
  /** Kick-offs of a round's fixtures: days after the round's Saturday and UTC time. */
  slots: Array<[dayOffset: number, hour: number, minute: number]>;
  clubs: string[];
}

const LEAGUES: DemoLeague[] = [
  {
    id: 9001,
    name: 'Northshire Premier League',
    code: 'NPL',
    slots: [
      [0, 12, 30],
      [0, 15, 0],
      [0, 17, 30],
      [1, 14, 0],
    ],
    clubs: [
      'Ashford Athletic',
      'Brackenridge Rovers',
      'Calder Town',
      'Dunmore United',
      'Elmbridge City',
      'Fenwick Albion',
      'Glenholt Wanderers',
      'Harrowgate FC',
    ],
  },
  {
    id: 9002,
    name: 'Southvale Championship',
    code: 'SVC',
    slots: [
      [3, 19, 45],
      [3, 20, 0],
      [4, 19, 30],
      [4, 20, 0],
    ],
    clubs: [
      'Kingsbay Harriers',
      'Lowmoor Rangers',
      'Marston Vale',
      'Newbury Forest',
      'Oakhurst Borough',
      'Pennington Park',
      'Quarry Hill',
      'Redcliffe Orient',
    ],
  },
  {
    id: 9003,
    name: 'Coastline League',
    code: 'CSL',
    slots: [
      [1, 16, 30],
      [2, 19, 0],
      [6, 19, 45],
    ],
    clubs: ['Saltmarsh Sporting', 'Tidewater FC', 'Upton Harbour', 'Vennport Athletic', 'Westcliff Mariners', 'Yarmouth Bay'],
  },
];

/** A demo season is a double round robin: every club meets every other at home and away. */
const seasonRounds = (league: DemoLeague) => 2 * (league.clubs.length - 1);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const CLUB_ID_BASE = 90_000;
const clubId = (leagueIndex: number, clubIndex: number) => CLUB_ID_BASE + (leagueIndex + 1) * 100 + clubIndex;
const matchId = (league: DemoLeague, round: number, slot: number) => league.id * 100_000 + round * 10 + slot;

/** A number in [0, 1) fixed by the seed and the key. */
function unit(seed: string, key: string): number {
  return createHash('sha256').update(`${seed}:${key}`).digest().readUInt32BE(0) / 2 ** 32;
}

/** Goals of one side, roughly as often as in real leagues (0-5). */
function goals(random: number, homeAdvantage: boolean): number {
  const table = homeAdvantage ? [0.22, 0.55, 0.8, 0.93, 0.98] : [0.32, 0.68, 0.88, 0.97, 0.99];
  const index = table.findIndex((limit) => random < limit);
  return index === -1 ? 5 : index;
}

/** Circle-method round robin: the pairings of round `round` (mod n-1), home and away swapped every other cycle. */
function pairings(clubCount: number, round: number): Array<[number, number]> {
  const rounds = clubCount - 1;
  const r = ((round % rounds) + rounds) % rounds;
  const cycle = Math.floor(round / rounds);
  const rotating = Array.from({ length: clubCount - 1 }, (_, i) => ((i + r) % rounds) + 1);
  const order = [0, ...rotating];
  const pairs: Array<[number, number]> = [];
  for (let i = 0; i < clubCount / 2; i += 1) {
    const a = order[i]!;
    const b = order[clubCount - 1 - i]!;
    const flip = (i + r + cycle) % 2 === 1;
    pairs.push(flip ? [b, a] : [a, b]);
  }
  return pairs;
}

export function demoCrestUrl(teamId: number): string {
  return `/media/demo-crests/${teamId}.svg`;
}

export function createDemoProvider(options: { seed: string; now?: () => number }): FootballProvider {
  const { seed } = options;
  const now = options.now ?? Date.now;

  const teamsOf = (leagueIndex: number): ExternalTeam[] =>
    LEAGUES[leagueIndex]!.clubs.map((name, index) => {
      const id = clubId(leagueIndex, index);
      return { id, name, shortName: name.split(' ')[0]!, crest: demoCrestUrl(id) };
    });

  function build(leagueIndex: number, round: number, slot: number): ExternalMatch | null {
    const league = LEAGUES[leagueIndex]!;
    const pair = pairings(league.clubs.length, round)[slot];
    const when = league.slots[slot];
    if (!pair || !when) return null;
    const teams = teamsOf(leagueIndex);
    const kickOff = EPOCH + round * WEEK + when[0] * 24 * 60 * MINUTE + (when[1] * 60 + when[2]) * MINUTE;
    const id = matchId(league, round, slot);
    const finalHome = goals(unit(seed, `${id}:home`), true);
    const finalAway = goals(unit(seed, `${id}:away`), false);
    // Each goal gets a minute of the 90, so the score grows during the match.
    const goalMinutes = (side: string, count: number) =>
      Array.from({ length: count }, (_, n) => 1 + Math.floor(unit(seed, `${id}:${side}:${n}`) * 90));
    const elapsed = (now() - kickOff) / MINUTE;
    let status: MatchStatus = 'TIMED';
    let score: ExternalMatch['score'] = { home: null, away: null };
    let minute: number | null = null;
    if (elapsed >= MATCH_LENGTH_MINUTES) {
      status = 'FINISHED';
      score = { home: finalHome, away: finalAway };
    } else if (elapsed >= 0) {
      status = elapsed >= HALF_TIME.from && elapsed < HALF_TIME.to ? 'PAUSED' : 'IN_PLAY';
      const playedMinutes = elapsed < HALF_TIME.from ? elapsed : Math.max(45, elapsed - (HALF_TIME.to - HALF_TIME.from));
      const scored = (minutes: number[]) => minutes.filter((minute) => minute <= playedMinutes).length;
      score = { home: scored(goalMinutes('home', finalHome)), away: scored(goalMinutes('away', finalAway)) };
      // The minute shown, as a broadcast would: 45 at the break, 90 through stoppage time.
      minute = status === 'PAUSED' ? 45 : Math.min(90, Math.floor(playedMinutes) + 1);
    }
    return {
      id,
      competitionId: league.id,
      utcDate: new Date(kickOff).toISOString().replace('.000Z', 'Z'),
      status,
      homeTeam: teams[pair[0]]!,
      awayTeam: teams[pair[1]]!,
      score,
      minute,
    };
  }

  function matchesIn(leagueIndex: number, range: DayRange): ExternalMatch[] {
    const from = Date.parse(`${range.from}T00:00:00Z`);
    const to = Date.parse(`${range.to}T00:00:00Z`); // exclusive, as football-data.org's dateTo
    if (Number.isNaN(from) || Number.isNaN(to) || to <= from) return [];
    const firstRound = Math.max(0, Math.floor((from - EPOCH) / WEEK) - 1);
    const lastRound = Math.floor((to - EPOCH) / WEEK) + 1;
    const found: ExternalMatch[] = [];
    for (let round = firstRound; round <= lastRound; round += 1) {
      for (let slot = 0; slot < LEAGUES[leagueIndex]!.slots.length; slot += 1) {
        const match = build(leagueIndex, round, slot);
        const kickOff = match ? Date.parse(match.utcDate) : NaN;
        if (match && kickOff >= from && kickOff < to) found.push(match);
      }
    }
    return found.sort((a, b) => a.utcDate.localeCompare(b.utcDate));
  }

  const leagueIndexOf = (competitionId: number) => LEAGUES.findIndex((league) => league.id === competitionId);

  /** The season holding this week's round: its rounds one after another, from the Saturday of its first. */
  function seasonOf(leagueIndex: number): CompetitionSeason {
    const league = LEAGUES[leagueIndex]!;
    const rounds = seasonRounds(league);
    const currentRound = Math.max(0, Math.floor((now() - EPOCH) / WEEK));
    const first = Math.floor(currentRound / rounds) * rounds;
    const fixtures = [];
    for (let round = first; round < first + rounds; round += 1) {
      for (let slot = 0; slot < league.slots.length; slot += 1) {
        const match = build(leagueIndex, round, slot);
        if (match) fixtures.push({ ...match, matchday: round - first + 1, stage: 'REGULAR_SEASON' });
      }
    }
    return {
      competitionId: league.id,
      startDate: dayOf(EPOCH + first * WEEK),
      endDate: dayOf(EPOCH + (first + rounds) * WEEK - 24 * 60 * MINUTE),
      fixtures,
    };
  }

  return {
    name: 'demo',
    async competitions(): Promise<ExternalLeague[]> {
      return LEAGUES.map((league) => ({ id: league.id, name: league.name, code: league.code, emblem: null }));
    },
    async competitionTeams(competitionId) {
      const index = leagueIndexOf(competitionId);
      return index === -1 ? [] : teamsOf(index).sort((a, b) => a.name.localeCompare(b.name));
    },
    async competitionMatches(competitionId, range) {
      const index = leagueIndexOf(competitionId);
      return index === -1 ? [] : matchesIn(index, range);
    },
    async teamMatches(teamId, range) {
      const index = Math.floor((teamId - CLUB_ID_BASE) / 100) - 1;
      if (index < 0 || index >= LEAGUES.length) return [];
      return matchesIn(index, range).filter((match) => match.homeTeam.id === teamId || match.awayTeam.id === teamId);
    },
    async currentSeason(competitionId) {
      const index = leagueIndexOf(competitionId);
      return index === -1 ? null : seasonOf(index);
    },
    async standings(competitionId) {
      const index = leagueIndexOf(competitionId);
      return index === -1 ? [] : tableOf(seasonOf(index).fixtures);
    },
    async liveMatches(competitionIds, days) {
      return competitionIds.flatMap((competitionId) => {
        const index = leagueIndexOf(competitionId);
        return index === -1 ? [] : matchesIn(index, days).filter((match) => LIVE_STATUSES.has(match.status));
      });
    },
    async match(id) {
      const index = leagueIndexOf(Math.floor(id / 100_000));
      if (index === -1) return null;
      const rest = id % 100_000;
      return build(index, Math.floor(rest / 10), rest % 10);
    },
  };
}

/** A club badge drawn from the club's id: a shield in two colours with its initials. */
export function demoCrestSvg(teamId: number): string | null {
  const leagueIndex = Math.floor((teamId - CLUB_ID_BASE) / 100) - 1;
  const name = LEAGUES[leagueIndex]?.clubs[(teamId - CLUB_ID_BASE) % 100];
  if (!name) return null;
  const hue = Math.floor(unit('crest', String(teamId)) * 360);
  const initials = name
    .split(' ')
    .map((word) => word[0])
    .join('')
    .slice(0, 3);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 56" role="img" aria-label="${name}"><path d="M24 2 4 9v17c0 14 9 23 20 28 11-5 20-14 20-28V9z" fill="hsl(${hue} 65% 38%)" stroke="hsl(${hue} 65% 22%)" stroke-width="2"/><path d="M4 26h40c0 4-1 8-3 11H7c-2-3-3-7-3-11z" fill="hsl(${(hue + 40) % 360} 80% 88%)"/><text x="24" y="24" text-anchor="middle" font-family="Arial, sans-serif" font-size="12" font-weight="700" fill="#fff">${initials}</text></svg>`;
}
