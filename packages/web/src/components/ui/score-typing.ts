/** Goals are whole numbers from 0 to 99. */
export const MAX_GOALS = 99;
export const clampGoals = (value: number) => Math.min(MAX_GOALS, Math.max(0, value));

/**
 * What a score box holds after an input event, and whether the focus moves on. One key is one goal count: a digit
 * typed replaces whatever the box held, wherever the caret was (so 2, 1, 0 never makes 21, and a 10 from the
 * stepper becomes the digit typed), and moves on; any other key changes nothing. A paste (or anything else that
 * inserts more than one character) keeps its first two digits, so 10 and more can be pasted as well as stepped.
 * Deleting leaves what is left and stays.
 */
export function typedGoals(
  text: string,
  inserted: string | null | undefined,
  inputType: string | undefined,
  previous: number | null,
): { value: number | null; moveOn: boolean } {
  if (inserted && inserted.length === 1)
    return /^\d$/.test(inserted) ? { value: Number(inserted), moveOn: true } : { value: previous, moveOn: false };
  const digits = text.replace(/\D/g, '');
  if (digits === '') return { value: null, moveOn: false };
  return { value: clampGoals(Number(digits.slice(0, 2))), moveOn: !inputType?.startsWith('delete') };
}

/**
 * The score boxes the focus moves through from `box`: those of its card (`data-score-boxes`, one save's worth),
 * else of the page, leaving out any that cannot be typed in.
 */
function boxesAround(box: HTMLInputElement): HTMLInputElement[] {
  const scope = box.closest('[data-score-boxes]') ?? document;
  return [...scope.querySelectorAll<HTMLInputElement>('input[data-score-input]')].filter(
    (candidate) => candidate === box || (!candidate.disabled && !candidate.readOnly),
  );
}

/**
 * Moves the focus to the next (or previous) score box, if there is one. Called in the key or input handler
 * itself: a phone keeps its keyboard up only when the focus moves within the event the player's key started.
 */
export function focusScoreBox(from: HTMLInputElement, step: 1 | -1): boolean {
  const boxes = boxesAround(from);
  const target = boxes[boxes.indexOf(from) + step];
  target?.focus();
  return Boolean(target);
}
