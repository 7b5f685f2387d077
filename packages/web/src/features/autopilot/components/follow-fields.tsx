import { type ExternalLeague, FOLLOW_MESSAGES } from '@scoreline/shared';
import { type FollowChoice, aheadOptions, leadOptions } from './follow-choice';
import { SelectField } from './select-field';
import { t } from '../../../lib/i18n';

/**
 * The competition to follow ("Build gameweeks by hand" first when `allowNone`) and, once one is chosen, the
 * deadline's lead time and how many matchdays ahead become gameweeks. A group that closes predictions at each
 * kick-off has no deadline to choose: the fields say so instead.
 */
export function FollowFields({
  value,
  onChange,
  competitions,
  allowNone,
  closesAtKickOff,
}: {
  value: FollowChoice;
  onChange: (value: FollowChoice) => void;
  competitions: ExternalLeague[];
  allowNone: boolean;
  closesAtKickOff: boolean;
}) {
  const leagues = competitions.map((league) => ({ value: league.id, label: league.name }));
  return (
    <div className="space-y-3">
      <SelectField
        label={t(FOLLOW_MESSAGES.competition)}
        value={value.competitionId}
        options={allowNone ? [{ value: null, label: t(FOLLOW_MESSAGES.none) }, ...leagues] : leagues}
        onChange={(competitionId) => onChange({ ...value, competitionId })}
      />
      {value.competitionId !== null && (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {closesAtKickOff ? (
            <div className="min-w-0 space-y-1">
              <p className="text-sm font-medium">{t(FOLLOW_MESSAGES.leadTime)}</p>
              <p className="text-sm text-muted" data-testid="closes-at-kick-off">
                {t(FOLLOW_MESSAGES.atEachKickOff)}
              </p>
            </div>
          ) : (
            <SelectField
              label={t(FOLLOW_MESSAGES.leadTime)}
              value={value.leadMinutes}
              options={leadOptions(value.leadMinutes)}
              onChange={(leadMinutes) => onChange({ ...value, leadMinutes: leadMinutes ?? 0 })}
            />
          )}
          <SelectField
            label={t(FOLLOW_MESSAGES.ahead)}
            value={value.matchdaysAhead}
            options={aheadOptions(value.matchdaysAhead)}
            onChange={(matchdaysAhead) => onChange({ ...value, matchdaysAhead: matchdaysAhead ?? 1 })}
          />
        </div>
      )}
    </div>
  );
}
