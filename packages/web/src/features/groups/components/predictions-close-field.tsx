import type { MessageId, PredictionsClose } from '@scoreline/shared';
import { RadioOption } from '../../../components/ui/radio-option';
import { t } from '../../../lib/i18n';

const OPTIONS: Array<{ value: PredictionsClose; label: MessageId; hint: MessageId }> = [
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
      <legend className="mb-1 text-sm font-medium">{t('Predictions close')}</legend>
      {lockedReason && (
        <p id="predictions-close-locked" className="text-xs text-muted">
          {lockedReason}
        </p>
      )}
      {OPTIONS.map((option) => (
        <RadioOption
          key={option.value}
          name="predictions-close"
          checked={value === option.value}
          onSelect={() => onChange(option.value)}
          hint={t(option.hint)}
        >
          {t(option.label)}
        </RadioOption>
      ))}
    </fieldset>
  );
}
