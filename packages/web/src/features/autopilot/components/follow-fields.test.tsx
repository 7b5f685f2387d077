import type { ExternalLeague } from '@scoreline/shared';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { type FollowChoice, NO_FOLLOW } from './follow-choice';
import { FollowFields } from './follow-fields';

afterEach(cleanup);

const leagues: ExternalLeague[] = [
  { id: 9001, name: 'Northshire Premier League', code: 'NPL', emblem: null },
  { id: 9002, name: 'Southvale Championship', code: 'SVC', emblem: null },
];

/** The fields with their own state, as a form holds them; `seen` is what they last reported. */
function renderFields({ allowNone = true, closesAtKickOff = false, start = NO_FOLLOW } = {}) {
  const seen: { value: FollowChoice } = { value: start };
  function Harness() {
    const [value, setValue] = useState(start);
    return (
      <FollowFields
        value={value}
        onChange={(next) => {
          seen.value = next;
          setValue(next);
        }}
        competitions={leagues}
        allowNone={allowNone}
        closesAtKickOff={closesAtKickOff}
      />
    );
  }
  render(<Harness />);
  return seen;
}

const select = (name: string) => screen.getByRole<HTMLSelectElement>('combobox', { name });
const optionsOf = (name: string) => [...select(name).options].map((option) => option.text);

describe('the follow fields', () => {
  it('build gameweeks by hand until a competition is chosen, then offer its deadline and matchdays ahead', () => {
    const seen = renderFields();
    expect(optionsOf('Competition')).toEqual(['Build gameweeks by hand', 'Northshire Premier League', 'Southvale Championship']);
    expect(select('Competition').value).toBe('');
    expect(screen.queryByRole('combobox', { name: 'Deadline' })).toBeNull();

    fireEvent.change(select('Competition'), { target: { value: '9002' } });
    expect(seen.value).toEqual({ competitionId: 9002, leadMinutes: 60, matchdaysAhead: 2 });
    expect(select('Deadline').selectedOptions[0]!.text).toBe('1 hour before the first kick-off');
    expect(select('Matchdays ahead').selectedOptions[0]!.text).toBe('The next 2 matchdays');

    fireEvent.change(select('Deadline'), { target: { value: '1440' } });
    fireEvent.change(select('Matchdays ahead'), { target: { value: '4' } });
    expect(seen.value).toEqual({ competitionId: 9002, leadMinutes: 1440, matchdaysAhead: 4 });

    fireEvent.change(select('Competition'), { target: { value: '' } });
    expect(seen.value.competitionId).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Matchdays ahead' })).toBeNull();
  });

  it('say each match closes at its kick-off instead of offering a deadline, for a group that closes at kick-off', () => {
    renderFields({ closesAtKickOff: true, start: { ...NO_FOLLOW, competitionId: 9001 } });
    expect(screen.queryByRole('combobox', { name: 'Deadline' })).toBeNull();
    expect(screen.getByTestId('closes-at-kick-off').textContent).toBe(
      'Each match closes at its own kick-off (this group closes predictions at kick-off).',
    );
    expect(select('Matchdays ahead')).toBeTruthy();
  });

  it('offer no "by hand" choice where stopping is its own button (a group already following)', () => {
    renderFields({ allowNone: false, start: { competitionId: 9001, leadMinutes: 45, matchdaysAhead: 2 } });
    expect(optionsOf('Competition')).toEqual(['Northshire Premier League', 'Southvale Championship']);
    expect(select('Deadline').selectedOptions[0]!.text).toBe('45 minutes before the first kick-off');
  });
});
