import { useId } from 'react';
import { DEFAULT_HOUR, HOURS, minuteOptions, twoDigits } from './date-time-text';
import { inputClass } from './text-field';

/** The calendar's hour and minute lists (24-hour); disabled until a day is chosen. */
export function TimeOfDaySelects({
  value,
  onChange,
}: {
  value: Date | null;
  onChange: (time: { hour: number } | { minute: number }) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label className="sr-only" htmlFor={`${id}-hour`}>
        Hour
      </label>
      <select
        id={`${id}-hour`}
        className={inputClass}
        value={value?.getHours() ?? DEFAULT_HOUR}
        disabled={!value}
        onChange={(event) => onChange({ hour: Number(event.target.value) })}
      >
        {HOURS.map((hour) => (
          <option key={hour} value={hour}>
            {twoDigits(hour)}
          </option>
        ))}
      </select>
      <span aria-hidden="true">:</span>
      <label className="sr-only" htmlFor={`${id}-minute`}>
        Minute
      </label>
      <select
        id={`${id}-minute`}
        className={inputClass}
        value={value?.getMinutes() ?? 0}
        disabled={!value}
        onChange={(event) => onChange({ minute: Number(event.target.value) })}
      >
        {minuteOptions(value).map((minute) => (
          <option key={minute} value={minute}>
            {twoDigits(minute)}
          </option>
        ))}
      </select>
    </div>
  );
}
