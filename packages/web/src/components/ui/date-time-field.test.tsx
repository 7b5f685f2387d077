import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DATE_TIME_FORMAT_ERROR, DateTimeField, formatDateTimeField, parseDateTime } from './date-time-field';

describe('parseDateTime', () => {
  it.each([
    ['21/11/26 18:30', new Date(2026, 10, 21, 18, 30)],
    ['01/01/27 00:00', new Date(2027, 0, 1, 0, 0)],
    [' 29/02/28 23:59 ', new Date(2028, 1, 29, 23, 59)],
  ])('reads %s day first on a 24-hour clock', (text, expected) => {
    expect(parseDateTime(text)?.getTime()).toBe(expected.getTime());
  });

  it.each(['31/02/26 10:00', '12/31/26 10:00', '21/11/26 24:00', '21/11/26 9:30', '21/11/2026 09:30', '21/11/26 9pm', ''])(
    'refuses %j',
    (text) => expect(parseDateTime(text)).toBeNull(),
  );

  it('formats what it reads', () => {
    expect(formatDateTimeField(new Date(2026, 4, 3, 7, 5))).toBe('03/05/26 07:05');
  });
});

function Harness({ initial }: { initial: Date | null }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateTimeField label="Deadline" value={value} onChange={setValue} />
      <output data-testid="value">{value ? value.toISOString() : 'none'}</output>
    </>
  );
}

describe('DateTimeField', () => {
  afterEach(cleanup);

  it('shows the value as dd/mm/yy hh:mm and reports typed dates', () => {
    render(<Harness initial={new Date(2026, 11, 24, 20, 0)} />);
    const input = screen.getByLabelText('Deadline', { exact: true });
    expect(input).toHaveProperty('value', '24/12/26 20:00');
    fireEvent.input(input, { target: { value: '25/12/26 15:45' } });
    expect(screen.getByTestId('value').textContent).toBe(new Date(2026, 11, 25, 15, 45).toISOString());
  });

  it('reports no date and explains the format once the field is left with a wrong one', () => {
    render(<Harness initial={null} />);
    const input = screen.getByLabelText('Deadline', { exact: true });
    fireEvent.input(input, { target: { value: '12/25/26 3pm' } });
    expect(screen.getByTestId('value').textContent).toBe('none');
    expect(screen.queryByText(DATE_TIME_FORMAT_ERROR)).toBeNull();
    fireEvent.blur(input);
    expect(screen.getByText(DATE_TIME_FORMAT_ERROR)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });
});
