import { useId } from 'react';
import { inputClass } from './text-field';

/** A search box; with `hideLabel` the label is for screen readers only and shows as the placeholder. */
export function SearchField({
  label,
  value,
  onChange,
  hideLabel = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hideLabel?: boolean;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'block text-sm font-medium'}>
        {label}
      </label>
      <input
        id={id}
        type="search"
        className={inputClass}
        placeholder={hideLabel ? label : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
