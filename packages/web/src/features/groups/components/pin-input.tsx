import { PIN_LENGTH, pinDigits } from '@scoreline/shared';
import { useRef } from 'react';
import { t } from '../../../lib/i18n';

/**
 * Four one-digit boxes: typing moves to the next box, Backspace on an empty box goes back, non-digits are
 * stripped, and pasting a whole PIN fills every box.
 */
export function PinInput({
  value,
  onChange,
  label = t('PIN'),
  autoFocus = false,
}: {
  value: string;
  onChange: (pin: string) => void;
  label?: string;
  autoFocus?: boolean;
}) {
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  // A cleared middle box is kept as a space, so later digits stay in their boxes.
  const digits = Array.from({ length: PIN_LENGTH }, (_, index) => (value[index] ?? '').trim());
  const join = (boxesValues: string[]) =>
    boxesValues
      .map((d) => d || ' ')
      .join('')
      .trimEnd();

  function setDigit(index: number, typed: string) {
    const clean = pinDigits(typed);
    if (clean.length > 1) {
      // A paste (or fast typing) fills from this box on.
      const next = (join(digits.slice(0, index)).padEnd(index, ' ') + clean).slice(0, PIN_LENGTH);
      onChange(next);
      boxes.current[Math.min(next.length, PIN_LENGTH - 1)]?.focus();
      return;
    }
    const next = digits.slice();
    next[index] = clean;
    onChange(join(next));
    if (clean && index < PIN_LENGTH - 1) boxes.current[index + 1]?.focus();
  }

  return (
    <fieldset>
      <legend className="mb-1 block text-sm font-medium">{label}</legend>
      <div className="flex gap-2">
        {digits.map((digit, index) => (
          <input
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            aria-label={t('{label} digit {number}', { label, number: index + 1 })}
            inputMode="numeric"
            autoComplete="off"
            maxLength={PIN_LENGTH}
            autoFocus={autoFocus && index === 0}
            className="h-12 w-12 rounded-lg border border-subtle bg-[var(--card)] text-center text-xl font-semibold outline-none focus:border-[var(--color-brand)] focus:ring-2 focus:ring-[var(--color-brand)]/30"
            value={digit}
            onChange={(event) => setDigit(index, event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Backspace' && digit === '' && index > 0) {
                event.preventDefault();
                const next = digits.slice();
                next[index - 1] = '';
                onChange(join(next));
                boxes.current[index - 1]?.focus();
              }
            }}
            onFocus={(event) => event.currentTarget.select()}
          />
        ))}
      </div>
    </fieldset>
  );
}
