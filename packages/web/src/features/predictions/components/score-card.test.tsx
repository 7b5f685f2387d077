import type { GameweekMatch, Prediction } from '@scoreline/shared';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../../lib/i18n';
import { ScoreCard } from './score-card';
import { matchesOf, saved } from './test-fixtures';

afterEach(cleanup);

type Rows = Array<{ matchId: string; home: number | null; away: number | null }>;

function renderCard({
  matches = matchesOf(6),
  predictions = [],
  openMatchIds,
}: { matches?: GameweekMatch[]; predictions?: Prediction[]; openMatchIds?: string[] } = {}) {
  const onSubmit = vi.fn<(rows: Rows, joker: object) => Promise<void>>(async () => {});
  render(
    <MemoryRouter>
      <ScoreCard matches={matches} predictions={predictions} editable openMatchIds={openMatchIds} onSubmit={onSubmit} />
    </MemoryRouter>,
  );
  return { onSubmit };
}

const box = (team: string) => screen.getByLabelText(`${team} score`, { selector: 'input' }) as HTMLInputElement;
/** One key typed into the focused box, as a browser reports it: the box's new text and the character inserted. */
function typeKey(key: string) {
  const input = document.activeElement as HTMLInputElement;
  const text = input.selectionStart === 0 && input.selectionEnd === input.value.length ? key : input.value + key;
  fireEvent.input(input, { target: { value: text }, data: key, inputType: 'insertText' });
}
const submit = () => act(() => fireEvent.click(screen.getByRole('button', { name: 'Submit Predictions' })));

describe('typing a score moves on', () => {
  it('takes one digit per box: 2, 1, 0 is 2-1 and the next match home 0, the focus moving on each time', () => {
    renderCard();
    box('Reds').focus();
    typeKey('2');
    expect(document.activeElement).toBe(box('Blues'));
    typeKey('1');
    expect(document.activeElement).toBe(box('Greens'));
    typeKey('0');
    expect([box('Reds').value, box('Blues').value, box('Greens').value]).toEqual(['2', '1', '0']);
    expect(document.activeElement).toBe(box('Whites'));
  });

  it('replaces what a box holds with the digit typed, even with the caret after it (10 from the stepper, then 3)', () => {
    renderCard();
    box('Reds').focus();
    // The row's own plus (jsdom has no layout, so the wide row's and the narrow row's are both there).
    const plus = () => screen.getAllByRole('button', { name: 'Increase Reds score' })[0]!;
    for (let goal = 0; goal < 10; goal += 1) fireEvent.click(plus());
    expect(box('Reds').value).toBe('10');
    box('Reds').focus();
    box('Reds').setSelectionRange(2, 2);
    typeKey('3');
    expect(box('Reds').value).toBe('3');
    expect(document.activeElement).toBe(box('Blues'));
  });

  it('keeps a pasted two-digit score and ignores a key that is not a digit', () => {
    renderCard();
    box('Reds').focus();
    fireEvent.input(box('Reds'), { target: { value: '12' }, inputType: 'insertFromPaste' });
    expect(box('Reds').value).toBe('12');
    expect(document.activeElement).toBe(box('Blues'));
    typeKey('-');
    expect(box('Blues').value).toBe('');
    expect(document.activeElement).toBe(box('Blues'));
  });

  it('goes back to the previous box on Backspace in an empty box, leaving its score', () => {
    renderCard({ predictions: [saved('m1', 2, 1)] });
    box('Greens').focus();
    fireEvent.keyDown(box('Greens'), { key: 'Backspace' });
    expect(document.activeElement).toBe(box('Blues'));
    expect(box('Blues').value).toBe('1');
    // A box with a score: Backspace deletes it, the focus stays.
    fireEvent.keyDown(box('Blues'), { key: 'Backspace' });
    expect(document.activeElement).toBe(box('Blues'));
  });

  it('skips the matches that no longer take predictions (kicked off, read-only)', () => {
    renderCard({ matches: matchesOf(3), openMatchIds: ['m1', 'm3'] });
    expect(screen.queryByLabelText('Greens score', { selector: 'input' })).toBeNull();
    box('Blues').focus();
    typeKey('4');
    expect(document.activeElement).toBe(box('Blacks'));
  });

  it('stays in the last box of the card', () => {
    renderCard({ matches: matchesOf(1) });
    box('Blues').focus();
    typeKey('3');
    expect(document.activeElement).toBe(box('Blues'));
  });
});

