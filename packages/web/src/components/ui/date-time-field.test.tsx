import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateLocale, activateTimeZone } from '../../lib/i18n';
import { DateField } from './date-field';
import { DateTimeField } from './date-time-field';

function Harness({ initial }: { initial: Date | null }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateTimeField label="Deadline" value={value} onChange={setValue} />
      <output data-testid="value">{value ? value.toISOString() : 'none'}</output>
    </>
  );
}

function DateHarness({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField label="End date" value={value} onChange={setValue} />
      <output data-testid="value">{value || 'none'}</output>
    </>
  );
}

const FORMAT_ERROR = 'Enter the date and time as dd/mm/yyyy hh:mm (24-hour).';

describe('DateTimeField', () => {
  beforeEach(() => activateTimeZone('Europe/London'));
  afterEach(async () => {
    cleanup();
    await activateLocale('en');
    activateTimeZone(null);
  });

  it('shows the value as dd/mm/yyyy hh:mm in the player’s zone and reports typed moments', () => {
    activateTimeZone('America/New_York');
    render(<Harness initial={new Date('2026-12-25T01:00:00Z')} />);
    const input = screen.getByLabelText('Deadline', { exact: true });
    expect(input).toHaveProperty('value', '24/12/2026 20:00');
    fireEvent.input(input, { target: { value: '25/12/2026 15:45' } });
    expect(screen.getByTestId('value').textContent).toBe('2026-12-25T20:45:00.000Z');
  });

  it('reports no date and explains the format once the field is left with a wrong one', () => {
    render(<Harness initial={null} />);
    const input = screen.getByLabelText('Deadline', { exact: true });
    expect(input.getAttribute('placeholder')).toBe('dd/mm/yyyy hh:mm');
    fireEvent.input(input, { target: { value: '12/25/26 3pm' } });
    expect(screen.getByTestId('value').textContent).toBe('none');
    expect(screen.queryByText(FORMAT_ERROR)).toBeNull();
    fireEvent.blur(input);
    expect(screen.getByText(FORMAT_ERROR)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('reads and writes German dates in German, in the zone', async () => {
    await activateLocale('de');
    activateTimeZone('Europe/Berlin');
    render(<Harness initial={null} />);
    const input = screen.getByLabelText('Deadline', { exact: true });
    expect(input.getAttribute('placeholder')).toBe('TT.MM.JJJJ hh:mm');
    expect(screen.getByText('Format TT.MM.JJJJ hh:mm, 24 Stunden.')).toBeTruthy();
    fireEvent.input(input, { target: { value: '25.11.2026 21:00' } });
    expect(screen.getByTestId('value').textContent).toBe('2026-11-25T20:00:00.000Z');
    fireEvent.input(input, { target: { value: '25/11/2026 21:00' } });
    fireEvent.blur(input);
    expect(screen.getByTestId('value').textContent).toBe('none');
    expect(screen.getByText('Gib Datum und Uhrzeit als TT.MM.JJJJ hh:mm ein (24 Stunden).')).toBeTruthy();
  });
});

describe('DateField', () => {
  afterEach(async () => {
    cleanup();
    await activateLocale('en');
  });

  it('shows a calendar date in the language’s format and reports it as yyyy-mm-dd', async () => {
    await activateLocale('de');
    render(<DateHarness initial="2027-06-30" />);
    const input = screen.getByLabelText('End date', { exact: true });
    expect(input).toHaveProperty('value', '30.06.2027');
    fireEvent.input(input, { target: { value: '01.07.2027' } });
    expect(screen.getByTestId('value').textContent).toBe('2027-07-01');
    fireEvent.input(input, { target: { value: '07/01/2027' } });
    fireEvent.blur(input);
    expect(screen.getByTestId('value').textContent).toBe('none');
    expect(screen.getByText('Gib das Datum als TT.MM.JJJJ ein.')).toBeTruthy();
  });
});
