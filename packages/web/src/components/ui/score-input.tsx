import type { InputHTMLAttributes } from 'react';
import { focusScoreBox, typedGoals } from './score-typing';

/**
 * A score box: a visible, bordered number field (empty shows a grey "?", never a dash that reads as a value).
 * Focusing selects the score. A digit typed is the score and the focus moves on to the next box (home, away,
 * the next match's home) in the same handler, so a phone's number keyboard stays up; Enter moves on too, and
 * Backspace in an empty box goes back. Scores of 10 or more come from the stepper or a paste (`typedGoals`).
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
        const box = event.currentTarget;
        if (event.key === 'Enter' || (event.key === 'Backspace' && box.value === '')) {
          event.preventDefault();
          focusScoreBox(box, event.key === 'Enter' ? 1 : -1);
        }
      }}
      onChange={(event) => {
        const box = event.currentTarget;
        const { data, inputType } = event.nativeEvent as InputEvent;
        const typed = typedGoals(box.value, data, inputType, value);
        // The box shows the score itself at once (a key that changes nothing must not stay in it).
        box.value = typed.value === null ? '' : String(typed.value);
        if (typed.value !== value) onChange(typed.value);
        if (typed.moveOn) focusScoreBox(box, 1);
      }}
      {...rest}
    />
  );
}
