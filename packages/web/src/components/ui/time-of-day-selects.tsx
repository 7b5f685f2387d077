import { useId } from 'react';
import { t } from '../../lib/i18n';
import { DEFAULT_HOUR, HOURS, minuteOptions, twoDigits } from './date-time-text';
import { inputClass } from './text-field';

/** The calendar's hour and minute lists (24-hour, the player's zone's clock); disabled until a day is chosen. */
export function TimeOfDaySelects({
  value,
  onChange,
}: {
  value: { hour: number; minute: number } | null;
  onChange: (time: { hour: number } | { minute: number }) => void;
}) {
  return (
    <div className="flex items-center gap-2">
      <TwoDigitSelect
        label={t('Hour')}
        options={HOURS}
        value={value?.hour ?? DEFAULT_HOUR}
        disabled={!value}
        onChange={(hour) => onChange({ hour })}
      />
      <span aria-hidden="true">:</span>
      <TwoDigitSelect
        label={t('Minute')}
        options={minuteOptions(value?.minute)}
        value={value?.minute ?? 0}
        disabled={!value}
        onChange={(minute) => onChange({ minute })}
      />
    </div>
  );
}

/** A list of numbers written with two digits ("07"), labelled for screen readers only. */
function TwoDigitSelect({
  label,
  options,
  value,
  disabled,
  onChange,
}: {
  label: string;
  options: readonly number[];
  value: number;
  disabled: boolean;
  onChange: (value: number) => void;
}) {
  const id = useId();
  return (
    <>
      <label className="sr-only" htmlFor={id}>
        {label}
      </label>
      <select id={id} className={inputClass} value={value} disabled={disabled} onChange={(event) => onChange(Number(event.target.value))}>
        {options.map((option) => (
          <option key={option} value={option}>
            {twoDigits(option)}
          </option>
        ))}
      </select>
    </>
  );
}
