import { describe, expect, it } from 'vitest';
import { createDemoProvider, demoCrestSvg } from './demo-provider.js';

const NOW = Date.parse('2026-11-21T16:00:00Z'); // a Saturday afternoon
const day = (offset: number) => new Date(NOW + offset * 86_400_000).toISOString().slice(0, 10);
const around = { from: day(-7), to: day(8) };

describe('the demo provider', () => {
  it('offers a few fictional leagues with clubs and generated crests', async () => {
    const demo = createDemoProvider({ seed: 'test', now: () => NOW });
    const leagues = await demo.competitions();
    expect(leagues.length).toBeGreaterThanOrEqual(3);
    const clubs = await demo.competitionTeams(leagues[0]!.id);
    expect(clubs).toHaveLength(8);
    expect(clubs[0]!.crest).toBe(`/media/demo-crests/${clubs[0]!.id}.svg`);
    expect(demoCrestSvg(clubs[0]!.id)).toContain('<svg');
    expect(demoCrestSvg(12345)).toBeNull();
  });

  it('has fixtures around the current date: some played with results, some in the next days', async () => {
    const demo = createDemoProvider({ seed: 'test', now: () => NOW });
    const matches = (await Promise.all((await demo.competitions()).map((league) => demo.competitionMatches(league.id, around)))).flat();
    const played = matches.filter((match) => Date.parse(match.utcDate) + 110 * 60_000 <= NOW);
    const upcoming = matches.filter((match) => Date.parse(match.utcDate) > NOW);
    expect(played.length).toBeGreaterThan(5);
    expect(upcoming.filter((match) => Date.parse(match.utcDate) < NOW + 3 * 86_400_000).length).toBeGreaterThan(2);
    for (const match of played) {
      expect(match.status).toBe('FINISHED');
      expect(match.score.home).toBeGreaterThanOrEqual(0);
      expect(match.score.away).toBeGreaterThanOrEqual(0);
    }
    for (const match of upcoming) expect(match).toMatchObject({ status: 'TIMED', score: { home: null, away: null } });
    for (const match of matches) expect(match.homeTeam.id).not.toBe(match.awayTeam.id);
  });

  it('is deterministic for a seed, and ids never change as time passes', async () => {
    const a = createDemoProvider({ seed: 'same', now: () => NOW });
    const later = createDemoProvider({ seed: 'same', now: () => NOW + 30 * 86_400_000 });
    const other = createDemoProvider({ seed: 'another', now: () => NOW });
    const matchesA = await a.competitionMatches(9001, around);
    const matchesLater = await later.competitionMatches(9001, around);
    expect(matchesLater.map((m) => [m.id, m.utcDate, m.homeTeam.id, m.awayTeam.id, m.score])).toEqual(
      matchesA.map((m) => [
        m.id,
        m.utcDate,
        m.homeTeam.id,
        m.awayTeam.id,
        m.status === 'FINISHED' ? m.score : matchesLater.find((x) => x.id === m.id)!.score,
      ]),
    );
    const scores = (matches: typeof matchesA) =>
      matches.filter((m) => m.status === 'FINISHED').map((m) => `${m.score.home}-${m.score.away}`);
    expect(scores(await other.competitionMatches(9001, around))).not.toEqual(scores(matchesA));
  });

  it('plays a match out: timed, in play, half time, in play, finished with the same final score', async () => {
    let clock = NOW;
    const demo = createDemoProvider({ seed: 'live', now: () => clock });
    const [first] = (await demo.competitionMatches(9001, { from: day(7), to: day(14) })).filter((m) => m.status === 'TIMED');
    const kickOff = Date.parse(first!.utcDate);
    const at = async (minutes: number) => {
      clock = kickOff + minutes * 60_000;
      return (await demo.match(first!.id))!;
    };
    expect((await at(-5)).status).toBe('TIMED');
    const early = await at(10);
    expect(early.status).toBe('IN_PLAY');
    expect((await at(50)).status).toBe('PAUSED');
    const final = await at(200);
    expect(final.status).toBe('FINISHED');
    expect(early.score.home!).toBeLessThanOrEqual(final.score.home!);
    expect(early.score.away!).toBeLessThanOrEqual(final.score.away!);
  });

  it('answers one match, a team’s matches, and dateTo exclusively', async () => {
    const demo = createDemoProvider({ seed: 'test', now: () => NOW });
    const [match] = await demo.competitionMatches(9002, around);
    expect(await demo.match(match!.id)).toEqual(match);
    expect(await demo.match(1)).toBeNull();
    const teamMatches = await demo.teamMatches(match!.homeTeam.id, around);
    expect(teamMatches.every((m) => m.homeTeam.id === match!.homeTeam.id || m.awayTeam.id === match!.homeTeam.id)).toBe(true);
    const kickOffDay = match!.utcDate.slice(0, 10);
    expect((await demo.competitionMatches(9002, { from: day(-30), to: kickOffDay })).map((m) => m.id)).not.toContain(match!.id);
    expect(await demo.competitionMatches(1234, around)).toEqual([]);
  });
});
