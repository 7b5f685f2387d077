import type { InputHTMLAttributes } from 'react';

/** Goals are whole numbers from 0 to 99. */
export const MAX_GOALS = 99;
export const clampGoals = (value: number) => Math.min(MAX_GOALS, Math.max(0, value));

/**
 * A score box: a visible, bordered number field (empty shows a grey "?", never a dash that reads as a value).
 * Focusing selects the score so typing replaces it; Enter moves to the next score box of the form or card.
 */
export function ScoreInput({
  label,
  value,
  onChange,
  className = '',
  ...rest
}: {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  className?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'className'>) {
  return (
    <input
      aria-label={label}
      inputMode="numeric"
      pattern="[0-9]*"
      enterKeyHint="next"
      autoComplete="off"
      placeholder="?"
      data-score-input=""
      className={`score-box border-2 border-subtle bg-[var(--card)] outline-none placeholder:font-normal placeholder:text-[var(--muted)] focus:border-[var(--color-brand)] focus:ring-2 focus:ring-[var(--color-brand)]/30 ${className}`}
      value={value ?? ''}
      onFocus={(event) => event.currentTarget.select()}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        const boxes = [...document.querySelectorAll<HTMLInputElement>('input[data-score-input]')];
        boxes[boxes.indexOf(event.currentTarget) + 1]?.focus();
      }}
      onChange={(event) => {
        const digits = event.target.value.replace(/\D/g, '').slice(0, 2);
        onChange(digits === '' ? null : clampGoals(Number(digits)));
      }}
      {...rest}
    />
  );
}
