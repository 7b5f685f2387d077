import { CalendarDays } from 'lucide-react';
import { Popover } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { DayPicker } from 'react-day-picker';
import { t } from '../../lib/i18n';
import { Button } from './button';
import { useCalendarLocale } from './calendar-locale';
import { IconButton } from './icon-button';

const CALENDAR_CLASS_NAMES = {
  months: 'relative',
  month_caption: 'mb-2 flex h-9 items-center justify-center font-semibold',
  nav: 'absolute inset-x-0 top-0 flex justify-between',
  button_previous: 'inline-flex h-9 w-9 items-center justify-center rounded-lg hover:bg-black/5 dark:hover:bg-white/10',
  button_next: 'inline-flex h-9 w-9 items-center justify-center rounded-lg hover:bg-black/5 dark:hover:bg-white/10',
  chevron: 'h-4 w-4 fill-current',
  weekday: 'h-8 w-10 text-xs font-medium text-muted',
  day: 'p-0 text-center',
  day_button: 'h-10 w-10 rounded-lg hover:bg-black/5 disabled:cursor-not-allowed disabled:opacity-40 dark:hover:bg-white/10',
  selected: '[&>button]:bg-[var(--color-brand)]! [&>button]:font-semibold [&>button]:text-white',
  today: 'font-bold text-[var(--color-brand)]',
  outside: 'opacity-40',
};

/**
 * A date field's calendar button and popover: a month from Monday in the active language (days before `minDay`
 * disabled), then `time` (the hour and minute lists of a date-time field). Days are the browser's calendar days
 * standing for dates (date-time-text.ts: `calendarDayOf`), so the zone never shifts one.
 */
export function CalendarPicker({
  label,
  day,
  minDay,
  onPickDay,
  time,
}: {
  label: string;
  day: Date | undefined;
  minDay?: Date;
  onPickDay: (day: Date) => void;
  time?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const locale = useCalendarLocale();

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <IconButton aria-label={t('Choose “{label}” from a calendar', { label })} className="border border-subtle">
          <CalendarDays aria-hidden="true" className="h-5 w-5" />
        </IconButton>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content align="end" sideOffset={6} className="card z-50 space-y-3 p-3 shadow-lg">
          <DayPicker
            mode="single"
            locale={locale}
            weekStartsOn={1}
            selected={day}
            defaultMonth={day ?? minDay ?? new Date()}
            disabled={minDay ? { before: minDay } : undefined}
            onSelect={(picked) => picked && onPickDay(picked)}
            classNames={CALENDAR_CLASS_NAMES}
          />
          {time}
          <Popover.Close asChild>
            <Button variant="secondary" className="w-full">
              {t('Done')}
            </Button>
          </Popover.Close>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
