export function Spinner({ className = 'h-6 w-6', label }: { className?: string; label?: string }) {
  return (
    <span className="inline-flex items-center" {...(label ? { role: 'status', 'aria-label': label } : { 'aria-hidden': true })}>
      <span className={`${className} animate-spin rounded-full border-4 border-[var(--color-brand-soft)] border-t-[var(--color-brand)]`} />
    </span>
  );
}
