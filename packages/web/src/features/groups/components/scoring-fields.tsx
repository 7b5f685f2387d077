// The create form's scoring fields. Only the create page imports this module: it takes create-group-input.ts,
// which validates with zod, and a module the update page shared would bring zod into its chunk too.

import { TextField } from '../../../components/ui/text-field';
import { type PointsText, type ScoringChoice, withScoringSystem } from './create-group-input';
import { RadioOption } from '../../../components/ui/radio-option';

const SYSTEMS = [
  { value: 'classic', label: 'Classic (3 / 1 / 0)' },
  { value: 'custom', label: 'Custom' },
] as const;

/** The create form's scoring: classic, or custom points (the boxes show classic's points, disabled, until then). */
export function ScoringFields({ value, onChange }: { value: ScoringChoice; onChange: (value: ScoringChoice) => void }) {
  const pointField = (key: keyof PointsText, label: string, bounds: { min?: number; max?: number }) => (
    <TextField
      label={label}
      type="number"
      inputMode="numeric"
      step={1}
      {...bounds}
      disabled={value.system === 'classic'}
      value={value.points[key]}
      onChange={(event) => onChange({ ...value, points: { ...value.points, [key]: event.target.value } })}
    />
  );

  return (
    <fieldset className="space-y-3">
      <legend className="mb-1 text-sm font-medium">Scoring system</legend>
      <div className="flex flex-wrap gap-4">
        {SYSTEMS.map((system) => (
          <RadioOption
            key={system.value}
            name="scoring"
            checked={value.system === system.value}
            onSelect={() => onChange(withScoringSystem(value, system.value))}
          >
            {system.label}
          </RadioOption>
        ))}
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        {pointField('exact', 'Exact score points', { min: 0 })}
        {pointField('correct', 'Correct result points', { min: 0 })}
        {pointField('incorrect', 'Incorrect result points', { max: 0 })}
      </div>
    </fieldset>
  );
}
