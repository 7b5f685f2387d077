import type { MyPredictions, PredictionSheet } from '@scoreline/shared';
import { describe, expect, it } from 'vitest';
import { onceEntries, oncePredictions, onceRequests } from './once-view';
import { matchesOf, saved } from './test-fixtures';

/** A group's entry of /predictions: its sheet with these matches (real fixtures where `fixtures` names them), all open unless said. */
function groupWith(
  id: string,
  name: string,
  matches: Array<{ id: string; fixture: number | null; team: number }>,
  extra: Partial<PredictionSheet> = {},
): MyPredictions['groups'][number] {
  const all = matchesOf(6);
  const sheetMatches = matches.map(({ id: matchId, fixture, team }) => ({ ...all[team]!, id: matchId, apiMatchId: fixture }));
  return {
    group: { id, name, iconUrl: null },
    sheet: {
      gameweek: { id: `gw-${id}` } as PredictionSheet['gameweek'],
      player: { id: 'me', username: 'me', bgColour: '#ccc', isPlaceholder: false },
      matches: sheetMatches,
      predictions: [],
      totalPoints: 0,
      livePoints: null,
      canEdit: true,
      openMatchIds: sheetMatches.map((match) => match.id),
      canUseJoker: false,
      canMoveJoker: false,
      isClosed: false,
      nextClose: null,
      alsoOpenIn: [],
      alsoSaveInOtherGroups: false,
      ...extra,
    },
  };
}

describe('each match once', () => {
  // Sunday League: fixture 1, fixture 2 and a custom match; Office Pool: fixture 1, fixture 2 (closed there) and its own custom match.
  const groups = [
    groupWith(
      'g1',
      'Sunday League',
      [
        { id: 's1', fixture: 1, team: 0 },
        { id: 's2', fixture: 2, team: 1 },
        { id: 'sc', fixture: null, team: 2 },
      ],
      { predictions: [saved('s2', 1, 1)] },
    ),
    groupWith(
      'g2',
      'Office Pool',
      [
        { id: 'o1', fixture: 1, team: 0 },
        { id: 'o2', fixture: 2, team: 1 },
        { id: 'oc', fixture: null, team: 3 },
      ],
      { openMatchIds: ['o1', 'oc'], predictions: [saved('o1', 3, 0)] },
    ),
  ];

  it('lists a real fixture once with every group where the server says it is open, custom matches on their own', () => {
    const entries = onceEntries(groups);
    expect(entries.map((entry) => [entry.match.id, entry.targets.map((target) => target.groupName)])).toEqual([
      ['s1', ['Sunday League', 'Office Pool']],
      ['s2', ['Sunday League']],
      ['sc', ['Sunday League']],
      ['oc', ['Office Pool']],
    ]);
    // The card shows a prediction saved in any of its groups, under the card's match id.
    expect(oncePredictions(entries).map(({ matchId, home, away }) => [matchId, home, away])).toEqual([
      ['s1', 3, 0],
      ['s2', 1, 1],
    ]);
    expect(onceEntries([{ group: { id: 'g3', name: 'Empty', iconUrl: null }, sheet: null }])).toEqual([]);
  });

  it('sends a shared fixture once, to its first group with "also in my other groups"; custom matches to their group', () => {
    const entries = onceEntries(groups);
    const requests = onceRequests(entries, [
      { matchId: 's1', home: 2, away: 1 },
      { matchId: 's2', home: 0, away: 0 },
      { matchId: 'oc', home: 1, away: 0 },
    ]);
    expect(requests).toEqual([
      {
        gameweekId: 'gw-g1',
        body: {
          predictions: [
            { matchId: 's1', home: 2, away: 1 },
            { matchId: 's2', home: 0, away: 0 },
          ],
          alsoInMyOtherGroups: true,
        },
      },
      { gameweekId: 'gw-g2', body: { predictions: [{ matchId: 'oc', home: 1, away: 0 }] } },
    ]);
  });

  it('removes an emptied match in every group that holds a prediction on it (removals are not copied)', () => {
    const entries = onceEntries(groups);
    expect(onceRequests(entries, [{ matchId: 's1', home: null, away: null }])).toEqual([
      { gameweekId: 'gw-g2', body: { predictions: [{ matchId: 'o1', home: null, away: null }] } },
    ]);
  });
});
