import { Minus, Plus } from 'lucide-react';
import { t } from '../../lib/i18n';
import { ScoreInput } from './score-input';
import { MAX_GOALS, clampGoals } from './score-typing';

const stepClass =
  'inline-flex h-11 w-11 shrink-0 touch-manipulation items-center justify-center rounded-lg border border-subtle bg-[var(--card)] hover:bg-black/5 active:bg-black/10 disabled:opacity-40 dark:hover:bg-white/10';

/** A 44x44 minus or plus target for a score (floored at 0, at most 99); `label` names the score it changes. */
export function StepButton({
  direction,
  label,
  value,
  onChange,
}: {
  direction: 'down' | 'up';
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
}) {
  const down = direction === 'down';
  return (
    <button
      type="button"
      aria-label={down ? t('Decrease {label}', { label }) : t('Increase {label}', { label })}
      className={stepClass}
      disabled={down ? value === 0 : value === MAX_GOALS}
      onClick={() => onChange(clampGoals((value ?? 0) + (down ? -1 : 1)))}
    >
      {down ? <Minus aria-hidden="true" className="h-5 w-5" /> : <Plus aria-hidden="true" className="h-5 w-5" />}
    </button>
  );
}

/**
 * A score: type it, or step it with minus and plus. Empty is null. `label` names the field ("Reds score", team
 * names as written); the buttons are "Decrease …" and "Increase …" of `stepLabel` (the label unless given, for
 * labels that read differently mid-sentence: "final score of Reds").
 */
export function ScoreStepper({
  label,
  stepLabel = label,
  value,
  onChange,
}: {
  label: string;
  stepLabel?: string;
  value: number | null;
  onChange: (value: number | null) => void;
}) {
  return (
    <div className="flex items-center gap-1">
      <StepButton direction="down" label={stepLabel} value={value} onChange={onChange} />
      <ScoreInput label={label} value={value} onChange={onChange} />
      <StepButton direction="up" label={stepLabel} value={value} onChange={onChange} />
    </div>
  );
}
