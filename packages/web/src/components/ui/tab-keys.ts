/** The keys of a key press that matter to a tab list. */
export interface TabKeyPress {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}

/**
 * Where a key press moves in a horizontal tab list (the WAI-ARIA tabs pattern): the arrows to the next or previous
 * tab, wrapping at the ends, Home and End to the first and last. Returns the index of the tab to focus and open
 * (`at` is the open tab's), or null when the key is not the tabs' to handle.
 */
export function tabIndexForKey(press: TabKeyPress, at: number, count: number): number | null {
  // With a modifier the keys are the browser's (Alt+Left goes back) or the screen reader's.
  if (press.altKey || press.ctrlKey || press.metaKey || press.shiftKey) return null;
  const target = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: count - 1 }[press.key];
  if (target === undefined || count === 0) return null;
  return (target + count) % count;
}
