/**
 * Every IANA zone this browser knows, sorted, with `current` among them even when the browser's list leaves it
 * out (Chromium's list has no "UTC").
 */
export function timeZoneOptions(current: string): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([...zones, current])].sort();
}

/** A zone as people read it: "America/New_York" is "America/New York". */
export const zoneName = (zone: string): string => zone.replaceAll('_', ' ');
