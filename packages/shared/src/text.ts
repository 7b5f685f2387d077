/** One line of text: no control characters at all (NUL, bell, line breaks...). */
export const SINGLE_LINE = /^[^\p{Cc}]*$/u;
/** Text that may run over lines: line breaks and tabs, but no other control characters. */
export const MULTI_LINE = /^(?:[^\p{Cc}]|[\n\r\t])*$/u;

export const TEXT_MESSAGES = {
  /** Each field's own rule, a whole sentence per field. */
  controlCharacters: {
    groupNames: 'Group names cannot contain control characters.',
    descriptions: 'Descriptions cannot contain control characters.',
    seasonNames: 'Season names cannot contain control characters.',
    usernames: 'Usernames cannot contain control characters.',
    teamNames: 'Team names cannot contain control characters.',
    search: 'Search cannot contain control characters.',
    question: 'The question cannot contain control characters.',
    option: 'An option cannot contain control characters.',
    answer: 'An answer cannot contain control characters.',
  },
  /** Any text the API receives, wherever it is: the safety net behind each field's own rule. */
  anyControlCharacters: 'Text cannot contain control characters.',
} as const;

/** Whether any string in `value` (keys included, at any depth) holds a control character other than line breaks and tabs. */
export function containsControlCharacters(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return !MULTI_LINE.test(value);
  if (depth > 32 || typeof value !== 'object' || value === null) return false;
  for (const [key, item] of Object.entries(value)) {
    if (!MULTI_LINE.test(key) || containsControlCharacters(item, depth + 1)) return true;
  }
  return false;
}
