/** A checkbox with its label beside it, at a thumb-sized height. */
export function CheckboxField({
  label,
  checked,
  onChange,
  className = 'font-medium',
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
}) {
  return (
    <label className={`flex min-h-11 items-center gap-2 ${className}`}>
      <input
        type="checkbox"
        className="h-4 w-4 accent-[var(--color-brand)]"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}
