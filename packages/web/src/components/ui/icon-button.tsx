import { type ButtonHTMLAttributes, forwardRef } from 'react';

/** A 44 px square button holding only an icon; `aria-label` names it for screen readers. */
export const IconButton = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement> & { 'aria-label': string }>(
  function IconButton({ className = '', type = 'button', ...props }, ref) {
    return (
      <button
        ref={ref}
        type={type}
        className={`inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg hover:bg-black/5 dark:hover:bg-white/10 ${className}`}
        {...props}
      />
    );
  },
);
