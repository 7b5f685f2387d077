/** One kind by one channel: a checkbox large enough to tap. */
export function ChannelCheckbox({ label, checked, onChange }: { label: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className="inline-flex min-h-11 min-w-11 items-center justify-center">
      <input
        type="checkbox"
        className="h-5 w-5 accent-[var(--color-brand)]"
        aria-label={label}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
    </label>
  );
}
