import { CalendarDays } from 'lucide-react';
import { type ComponentProps, Suspense, lazy } from 'react';
import { t } from '../../lib/i18n';
import { IconButton } from './icon-button';

// The calendar (react-day-picker, radix's popover, the language's month names) is not part of a page's first
// load: it loads once a date field is shown, and its button waits for it, disabled.
const CalendarPicker = lazy(() => import('./date-time-picker').then(({ CalendarPicker }) => ({ default: CalendarPicker })));

/** A date field's calendar button: the picker's own once loaded. */
export function CalendarButton(props: ComponentProps<typeof CalendarPicker>) {
  return (
    <Suspense
      fallback={
        <IconButton aria-label={t('Choose “{label}” from a calendar', { label: props.label })} className="border border-subtle" disabled>
          <CalendarDays aria-hidden="true" className="h-5 w-5" />
        </IconButton>
      }
    >
      <CalendarPicker {...props} />
    </Suspense>
  );
}
