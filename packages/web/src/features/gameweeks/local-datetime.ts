/** A datetime-local input's value (the viewer's local time) as a Date; null when empty or invalid. */
export const fromLocalInput = (value: string): Date | null => (value && !Number.isNaN(Date.parse(value)) ? new Date(value) : null);

/** A Date as a datetime-local input's value, in the viewer's time zone. */
export const toLocalInput = (date: Date): string => new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
