import { useEffect, useId, useState } from 'react';
import { activeLocale, t } from '../../lib/i18n';
import { CalendarButton } from './calendar-button';
import {
  DATE_FORMAT_ERROR,
  DATE_PLACEHOLDER,
  calendarDate,
  formatCalendarDateField,
  isoOfCalendarDay,
  parseCalendarDate,
} from './date-time-text';
import { DateTextInput } from './date-text-input';

/**
 * A calendar date (a season's start or end, "yyyy-mm-dd" as the API takes it) typed in the language's one date
 * format ("25.11.2026" in German) or picked from the calendar. `onChange` gets the date, or "" while the field is
 * empty or not yet a date (its format error shows once the field is left).
 */
export function DateField({
  label,
  value,
  onChange,
  min,
  hint,
  error,
  disabled = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  min?: string;
  hint?: string;
  error?: string | null;
  disabled?: boolean;
}) {
  const id = useId();
  const locale = activeLocale();
  const [text, setText] = useState(value ? formatCalendarDateField(value, locale) : '');
  const [touched, setTouched] = useState(false);

  // Follow a value set elsewhere (the calendar, a reset), leaving text that already reads as it.
  useEffect(() => {
    if ((parseCalendarDate(text, locale) ?? '') !== value) setText(value ? formatCalendarDateField(value, locale) : '');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only an outside change of `value` should rewrite the text
  }, [value]);

  const pattern = t(DATE_PLACEHOLDER);
  const formatError = touched && text.trim() !== '' && !parseCalendarDate(text, locale) ? t(DATE_FORMAT_ERROR, { pattern }) : null;
  const shownError = formatError ?? error ?? null;

  function type(next: string) {
    setText(next);
    onChange(parseCalendarDate(next, locale) ?? '');
  }

  return (
    <DateTextInput
      id={id}
      label={label}
      pattern={pattern}
      text={text}
      disabled={disabled}
      hint={hint}
      format={t('Format {pattern}.', { pattern })}
      error={shownError}
      onType={type}
      onLeave={() => setTouched(true)}
    >
      {!disabled && (
        <CalendarButton
          label={label}
          day={value ? calendarDate(value) : undefined}
          minDay={min ? calendarDate(min) : undefined}
          onPickDay={(day) => {
            setTouched(true);
            onChange(isoOfCalendarDay(day));
          }}
        />
      )}
    </DateTextInput>
  );
}
