import { GROUP_MESSAGES, MAX_MEMBERS_MAX, MAX_MEMBERS_MIN } from '@scoreline/shared';
import { useId } from 'react';
import { TextField, inputClass } from '../../../components/ui/text-field';
import { type GroupBasics, withPrivacy } from './group-form';
import { GroupIconField } from './group-icon-field';
import { PinInput } from './pin-input';
import { RadioOption } from '../../../components/ui/radio-option';
import { t } from '../../../lib/i18n';

const PRIVACY_OPTIONS = [
  { value: true, label: GROUP_MESSAGES.publicOption },
  { value: false, label: GROUP_MESSAGES.privateOption },
];

/** Name, icon, privacy with PIN, max members and description: the fields create and update share. */
export function GroupBasicsFields({
  values,
  onChange,
  icon,
  onIconChange,
  currentIconUrl = null,
  pinHint,
  children,
}: {
  values: GroupBasics;
  onChange: (values: GroupBasics) => void;
  icon: File | null;
  onIconChange: (icon: File | null, problem: string | null) => void;
  currentIconUrl?: string | null;
  pinHint?: string;
  /** The form's scoring fields, shown between the icon and the privacy. */
  children?: React.ReactNode;
}) {
  const set = <K extends keyof GroupBasics>(key: K, value: GroupBasics[K]) => onChange({ ...values, [key]: value });
  const id = useId();

  return (
    <div className="space-y-5">
      <TextField label={t('Group name')} value={values.name} maxLength={80} onChange={(event) => set('name', event.target.value)} />
      <GroupIconField groupName={values.name} icon={icon} currentIconUrl={currentIconUrl} onIconChange={onIconChange} />
      {children}
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-medium">{t('Privacy')}</legend>
        {PRIVACY_OPTIONS.map((option) => (
          <RadioOption
            key={String(option.value)}
            name="privacy"
            checked={values.isPublic === option.value}
            onSelect={() => onChange(withPrivacy(values, option.value))}
          >
            {t(option.label)}
          </RadioOption>
        ))}
      </fieldset>
      {!values.isPublic && (
        <div>
          <PinInput value={values.pin} onChange={(pin) => set('pin', pin)} label={t('Group PIN')} />
          {pinHint && <p className="mt-1 text-xs text-muted">{pinHint}</p>}
        </div>
      )}
      <TextField
        label={t('Max members')}
        type="number"
        inputMode="numeric"
        min={MAX_MEMBERS_MIN}
        max={MAX_MEMBERS_MAX}
        value={values.maxMembers}
        onChange={(event) => set('maxMembers', event.target.value)}
        hint={t('Between {min} and {max}.', { min: MAX_MEMBERS_MIN, max: MAX_MEMBERS_MAX })}
      />
      <div className="space-y-1">
        <label htmlFor={`${id}-description`} className="block text-sm font-medium">
          {t('Description')}
        </label>
        <textarea
          id={`${id}-description`}
          className={`${inputClass} min-h-24`}
          maxLength={500}
          value={values.description}
          onChange={(event) => set('description', event.target.value)}
        />
      </div>
    </div>
  );
}
