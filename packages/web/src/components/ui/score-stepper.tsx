import { Minus, Plus } from 'lucide-react';

const stepClass =
  'inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg border border-subtle hover:bg-black/5 disabled:opacity-40 dark:hover:bg-white/10';

/**
 * A score: type it, or step it with minus and plus (floored at 0, at most 99). Empty is null. `label` names the
 * field ("Reds score", team names as written); the buttons are "Decrease …" and "Increase …" of `stepLabel`
 * (the label unless given, for labels that read differently mid-sentence: "final score of Reds").
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
      <button
        type="button"
        aria-label={`Decrease ${stepLabel}`}
        className={stepClass}
        disabled={value === 0}
        onClick={() => onChange(Math.max(0, (value ?? 0) - 1))}
      >
        <Minus aria-hidden="true" className="h-4 w-4" />
      </button>
      <input
        aria-label={label}
        inputMode="numeric"
        autoComplete="off"
        placeholder="–"
        className="h-11 w-11 rounded-lg border border-transparent bg-transparent text-center text-xl font-bold tabular-nums outline-none focus:border-[var(--color-brand)] focus:ring-2 focus:ring-[var(--color-brand)]/30"
        value={value ?? ''}
        onChange={(event) => {
          const digits = event.target.value.replace(/\D/g, '').slice(0, 2);
          onChange(digits === '' ? null : Number(digits));
        }}
      />
      <button
        type="button"
        aria-label={`Increase ${stepLabel}`}
        className={stepClass}
        disabled={value === 99}
        onClick={() => onChange(Math.min(99, (value ?? 0) + 1))}
      >
        <Plus aria-hidden="true" className="h-4 w-4" />
      </button>
    </div>
  );
}
