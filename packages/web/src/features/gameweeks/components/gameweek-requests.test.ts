import { GAMEWEEK_MESSAGES } from '@scoreline/shared';
import { describe, expect, it } from 'vitest';
import { matchesEditRequest, newGameweekRequest } from './gameweek-requests';
import { customMatchPick, fixturePick } from './match-picks';
import type { PickedMatch } from './picked-match';
import { at, fixture, savedMatch } from './test-fixtures';

const now = new Date(at(1, 9));
const deadline = new Date(at(5, 12));
const custom = (time: string) =>
  (customMatchPick({ home: 'Ashford', away: 'Fenwick', time: new Date(time) }, null) as { match: PickedMatch }).match;

describe('what "Create Gameweek" sends', () => {
  it("the deadline and the matches as the endpoint takes them, without the list's labels and keys", () => {
    const picked = [fixturePick(fixture(7, at(5, 15))), custom(at(6, 18))];
    expect(newGameweekRequest({ deadline, picked }, now)).toEqual({
      request: {
        deadline: at(5, 12),
        matches: [
          { kind: 'real', competitionId: 2021, apiMatchId: 7, utcDate: at(5, 15) },
          { kind: 'custom', homeTeam: 'Ashford', awayTeam: 'Fenwick', matchTime: at(6, 18) },
        ],
      },
    });
  });

  it('nothing, with the reason, without a deadline, with a past one, without matches or with one before the deadline', () => {
    const picked = [custom(at(6, 18))];
    expect(newGameweekRequest({ deadline: null, picked }, now)).toEqual({ problem: GAMEWEEK_MESSAGES.deadlineRequired });
    expect(newGameweekRequest({ deadline: new Date(at(1, 8)), picked }, now)).toEqual({ problem: GAMEWEEK_MESSAGES.deadlinePast });
    expect(newGameweekRequest({ deadline, picked: [] }, now)).toEqual({ problem: GAMEWEEK_MESSAGES.matchesRequired });
    expect(newGameweekRequest({ deadline, picked: [custom(at(5, 11))] }, now)).toEqual({
      problem: GAMEWEEK_MESSAGES.matchBeforeDeadline,
    });
  });
});

describe('what "Update Gameweek" sends from the add-matches page', () => {
  const matches = [savedMatch('m1', at(5, 13)), savedMatch('m2', at(5, 14))];

  it('the deadline, the new matches and the ids removed', () => {
    const added = [custom(at(6, 18))];
    expect(matchesEditRequest({ deadline, matches, added, removed: new Set(['m2']) }, now)).toEqual({
      request: {
        deadline: at(5, 12),
        add: [{ kind: 'custom', homeTeam: 'Ashford', awayTeam: 'Fenwick', matchTime: at(6, 18) }],
        remove: ['m2'],
      },
    });
  });

  it('checks the gameweek it leaves: a removed match no longer counts, the kept and added ones do', () => {
    const later = new Date(at(5, 14));
    // m1 kicks off before the later deadline: refused while kept, fine once queued for removal.
    expect(matchesEditRequest({ deadline: later, matches, added: [], removed: new Set() }, now)).toEqual({
      problem: GAMEWEEK_MESSAGES.matchBeforeDeadline,
    });
    expect(matchesEditRequest({ deadline: later, matches, added: [], removed: new Set(['m1']) }, now)).toHaveProperty('request');
    // Removing every match leaves none, unless some are added.
    const everything = new Set(['m1', 'm2']);
    expect(matchesEditRequest({ deadline, matches, added: [], removed: everything }, now)).toEqual({
      problem: GAMEWEEK_MESSAGES.matchesRequired,
    });
    expect(matchesEditRequest({ deadline, matches, added: [custom(at(5, 11))], removed: everything }, now)).toEqual({
      problem: GAMEWEEK_MESSAGES.matchBeforeDeadline,
    });
  });
});
