import type { ReactNode } from 'react';
import { FieldNotes } from './field-notes';
import { inputClass } from './text-field';

/**
 * The typed part of a date or date-time field: its label, the text box in the language's format (`pattern` as its
 * placeholder), the calendar button beside it (`children`), and its notes (hint, format, error).
 */
export function DateTextInput({
  id,
  label,
  pattern,
  text,
  disabled = false,
  hint,
  format,
  error,
  onType,
  onLeave,
  children,
}: {
  id: string;
  label: string;
  pattern: string;
  text: string;
  disabled?: boolean;
  hint?: string;
  format: string;
  error: string | null;
  onType: (text: string) => void;
  onLeave: () => void;
  children?: ReactNode;
}) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          className={inputClass}
          inputMode="numeric"
          autoComplete="off"
          placeholder={pattern}
          value={text}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onChange={(event) => onType(event.target.value)}
          onBlur={onLeave}
        />
        {children}
      </div>
      <FieldNotes id={id} hint={hint} format={format} error={error} />
    </div>
  );
}
