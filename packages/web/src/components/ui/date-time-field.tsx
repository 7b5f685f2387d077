import { useEffect, useId, useState } from 'react';
import { DateTimePicker } from './date-time-picker';
import { DATE_TIME_FORMAT_ERROR, DATE_TIME_PLACEHOLDER, formatDateTimeField, parseDateTime, textForValue } from './date-time-text';
import { inputClass } from './text-field';

// The field's text rules (date-time-text.ts), for its users and tests.
export { DATE_TIME_FORMAT_ERROR, DATE_TIME_PATTERN, formatDateTimeField, parseDateTime } from './date-time-text';

/**
 * A date-time input that looks the same in every locale: type "dd/mm/yy hh:mm", or open the calendar
 * (weeks from Monday, days before `min` disabled) and pick the hour and minute from 24-hour lists.
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
  const [text, setText] = useState(value ? formatDateTimeField(value) : '');
  const [touched, setTouched] = useState(false);

  // Follow changes made elsewhere (the calendar, a reset) without fighting the user's typing.
  useEffect(() => {
    const next = textForValue(text, value);
    if (next !== null) setText(next);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only an outside change of `value` should rewrite the text
  }, [value?.getTime()]);

  const formatError = touched && text.trim() !== '' && !parseDateTime(text) ? DATE_TIME_FORMAT_ERROR : null;
  const describedBy = [`${id}-hint`, formatError ? `${id}-error` : null].filter(Boolean).join(' ');

  function type(next: string) {
    setText(next);
    onChange(parseDateTime(next));
  }

  function pick(moment: Date) {
    setText(formatDateTimeField(moment));
    setTouched(true);
    onChange(moment);
  }

  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          className={inputClass}
          inputMode="numeric"
          autoComplete="off"
          placeholder={DATE_TIME_PLACEHOLDER}
          value={text}
          aria-invalid={formatError ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => type(event.target.value)}
          onBlur={() => setTouched(true)}
        />
        <DateTimePicker label={label} value={value} min={min} onPick={pick} />
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted">
        {hint ? `${hint} ` : ''}Format dd/mm/yy hh:mm, 24-hour.
      </p>
      {formatError && (
        <p id={`${id}-error`} className="text-sm text-red-600 dark:text-red-400">
          {formatError}
        </p>
      )}
    </div>
  );
}
