import type { GameweekSummary, SeasonDetail } from '@scoreline/shared';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { gameweeksOfSeason, seasonDates, seasonMenuActions } from './season-view';

const gameweek = (id: string, seasonId: string, weekNumber: number) => ({ id, seasonId, weekNumber }) as GameweekSummary;
const season = (activeGameweekId: string | null, canSetEndDate: boolean): Pick<SeasonDetail, 'activeGameweekId' | 'viewer'> => ({
  activeGameweekId,
  viewer: { isSeasonAdmin: canSetEndDate, isAdmin: canSetEndDate, canSetEndDate, canCreateGameweek: false },
});
const handlers = () => ({ goToGroup: vi.fn(), goToGameweek: vi.fn(), setEndDate: vi.fn() });
const shown = (actions: ReturnType<typeof seasonMenuActions>) => actions.filter((action) => !action.hidden).map((action) => action.label);

describe("the season's gameweeks", () => {
  it("lists only this season's, newest first, and leaves the group's list as it was", () => {
    const groupList = [gameweek('w1', 's-1', 1), gameweek('w2', 's-1', 2), gameweek('x1', 's-2', 1), gameweek('w3', 's-1', 3)];
    expect(gameweeksOfSeason(groupList, 's-1').map((week) => week.id)).toEqual(['w3', 'w2', 'w1']);
    expect(groupList.map((week) => week.id)).toEqual(['w1', 'w2', 'x1', 'w3']);
    expect(gameweeksOfSeason(groupList, 's-3')).toEqual([]);
  });
});

describe("the season's dates", () => {
  it('writes its days as they were set, even west of Greenwich, with TBD before a start and a dash with no end', () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles'; // where UTC midnight is the day before
    onTestFinished(() => {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    });
    expect(seasonDates({ startDate: '2026-08-01', endDate: '2027-05-31' })).toEqual({ start: '01/08/2026', end: '31/05/2027' });
    expect(seasonDates({ startDate: null, endDate: null })).toEqual({ start: 'TBD', end: '—' });
  });
});

describe("the season's menu", () => {
  it('offers the active gameweek only when there is one, and Set end date only when the server allows it', () => {
    expect(shown(seasonMenuActions(season(null, false), handlers()))).toEqual(['Go to group']);
    expect(shown(seasonMenuActions(season('w-7', true), handlers()))).toEqual(['Go to group', 'Active gameweek', 'Set end date']);
  });

  it('goes to the active gameweek it named, and each action calls its own handler', () => {
    const on = handlers();
    for (const action of seasonMenuActions(season('w-7', true), on)) action.onSelect();
    expect(on.goToGameweek).toHaveBeenCalledWith('w-7');
    expect([on.goToGroup.mock.calls.length, on.setEndDate.mock.calls.length]).toEqual([1, 1]);
  });
});
