/** A checkbox with its label beside it, at a thumb-sized height; `hint` adds a second, quieter line. */
export function CheckboxField({
  label,
  checked,
  onChange,
  hint,
  className = 'font-medium',
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: string;
  className?: string;
}) {
  return (
    <label className={`flex min-h-11 gap-2 ${hint === undefined ? 'items-center' : 'items-start py-1'} ${className}`}>
      <input
        type="checkbox"
        className={`h-4 w-4 shrink-0 accent-[var(--color-brand)] ${hint === undefined ? '' : 'mt-1'}`}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {hint === undefined ? (
        label
      ) : (
        <span>
          <span className="block">{label}</span>
          <span className="block text-xs font-normal text-muted">{hint}</span>
        </span>
      )}
    </label>
  );
}
