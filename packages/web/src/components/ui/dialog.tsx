import { type ComponentProps, Suspense, lazy } from 'react';

// Radix's dialog code (focus trap, scroll lock, layers) is not needed until a dialog opens: it loads then.
const RadixModal = lazy(() => import('./dialog-radix').then(({ RadixModal }) => ({ default: RadixModal })));
const RadixConfirm = lazy(() => import('./dialog-radix').then(({ RadixConfirm }) => ({ default: RadixConfirm })));

/** A modal dialog (focus trapped, Escape closes) with a title and optional description. */
export function Dialog(props: ComponentProps<typeof RadixModal>) {
  return props.open ? (
    <Suspense fallback={null}>
      <RadixModal {...props} />
    </Suspense>
  ) : null;
}

/** "Are you sure?" before something that cannot be undone. */
export function ConfirmDialog(props: ComponentProps<typeof RadixConfirm>) {
  return props.open ? (
    <Suspense fallback={null}>
      <RadixConfirm {...props} />
    </Suspense>
  ) : null;
}
