import ICAL from 'ical.js';
import { expect } from 'vitest';

/** The feed's events, parsed by an independent iCalendar parser (ical.js), with the parts RFC 5545 requires. */
export function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.name).toBe('vcalendar');
  expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
  expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy();
  return calendar.getAllSubcomponents('vevent').map((component) => {
    for (const property of ['uid', 'dtstamp', 'dtstart']) expect(component.hasProperty(property), property).toBe(true);
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toJSDate().toISOString(),
      description: event.description,
      url: String(component.getFirstPropertyValue('url')),
      alarms: component.getAllSubcomponents('valarm').map((alarm) => String(alarm.getFirstPropertyValue('trigger'))),
      hasEnd: component.hasProperty('dtend'),
      free: component.getFirstPropertyValue('transp') === 'TRANSPARENT',
    };
  });
}
