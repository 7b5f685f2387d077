import { PREDICTION_MESSAGES, SUBMIT_BUTTON_LOCK_MS } from '@scoreline/shared';
import { type ReactNode, useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { t } from '../../../lib/i18n';

/**
 * "Submit Predictions" with how many matches are still without a prediction. It sticks to the bottom of the
 * screen while there are unsaved changes, rests 1.5 s after a press (the spec), and with nothing to save sends
 * nothing and says why instead.
 */
export function SubmitBar({
  withoutPrediction,
  changed,
  submitted,
  nothingToSave,
  onSubmit,
  extra,
}: {
  withoutPrediction: number;
  changed: boolean;
  submitted: boolean;
  nothingToSave: boolean;
  onSubmit: () => Promise<void>;
  /** Above the button, in the bar (the "Also save in my other groups" offer). */
  extra?: ReactNode;
}) {
  const [cooling, setCooling] = useState(false);
  const [saving, setSaving] = useState(false);
  const [askedForNothing, setAskedForNothing] = useState(false);
  useEffect(() => {
    if (!cooling) return;
    const timer = setTimeout(() => setCooling(false), SUBMIT_BUTTON_LOCK_MS);
    return () => clearTimeout(timer);
  }, [cooling]);
  // The hint goes as soon as there is something to save.
  useEffect(() => {
    if (!nothingToSave) setAskedForNothing(false);
  }, [nothingToSave]);

  async function submit() {
    if (nothingToSave) return setAskedForNothing(true);
    setCooling(true);
    setSaving(true);
    try {
      await onSubmit();
    } finally {
      setSaving(false);
    }
  }

  const progress =
    withoutPrediction > 0
      ? t(PREDICTION_MESSAGES.withoutPrediction, { count: withoutPrediction })
      : t(PREDICTION_MESSAGES.everyMatchPredicted);
  return (
    <div
      className={`space-y-2 ${changed ? 'sticky bottom-0 z-10 rounded-t-xl border-t border-subtle bg-[var(--card)]/95 px-1 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur' : ''}`}
      data-testid="submit-bar"
    >
      <p className="text-center text-sm text-muted" aria-live="polite">
        {changed ? t(PREDICTION_MESSAGES.progressNotSaved, { progress }) : progress}
      </p>
      {askedForNothing && (
        <p role="alert" className="text-center text-sm font-medium text-red-600 dark:text-red-400">
          {t(PREDICTION_MESSAGES.nothingToSave)}
        </p>
      )}
      {extra}
      <Button className="w-full" onClick={submit} disabled={cooling || saving || submitted}>
        {t(submitted ? PREDICTION_MESSAGES.submitted : PREDICTION_MESSAGES.submit)}
      </Button>
    </div>
  );
}
