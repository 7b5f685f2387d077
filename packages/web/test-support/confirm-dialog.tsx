import type { ComponentProps } from 'react';
import type { ConfirmDialog as Real } from '../src/components/ui/dialog';

/**
 * A stand-in for components/ui/dialog's ConfirmDialog in unit tests (`vi.mock`): radix's dialog renders
 * react-remove-scroll, which Vitest loads with React instead of Preact (jsdom then fails to create its element).
 * The real dialog is driven by the e2e specs; this one shows the same title and buttons, and nothing when closed.
 */
export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, onConfirm, busy }: ComponentProps<typeof Real>) {
  if (!open) return null;
  return (
    <div role="alertdialog" aria-label={title}>
      <h2>{title}</h2>
      {description && <p>{description}</p>}
      <button type="button" onClick={() => onOpenChange(false)}>
        Cancel
      </button>
      <button type="button" onClick={onConfirm} disabled={busy}>
        {confirmLabel}
      </button>
    </div>
  );
}
