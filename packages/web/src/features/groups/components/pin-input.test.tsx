import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PinInput } from './pin-input';

afterEach(cleanup);

function Harness({ initial = '' }: { initial?: string }) {
  const [pin, setPin] = useState(initial);
  return (
    <>
      <PinInput value={pin} onChange={setPin} />
      <output data-testid="pin">{JSON.stringify(pin)}</output>
    </>
  );
}

const box = (n: number) => screen.getByLabelText(`PIN digit ${n}`) as HTMLInputElement;
const pin = () => JSON.parse(screen.getByTestId('pin').textContent!);

describe('PinInput', () => {
  it('moves to the next box as digits are typed', () => {
    render(<Harness />);
    fireEvent.input(box(1), { target: { value: '4' } });
    expect(document.activeElement).toBe(box(2));
    fireEvent.input(box(2), { target: { value: '2' } });
    fireEvent.input(box(3), { target: { value: '7' } });
    fireEvent.input(box(4), { target: { value: '1' } });
    expect(pin()).toBe('4271');
  });

  it('strips non-digits', () => {
    render(<Harness />);
    fireEvent.input(box(1), { target: { value: 'a' } });
    expect(pin()).toBe('');
    expect(document.activeElement).not.toBe(box(2));
  });

  it('goes back on Backspace in an empty box, clearing the previous digit', () => {
    render(<Harness initial="42" />);
    box(3).focus();
    fireEvent.keyDown(box(3), { key: 'Backspace' });
    expect(pin()).toBe('4');
    expect(document.activeElement).toBe(box(2));
  });

  it('fills every box from a pasted PIN', () => {
    render(<Harness />);
    fireEvent.input(box(1), { target: { value: '9 8-7x6' } });
    expect(pin()).toBe('9876');
  });

  it('keeps later digits in place when a middle box is cleared', () => {
    render(<Harness initial="1234" />);
    fireEvent.input(box(2), { target: { value: '' } });
    expect(pin()).toBe('1 34');
    expect(box(3).value).toBe('3');
  });
});
