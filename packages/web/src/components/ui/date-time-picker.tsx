import { startOfDay } from 'date-fns';
import { CalendarDays } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { DayPicker } from 'react-day-picker';
import { Button } from './button';
import { atTimeOfDay } from './date-time-text';
import { IconButton } from './icon-button';
import { TimeOfDaySelects } from './time-of-day-selects';

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
 * The date-time field's calendar button and popover: a month from Monday (days before `min` disabled), then the
 * hour and minute lists. A day picked keeps the value's time (18:00 without one); the lists wait for a day.
 */
export function DateTimePicker({
  label,
  value,
  min,
  onPick,
}: {
  label: string;
  value: Date | null;
  min?: Date;
  onPick: (moment: Date) => void;
}) {
  const [open, setOpen] = useState(false);
  const pick = (day: Date | undefined, time: { hour?: number; minute?: number } = {}) => {
    if (day) onPick(atTimeOfDay(day, time, value));
  };

  return (
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
            classNames={CALENDAR_CLASS_NAMES}
          />
          <TimeOfDaySelects value={value} onChange={(time) => pick(value ?? undefined, time)} />
          <Popover.Close asChild>
            <Button variant="secondary" className="w-full">
              Done
            </Button>
          </Popover.Close>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
