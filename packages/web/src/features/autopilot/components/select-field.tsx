import { useId } from 'react';
import { inputClass } from '../../../components/ui/text-field';

/** A labelled select of numbers (a competition, a lead time, a count); `null` stands for the empty option's value. */
export function SelectField({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: number | null;
  options: Array<{ value: number | null; label: string }>;
  onChange: (value: number | null) => void;
}) {
  const id = useId();
  return (
    <div className="min-w-0 space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        className={inputClass}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      >
        {options.map((option) => (
          <option key={option.value ?? ''} value={option.value ?? ''}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