describe('submitting saves real predictions only', () => {
  it('says how many matches have no prediction, and sends only the matches with a score entered (an empty side is 0)', async () => {
    const { onSubmit } = renderCard();
    expect(screen.getByText('6 matches without a prediction')).toBeTruthy();
    box('Reds').focus();
    typeKey('2');
    typeKey('1');
    box('Blacks').focus();
    typeKey('3');
    expect(screen.getByText('4 matches without a prediction · not saved yet')).toBeTruthy();
    // The side left empty will be 0, and says so.
    expect(box('Golds').placeholder).toBe('0');
    expect(box('Greens').placeholder).toBe('?');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith(
      [
        { matchId: 'm1', home: 2, away: 1 },
        { matchId: 'm3', home: 3, away: null },
      ],
      {},
    );
  });

  it('says "1 match without a prediction" for one', () => {
    renderCard({ matches: matchesOf(2), predictions: [saved('m1', 1, 1)] });
    expect(screen.getByText('1 match without a prediction')).toBeTruthy();
  });

  it('sends nothing when nothing was entered, and tells the player why', async () => {
    const { onSubmit } = renderCard();
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Enter a score for at least one match first.');
    // The hint goes once there is something to save.
    box('Reds').focus();
    typeKey('1');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks to remove a saved prediction whose two boxes were emptied, never to save it as 0-0', async () => {
    const { onSubmit } = renderCard({ matches: matchesOf(2), predictions: [saved('m1', 2, 1), saved('m2', 0, 3)] });
    expect(screen.getByText('Every match predicted')).toBeTruthy();
    for (const team of ['Reds', 'Blues']) fireEvent.input(box(team), { target: { value: '' }, inputType: 'deleteContentBackward' });
    expect(screen.getByText('1 match without a prediction · not saved yet')).toBeTruthy();
    await submit();
    expect(onSubmit).toHaveBeenCalledWith(
      [
        { matchId: 'm1', home: null, away: null },
        { matchId: 'm2', home: 0, away: 3 },
      ],
      {},
    );
  });

  it('puts a note under each match to predict and extra content in the submit bar, when given', () => {
    render(
      <MemoryRouter>
        <ScoreCard
          matches={matchesOf(2)}
          predictions={[]}
          editable
          openMatchIds={['m1']}
          onSubmit={async () => {}}
          noteOf={(match) => `Saves to ${match.homeTeam} League`}
          submitExtra={<span>Extra above Submit</span>}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('Saves to Reds League')).toBeTruthy();
    // A closed match is read-only: no note.
    expect(screen.queryByText('Saves to Greens League')).toBeNull();
    expect(screen.getByTestId('submit-bar').textContent).toContain('Extra above Submit');
  });
});

describe('a match under way on a card still taking predictions', () => {
  it('shows its running score and the prediction read-only in place of score boxes, and a submit leaves it out', async () => {
    const [first, second] = matchesOf(2) as [GameweekMatch, GameweekMatch];
    const live = { ...first, status: 'IN_PLAY' as const, liveHomeScore: 0, liveAwayScore: 1, liveMinute: 12 };
    const { onSubmit } = renderCard({
      matches: [live, second],
      predictions: [{ ...saved('m1', 0, 1), isLocked: true, livePoints: 3 }],
    });
    expect(screen.queryByLabelText('Reds score', { selector: 'input' })).toBeNull();
    const [liveRow] = screen.getAllByTestId('score-card-match');
    expect(liveRow!.textContent).toMatch(/LIVE12'.*LIVE 0 - 1.*Your prediction 0 - 1.*On for 3 points/);
    box('Greens').focus();
    typeKey('1');
    typeKey('1');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith([{ matchId: 'm2', home: 1, away: 1 }], {});
  });
});

describe('the score card in German and Spanish', () => {
  afterEach(() => activateLocale('en'));

  it('labels the boxes, counts the matches without a prediction with the language’s plural and submits in its words', async () => {
    await activateLocale('de');
    renderCard({ matches: matchesOf(2), predictions: [saved('m1', 2, 1)] });
    expect(screen.getByLabelText('Tore Reds', { selector: 'input' })).toBeTruthy();
    expect(screen.getByText('1 Spiel ohne Tipp')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tipps abgeben' })).toBeTruthy();
    cleanup();

    await activateLocale('es');
    renderCard({ matches: matchesOf(3) });
    expect(screen.getByText('3 partidos sin pronóstico')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enviar pronósticos' })).toBeTruthy();
  });
});
