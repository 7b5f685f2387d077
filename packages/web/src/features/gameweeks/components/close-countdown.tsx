import { type CloseTimes, closeWording } from '@scoreline/shared';
import { activeLocale, activeTimeZone, t } from '../../../lib/i18n';
import { Countdown } from './countdown';

/**
 * When predictions close, worded as every page words it (`closeWording`, from the server's mode and `nextClose`):
 * "Deadline in …", or with kick-off locks "Next kick-off in …" (then "Last kick-off") and the rule beside it.
 */
export function CloseCountdown({ gameweek }: { gameweek: CloseTimes }) {
  const wording = closeWording(gameweek, t, { locale: activeLocale(), timeZone: activeTimeZone() });
  return (
    <div className="space-y-0.5">
      <Countdown deadline={wording.at} counting={wording.counting} passed={wording.passed} />
      {wording.rule && (
        <p className="text-xs text-muted" data-testid="close-rule">
          {wording.rule}
        </p>
      )}
    </div>
  );
}
