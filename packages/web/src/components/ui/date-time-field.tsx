import { format, isValid, parse, startOfDay } from 'date-fns';
import { CalendarDays } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useEffect, useId, useState } from 'react';
import { DayPicker } from 'react-day-picker';
import { Button } from './button';
import { IconButton } from './icon-button';
import { inputClass } from './text-field';

/** The one date-time format of the app's pickers, whatever the browser's locale: 24-hour, day first. */
export const DATE_TIME_PATTERN = 'dd/MM/yy HH:mm';
const PLACEHOLDER = 'dd/mm/yy hh:mm';
export const DATE_TIME_FORMAT_ERROR = 'Enter the date and time as dd/mm/yy hh:mm (24-hour).';

/** Reads "dd/mm/yy hh:mm" as local time; null when it is not a real date. */
export function parseDateTime(text: string): Date | null {
  const trimmed = text.trim();
  if (!/^\d{2}\/\d{2}\/\d{2} \d{2}:\d{2}$/.test(trimmed)) return null;
  const date = parse(trimmed, DATE_TIME_PATTERN, new Date());
  return isValid(date) ? date : null;
}

export const formatDateTimeField = (date: Date) => format(date, DATE_TIME_PATTERN);

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const MINUTES = Array.from({ length: 12 }, (_, step) => step * 5);
const pad = (value: number) => String(value).padStart(2, '0');

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
  const [open, setOpen] = useState(false);

  // Follow changes made elsewhere (the calendar, a reset) without fighting the user's typing.
  useEffect(() => {
    const shown = parseDateTime(text);
    if (value && (!shown || shown.getTime() !== value.getTime())) setText(formatDateTimeField(value));
    if (!value && shown) setText('');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only an outside change of `value` should rewrite the text
  }, [value?.getTime()]);

  const formatError = touched && text.trim() !== '' && !parseDateTime(text) ? DATE_TIME_FORMAT_ERROR : null;
  const describedBy = [`${id}-hint`, formatError ? `${id}-error` : null].filter(Boolean).join(' ');

  function type(next: string) {
    setText(next);
    onChange(parseDateTime(next));
  }

  function pick(day: Date | undefined, hour = value?.getHours() ?? 18, minute = value?.getMinutes() ?? 0) {
    if (!day) return;
    const next = new Date(day.getFullYear(), day.getMonth(), day.getDate(), hour, minute);
    setText(formatDateTimeField(next));
    setTouched(true);
    onChange(next);
  }

  const minuteOptions = value && !MINUTES.includes(value.getMinutes()) ? [...MINUTES, value.getMinutes()].sort((a, b) => a - b) : MINUTES;

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
          placeholder={PLACEHOLDER}
          value={text}
          aria-invalid={formatError ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => type(event.target.value)}
          onBlur={() => setTouched(true)}
        />
        <Popover.Root open={open} onOpenChange={setOpen}>
          <Popover.Trigger asChild>
            <IconButton aria-label={`Choose ${label.toLowerCase()} from a calendar`} className="border border-subtle">
              <CalendarDays aria-hidden="true" className="h-5 w-5" />
            </IconButton>
          </Popover.Trigger>
          <Popover.Portal>
            <Popover.Content align="end" sideOffset={6} className="card z-50 space-y-3 p-3 shadow-lg">
              <DayPicker
                mode="single"
                weekStartsOn={1}
                selected={value ?? undefined}
                defaultMonth={value ?? min ?? new Date()}
                disabled={min ? { before: startOfDay(min) } : undefined}
                onSelect={(day) => pick(day)}
                classNames={{
                  months: 'relative',
                  month_caption: 'mb-2 flex h-9 items-center justify-center font-semibold',
                  nav: 'absolute inset-x-0 top-0 flex justify-between',
                  button_previous: 'inline-flex h-9 w-9 items-center justify-center rounded-lg hover:bg-black/5 dark:hover:bg-white/10',
                  button_next: 'inline-flex h-9 w-9 items-center justify-center rounded-lg hover:bg-black/5 dark:hover:bg-white/10',
                  chevron: 'h-4 w-4 fill-current',
                  weekday: 'h-8 w-10 text-xs font-medium text-muted',
                  day: 'p-0 text-center',
                  day_button:
                    'h-10 w-10 rounded-lg hover:bg-black/5 disabled:cursor-not-allowed disabled:opacity-40 dark:hover:bg-white/10',
                  selected: '[&>button]:bg-[var(--color-brand)]! [&>button]:font-semibold [&>button]:text-white',
                  today: 'font-bold text-[var(--color-brand)]',
                  outside: 'opacity-40',
                }}
              />
              <div className="flex items-center gap-2">
                <label className="sr-only" htmlFor={`${id}-hour`}>
                  Hour
                </label>
                <select
                  id={`${id}-hour`}
                  className={inputClass}
                  value={value?.getHours() ?? 18}
                  disabled={!value}
                  onChange={(event) => pick(value ?? undefined, Number(event.target.value))}
                >
                  {HOURS.map((hour) => (
                    <option key={hour} value={hour}>
                      {pad(hour)}
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
                  onChange={(event) => pick(value ?? undefined, undefined, Number(event.target.value))}
                >
                  {minuteOptions.map((minute) => (
                    <option key={minute} value={minute}>
                      {pad(minute)}
                    </option>
                  ))}
                </select>
              </div>
              <Popover.Close asChild>
                <Button variant="secondary" className="w-full">
                  Done
                </Button>
              </Popover.Close>
            </Popover.Content>
          </Popover.Portal>
        </Popover.Root>
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
