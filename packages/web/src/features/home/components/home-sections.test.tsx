import { HOME_MESSAGES, type Home, LEADERBOARD_MESSAGES } from '@scoreline/shared';
import { t } from '../../../lib/i18n';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { HomeSections } from './home-sections';

afterEach(cleanup);

const nothing: Home = { groups: [], toPredict: 0, upcoming: [], live: [], rankings: [] };

const upcoming = (id: string, homeTeam: string, awayTeam: string, prediction: Home['upcoming'][number]['prediction']) => ({
  id,
  apiMatchId: null,
  homeTeam,
  awayTeam,
  homeCrest: null,
  awayCrest: null,
  matchTime: '2030-01-05T15:00:00.000Z',
  status: null,
  finalHomeScore: null,
  finalAwayScore: null,
  liveHomeScore: null,
  liveAwayScore: null,
  liveMinute: null,
  isVoided: false,
  groupId: 'g1',
  groupName: 'Sunday League',
  gameweekId: 'gw1',
  weekNumber: 4,
  prediction,
});

const ranking = (id: string, name: string, hasResults: boolean) => ({
  group: { id, name, iconUrl: null },
  position: 2,
  of: 6,
  points: 14,
  correctScores: 3,
  hasResults,
});

function renderHome(home: Home) {
  render(
    <MemoryRouter>
      <HomeSections home={home} />
    </MemoryRouter>,
  );
}

describe("the home page's cards", () => {
  it('each say why they are empty, and offer a way to a group', () => {
    renderHome(nothing);
    for (const message of [HOME_MESSAGES.noUpcoming, HOME_MESSAGES.noRankings]) expect(screen.getByText(message)).toBeTruthy();
    expect(screen.getByText(HOME_MESSAGES.noGroups, { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Groups' }).getAttribute('href')).toBe('/groups');
    expect(screen.getByRole('link', { name: '+ Create Group' }).getAttribute('href')).toBe('/create-group');
  });

  it("list the next matches in the server's order, each team with the goals predicted for it, and each opening its gameweek", () => {
    renderHome({ ...nothing, upcoming: [upcoming('m2', 'Reds', 'Blues', { home: 2, away: 0 }), upcoming('m1', 'Greens', 'Whites', null)] });
    const cards = screen.getAllByTestId('upcoming-match');
    expect(
      cards.map((card) =>
        within(card)
          .getAllByTestId('team-name')
          .map((name) => name.textContent),
      ),
    ).toEqual([
      ['Reds', 'Blues'],
      ['Greens', 'Whites'],
    ]);
    const goals = (card: HTMLElement) =>
      within(card)
        .getAllByTestId('team-name')
        .map((name) => name.nextElementSibling?.textContent);
    expect([goals(cards[0]!), goals(cards[1]!)]).toEqual([
      ['2', '0'],
      ['', ''],
    ]);
    expect(within(cards[0]!).getByRole('link').getAttribute('href')).toBe('/gameweek/gw1');
    expect(screen.queryByText(HOME_MESSAGES.noUpcoming)).toBeNull();
  });

  it('say how many predictions the player has to make, with Predict opening each match once; nothing before a group', () => {
    const group = { id: 'g1', name: 'Sunday League', iconUrl: null, memberCount: 3, maxMembers: 10, isPublic: true };
    renderHome({ ...nothing, groups: [group], toPredict: 3 });
    expect(screen.getByTestId('to-predict').textContent).toContain('You have 3 predictions to make');
    expect(screen.getByRole('link', { name: HOME_MESSAGES.predict }).getAttribute('href')).toBe('/predictions?view=once');
    cleanup();
    renderHome({ ...nothing, groups: [group], toPredict: 0 });
    expect(screen.getByTestId('to-predict').textContent).toBe(HOME_MESSAGES.nothingToPredict);
    expect(screen.queryByRole('link', { name: HOME_MESSAGES.predict })).toBeNull();
    cleanup();
    renderHome(nothing);
    expect(screen.queryByTestId('to-predict')).toBeNull();
    expect(t(HOME_MESSAGES.toPredict, { count: 1 })).toBe('You have 1 prediction to make');
  });

  it('give a position only in a group where some match has a result (before that everyone would be 1)', () => {
    renderHome({ ...nothing, rankings: [ranking('g1', 'Sunday League', true), ranking('g2', 'Office Pool', false)] });
    const [played, unplayed] = screen.getAllByTestId('home-ranking') as [HTMLElement, HTMLElement];
    expect(played.textContent).toContain(`${t(HOME_MESSAGES.rankOf, { position: 2, of: 6 })}14 pts3 exact`);
    expect(unplayed.textContent).toContain(LEADERBOARD_MESSAGES.noResults);
    expect(unplayed.textContent).not.toContain('pts');
  });

  it('show the matches being played first: the running score, LIVE with the minute, the prediction and what it is on for', () => {
    const playing = {
      ...upcoming('m9', 'Arsenal', 'Chelsea', { home: 2, away: 1 }),
      status: 'IN_PLAY' as const,
      liveHomeScore: 1,
      liveAwayScore: 0,
      liveMinute: 67,
      livePoints: 1,
    };
    renderHome({ ...nothing, live: [playing, { ...playing, id: 'm10', prediction: null, livePoints: null }] });
    const [card, unpredicted] = screen.getAllByTestId('live-match') as [HTMLElement, HTMLElement];
    expect(card.getAttribute('href')).toBe('/match/m9');
    expect(card.textContent).toMatch(/Sunday League · Gameweek 4.*LIVE.*67'.*Arsenal.*1.*Chelsea.*0.*Yours 2 - 1.*On for 1 point/);
    expect(unpredicted.textContent).toContain('No prediction');
    expect(unpredicted.textContent).not.toContain('On for');
    cleanup();
    renderHome(nothing);
    expect(screen.queryByText(HOME_MESSAGES.liveNow)).toBeNull();
  });
});
