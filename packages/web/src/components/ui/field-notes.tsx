/** A date field's notes: its hint and format (`${id}-hint`), and the format error once left wrong (`${id}-error`). */
export function FieldNotes({ id, hint, format, error }: { id: string; hint?: string; format: string; error: string | null }) {
  return (
    <>
      <p id={`${id}-hint`} className="text-xs text-muted">
        {hint && <>{hint} </>}
        {format}
      </p>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </>
  );
}
