import { TextField } from '../../../components/ui/text-field';

/** The update form's scoring: shown, disabled (an update sends no scoring: the server keeps a group's points). */
export function FixedScoringFields({
  points,
}: {
  points: { exactScorePoints: number; correctResultPoints: number; incorrectPoints: number };
}) {
  const disabledPoint = (label: string, value: number) => <TextField label={label} type="number" value={value} disabled readOnly />;
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-medium">Scoring system (cannot be changed)</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        {disabledPoint('Correct result points', points.correctResultPoints)}
        {disabledPoint('Exact score points', points.exactScorePoints)}
        {disabledPoint('Incorrect result points', points.incorrectPoints)}
      </div>
    </fieldset>
  );
}
