import { type DateContext } from '@scoreline/shared';
import { useEffect, useId, useState } from 'react';
import { activeLocale, activeTimeZone, t } from '../../lib/i18n';
import { CalendarButton } from './calendar-button';
import {
  DATE_TIME_FORMAT_ERROR,
  DATE_TIME_PLACEHOLDER,
  atTimeOfDay,
  calendarDayOf,
  formatDateTimeField,
  parseDateTime,
  textForValue,
  wallTime,
} from './date-time-text';
import { DateTextInput } from './date-text-input';
import { TimeOfDaySelects } from './time-of-day-selects';

/**
 * A moment typed in the language's one date format with a 24-hour time ("25.11.2026 21:00" in German) in the
 * player's zone, or picked from the calendar (weeks from Monday, days before `min` disabled) with hour and minute
 * lists. The value is a Date (sent as UTC ISO); the zone only moves what is shown and read.
 */
export function DateTimeField({
  label,
  value,
  onChange,
  min,
  hint,
}: {
  label: string;
  value: Date | null;
  onChange: (value: Date | null) => void;
  min?: Date;
  hint?: string;
}) {
  const id = useId();
  const where: DateContext = { locale: activeLocale(), timeZone: activeTimeZone() };
  const [text, setText] = useState(value ? formatDateTimeField(value, where) : '');
  const [touched, setTouched] = useState(false);

  // Follow changes made elsewhere (the calendar, a reset) without fighting the user's typing.
  useEffect(() => {
    const next = textForValue(text, value, where);
    if (next !== null) setText(next);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only an outside change of `value` should rewrite the text
  }, [value?.getTime()]);

  const pattern = t(DATE_TIME_PLACEHOLDER);
  const formatError = touched && text.trim() !== '' && !parseDateTime(text, where) ? t(DATE_TIME_FORMAT_ERROR, { pattern }) : null;

  function type(next: string) {
    setText(next);
    onChange(parseDateTime(next, where));
  }

  function pick(day: Date, time: { hour?: number; minute?: number } = {}) {
    const moment = atTimeOfDay(day, time, value, where.timeZone);
    setText(formatDateTimeField(moment, where));
    setTouched(true);
    onChange(moment);
  }

  const day = value ? calendarDayOf(value, where.timeZone) : undefined;
  return (
    <DateTextInput
      id={id}
      label={label}
      pattern={pattern}
      text={text}
      hint={hint}
      format={t('Format {pattern}, 24-hour.', { pattern })}
      error={formatError}
      onType={type}
      onLeave={() => setTouched(true)}
    >
      <CalendarButton
        label={label}
        day={day}
        minDay={min ? calendarDayOf(min, where.timeZone) : undefined}
        onPickDay={(picked) => pick(picked)}
        time={<TimeOfDaySelects value={value ? wallTime(value, where.timeZone) : null} onChange={(time) => day && pick(day, time)} />}
      />
    </DateTextInput>
  );
}
