import type { PredictionsClose } from '@scoreline/shared';

const OPTIONS: Array<{ value: PredictionsClose; label: string; hint: string }> = [
  { value: 'deadline', label: 'At the gameweek deadline', hint: 'Every match of a gameweek closes at its deadline.' },
  {
    value: 'kickoff',
    label: "At each match's kick-off",
    hint: "Each match takes predictions until it kicks off; others' predictions show from then on.",
  },
];

/** The group's "Predictions close" setting (kick-off locks); disabled, with the reason, while a gameweek runs. */
export function PredictionsCloseField({
  value,
  onChange,
  lockedReason = null,
}: {
  value: PredictionsClose;
  onChange: (value: PredictionsClose) => void;
  /** Why it cannot change now (the server's `canChangePredictionsClose` said no); null when it can. */
  lockedReason?: string | null;
}) {
  return (
    <fieldset
      className="space-y-2"
      disabled={lockedReason !== null}
      aria-describedby={lockedReason ? 'predictions-close-locked' : undefined}
    >
      <legend className="mb-1 text-sm font-medium">Predictions close</legend>
      {lockedReason && (
        <p id="predictions-close-locked" className="text-xs text-muted">
          {lockedReason}
        </p>
      )}
      {OPTIONS.map((option) => (
        <label key={option.value} className="flex min-h-11 items-start gap-2 py-1">
          <input
            type="radio"
            name="predictions-close"
            className="mt-1 h-4 w-4 shrink-0 accent-[var(--color-brand)]"
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          <span>
            <span className="block">{option.label}</span>
            <span className="block text-xs text-muted">{option.hint}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
