import { earliestSeasonEnd } from '@scoreline/shared';
import { DateField } from '../../../components/ui/date-field';
import { TextField } from '../../../components/ui/text-field';
import { type SeasonText, localToday, withSeasonStart } from './create-group-input';
import { t } from '../../../lib/i18n';

/** The create form's first season: its name and optional dates (no end date before a start date). */
export function InitialSeasonFields({ value, onChange }: { value: SeasonText; onChange: (value: SeasonText) => void }) {
  return (
    <fieldset className="space-y-3 rounded-lg border border-subtle p-4">
      <legend className="px-1 text-sm font-semibold">{t('Initial Season')}</legend>
      <TextField
        label={t('Season name')}
        value={value.name}
        maxLength={80}
        onChange={(event) => onChange({ ...value, name: event.target.value })}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <DateField
          label={t('Start date')}
          min={localToday()}
          value={value.startDate}
          hint={t('Blank: the season starts with its first gameweek.')}
          onChange={(startDate) => onChange(withSeasonStart(value, startDate))}
        />
        <DateField
          label={t('End date')}
          disabled={!value.startDate}
          min={value.startDate ? earliestSeasonEnd(value.startDate) : undefined}
          value={value.endDate}
          hint={t('Blank: you end the season yourself.')}
          onChange={(endDate) => onChange({ ...value, endDate })}
        />
      </div>
    </fieldset>
  );
}
