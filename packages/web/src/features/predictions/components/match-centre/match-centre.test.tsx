import type { MatchDetail, MatchPrediction, Player } from '@scoreline/shared';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { matchesOf } from '../test-fixtures';
import { MatchCentreHeader } from './match-centre-header';
import { MatchDistribution } from './match-distribution';
import { MatchPredictionList } from './match-prediction-list';

afterEach(cleanup);

const player = (id: string, username: string): Player => ({ id, username, bgColour: '#2563eb', isPlaceholder: false });
const prediction = (who: Player, home: number, away: number, marking: Partial<MatchPrediction> = {}): MatchPrediction => ({
  player: who,
  home,
  away,
  outcome: null,
  points: null,
  isJoker: false,
  provisional: false,
  ...marking,
});

const match: MatchDetail['match'] = {
  ...matchesOf(1)[0]!,
  homeCrest: '/crests/reds.png',
  gameweekId: 'gw1',
  groupId: 'g1',
  groupName: 'Sunday League',
  weekNumber: 3,
  phase: 'closed',
  closedBy: 'kickoff',
  closesAtKickOff: true,
};
const [ana, bo, cy, dee] = [player('u1', 'Ana'), player('u2', 'Bo'), player('u3', 'Cy'), player('u4', 'Dee')] as [
  Player,
  Player,
  Player,
  Player,
];

describe('the match centre header', () => {
  it('shows both crests, the kick-off time before it starts', () => {
    render(<MatchCentreHeader match={match} />);
    expect(screen.getByAltText('Reds crest').getAttribute('src')).toBe('/crests/reds.png');
    expect(screen.getByAltText('Blues crest')).toBeTruthy();
    expect(screen.getByTestId('match-centre-score').textContent).toMatch(/^\d\d:\d\d$/);
    expect(screen.getByTestId('match-centre-header').textContent).toContain('Kick-off');
  });

  it('shows the running score with LIVE and the minute, HT at half time, the final score with FT', () => {
    const { rerender } = render(
      <MatchCentreHeader match={{ ...match, status: 'IN_PLAY', liveHomeScore: 2, liveAwayScore: 1, liveMinute: 67 }} />,
    );
    expect(screen.getByTestId('match-centre-score').textContent).toBe("2 - 1LIVE67'");
    rerender(<MatchCentreHeader match={{ ...match, status: 'PAUSED', liveHomeScore: 1, liveAwayScore: 1, liveMinute: 45 }} />);
    expect(screen.getByTestId('match-centre-score').textContent).toBe('1 - 1HT');
    rerender(
      <MatchCentreHeader
        match={{ ...match, status: 'FINISHED', finalHomeScore: 3, finalAwayScore: 1, liveHomeScore: 2, liveAwayScore: 1 }}
      />,
    );
    expect(screen.getByTestId('match-centre-score').textContent).toBe('3 - 1FT');
    rerender(<MatchCentreHeader match={{ ...match, status: 'POSTPONED' }} />);
    expect(screen.getByTestId('match-centre-score').textContent).toContain('Postponed');
  });
});

describe('the distribution', () => {
  it('writes each result’s share and the commonest scores with their counts', () => {
    render(
      <MatchDistribution
        distribution={{
          homeWin: 57,
          draw: 29,
          awayWin: 14,
          topScores: [
            { home: 2, away: 1, count: 2 },
            { home: 0, away: 0, count: 1 },
          ],
        }}
      />,
    );
    const section = screen.getByTestId('match-distribution');
    expect(section.textContent).toContain('Home win57%');
    expect(section.textContent).toContain('Draw29%');
    expect(section.textContent).toContain('Away win14%');
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2 - 12 predictions', '0 - 01 prediction']);
  });
});

describe('the list of predictions', () => {
  const inPlay = {
    match: { ...match, status: 'IN_PLAY' as const, liveHomeScore: 1, liveAwayScore: 0 },
    predictions: [
      prediction(bo, 1, 0, { outcome: 'exact', points: 3, provisional: true }),
      prediction(ana, 2, 1, { outcome: 'result', points: 1, provisional: true }),
      prediction(cy, 0, 0, { outcome: 'wrong', points: 0, provisional: true }),
    ],
    withoutPrediction: [dee],
  };
  const cards = () => screen.getAllByTestId('match-prediction');

  it('keeps the server’s order by points, says the points are so far while in play, then lists who has no prediction', () => {
    render(<MatchPredictionList detail={inPlay} viewerId="u1" exactOnly={false} />);
    expect(cards().map((card) => card.textContent)).toEqual([
      'BBoExact score · 3 pts so far1 - 0',
      'AAnaYouCorrect result · 1 pt so far2 - 1',
      'CCyWrong · 0 pts so far0 - 0',
      'DDeeNo prediction',
    ]);
  });

  it('highlights the viewer’s own card and badges it "You"', () => {
    render(<MatchPredictionList detail={inPlay} viewerId="u1" exactOnly={false} />);
    const own = cards().filter((card) => card.dataset.own === 'true');
    expect(own.map((card) => card.textContent)).toEqual(['AAnaYouCorrect result · 1 pt so far2 - 1']);
    expect(own[0]!.className).toContain('ring-2');
  });

  it('searches by username, and with exact scores only leaves out the rest and those without a prediction', () => {
    const finished = {
      ...inPlay,
      match: { ...match, finalHomeScore: 1, finalAwayScore: 0 },
      predictions: inPlay.predictions.map((p) => ({ ...p, provisional: false })),
    };
    const { rerender } = render(<MatchPredictionList detail={finished} viewerId="u1" exactOnly={false} />);
    fireEvent.input(screen.getByLabelText('Search by username'), { target: { value: 'E' } });
    expect(cards().map((card) => card.textContent)).toEqual(['DDeeNo prediction']);
    fireEvent.input(screen.getByLabelText('Search by username'), { target: { value: '' } });
    rerender(<MatchPredictionList detail={finished} viewerId="u1" exactOnly />);
    expect(cards().map((card) => card.textContent)).toEqual(['BBoExact score · 3 pts1 - 0']);
    fireEvent.input(screen.getByLabelText('Search by username'), { target: { value: 'zz' } });
    expect(screen.getByText('No predictions match.')).toBeTruthy();
  });

  it('before the reveal shows the viewer’s own prediction without points', () => {
    render(
      <MatchPredictionList
        detail={{ match, predictions: [prediction(ana, 2, 2)], withoutPrediction: [] }}
        viewerId="u1"
        exactOnly={false}
      />,
    );
    expect(cards().map((card) => card.textContent)).toEqual(['AAnaYou2 - 2']);
  });
});
