import * as dates from '@scoreline/shared';
import { activeLocale, activeTimeZone, t } from './i18n';

/** The shared date formats in the reader's language and zone (lib/i18n.ts). */
type Moment = Date | string | number;
const here = (): dates.DateContext => ({ locale: activeLocale(), timeZone: activeTimeZone() });

export const formatDate = (value: Moment) => dates.formatDate(value, here());
export const formatDateTime = (value: Moment) => dates.formatDateTime(value, here());
export const formatTimestamp = (value: Moment) => dates.formatTimestamp(value, here());
export const formatTime = (value: Moment) => dates.formatTime(value, here());
export const formatDateTimeWithZone = (value: Moment) => dates.formatDateTimeWithZone(value, here());
export const formatShortDay = (value: Moment) => dates.formatShortDay(value, here());
export const timeZoneLabel = (value: Moment = Date.now()) => dates.timeZoneLabel(value, here());
export const calendarDay = (value: Moment) => dates.calendarDay(value, activeTimeZone());
export const datePattern = () => dates.datePattern(activeLocale());
/** A calendar date stored as UTC midnight (a season's start or end): the same day in every zone. */
export const formatCalendarDate = (value: Moment) => dates.formatDate(value, { locale: activeLocale(), timeZone: 'UTC' });
/** "Today", "Tomorrow", "Yesterday" or a short day, in the reader's zone. */
export const matchDayLabel = (instant: string, now: Date) => dates.matchDayLabel(instant, now, here(), t);
