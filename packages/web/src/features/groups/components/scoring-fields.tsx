import { HOUSE_RULES_MESSAGES, SCORING_SYSTEMS } from '@scoreline/shared';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { RadioOption } from '../../../components/ui/radio-option';
import { TextField } from '../../../components/ui/text-field';
import { type PointsText, type ScoringChoice, withScoringSystem } from './scoring-choice';
import { t } from '../../../lib/i18n';

const TEXT = HOUSE_RULES_MESSAGES;

/**
 * The group's house rules on both forms: a scoring preset (each with its points in one line) or custom points
 * (the spec's three boxes and an optional goal difference), and the joker.
 */
export function ScoringFields({ value, onChange }: { value: ScoringChoice; onChange: (value: ScoringChoice) => void }) {
  const pointField = (key: keyof PointsText, label: string, bounds: { min?: number; max?: number }, hint?: string) => (
    <TextField
      label={label}
      type="number"
      inputMode="numeric"
      step={1}
      {...bounds}
      hint={hint}
      value={value.points[key]}
      onChange={(event) => onChange({ ...value, points: { ...value.points, [key]: event.target.value } })}
    />
  );

  return (
    <>
      <fieldset className="space-y-1">
        <legend className="mb-1 text-sm font-medium">{t('Scoring system')}</legend>
        {SCORING_SYSTEMS.map((system) => (
          <RadioOption
            key={system}
            name="scoring"
            checked={value.system === system}
            onSelect={() => onChange(withScoringSystem(value, system))}
            hint={t(TEXT.presetSummaries[system])}
          >
            {t(TEXT.presetLabels[system])}
          </RadioOption>
        ))}
        {value.system === 'custom' && (
          <div className="grid gap-3 pt-2 sm:grid-cols-2">
            {pointField('exact', t('Exact score points'), { min: 0 })}
            {pointField('correct', t('Correct result points'), { min: 0 })}
            {pointField('incorrect', t('Incorrect result points'), { max: 0 })}
            {pointField('difference', t(TEXT.goalDifferenceLabel), { min: 0 }, t(TEXT.goalDifferenceHint))}
          </div>
        )}
      </fieldset>
      <CheckboxField
        label={t(TEXT.jokersLabel)}
        hint={t(TEXT.jokersHint)}
        checked={value.jokers}
        onChange={(jokers) => onChange({ ...value, jokers })}
      />
    </>
  );
}
