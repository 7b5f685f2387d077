import type { ReactNode } from 'react';

/**
 * One choice of a radio group with its label beside it, at a thumb-sized height. A label of two lines (a choice
 * and its hint) sets `hint`: the button then sits by the first line.
 */
export function RadioOption({
  name,
  checked,
  onSelect,
  hint,
  children,
}: {
  name: string;
  checked: boolean;
  onSelect: () => void;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <label className={`flex min-h-11 gap-2 ${hint === undefined ? 'items-center' : 'items-start py-1'}`}>
      <input
        type="radio"
        name={name}
        className={`h-4 w-4 shrink-0 accent-[var(--color-brand)] ${hint === undefined ? '' : 'mt-1'}`}
        checked={checked}
        onChange={onSelect}
      />
      {hint === undefined ? (
        children
      ) : (
        <span>
          <span className="block">{children}</span>
          <span className="block text-xs text-muted">{hint}</span>
        </span>
      )}
    </label>
  );
}
