import { GROUP_ICON_MAX_BYTES, GROUP_MESSAGES, MAX_MEMBERS_MAX, MAX_MEMBERS_MIN } from '@scoreline/shared';
import { useEffect, useId, useState } from 'react';
import { TextField, inputClass } from '../../../components/ui/text-field';
import { GroupIcon } from '../../../components/ui/group-icon';
import { PinInput } from './pin-input';

export interface GroupBasics {
  name: string;
  description: string;
  isPublic: boolean;
  pin: string;
  maxMembers: string;
}

/** "" stays null so the spec's "missing value" message can show; anything else becomes a whole number. */
export const numberOrNull = (value: string): number | null => (value.trim() === '' ? null : Math.trunc(Number(value)));

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
  children?: React.ReactNode;
}) {
  const set = <K extends keyof GroupBasics>(key: K, value: GroupBasics[K]) => onChange({ ...values, [key]: value });
  const iconId = useId();
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!icon) return setPreview(null);
    const url = URL.createObjectURL(icon);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [icon]);

  function chooseIcon(file: File | undefined) {
    if (!file) return onIconChange(null, null);
    if (!['image/png', 'image/jpeg'].includes(file.type)) return onIconChange(null, GROUP_MESSAGES.iconType);
    if (file.size > GROUP_ICON_MAX_BYTES) return onIconChange(null, GROUP_MESSAGES.iconTooLarge);
    onIconChange(file, null);
  }

  return (
    <div className="space-y-5">
      <TextField label="Group name" value={values.name} maxLength={80} onChange={(event) => set('name', event.target.value)} />
      <div className="space-y-1">
        <label htmlFor={iconId} className="block text-sm font-medium">
          Group icon
        </label>
        <div className="flex items-center gap-3">
          <GroupIcon url={preview ?? currentIconUrl} name={values.name || 'Group'} size={56} />
          <input
            id={iconId}
            type="file"
            accept="image/png,image/jpeg"
            className="block w-full text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-[var(--color-brand-soft)] file:px-4 file:font-semibold file:text-[var(--color-brand-strong)]"
            onChange={(event) => chooseIcon(event.target.files?.[0])}
          />
        </div>
        <p className="text-xs text-muted">PNG or JPEG, up to 8 MB. It is cropped to a square.</p>
      </div>
      {children}
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-medium">Privacy</legend>
        {[
          { value: true, label: 'Public: Anyone can join' },
          { value: false, label: 'Private: Invite only' },
        ].map((option) => (
          <label key={String(option.value)} className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name="privacy"
              className="h-4 w-4 accent-[var(--color-brand)]"
              checked={values.isPublic === option.value}
              // Making the group public clears the PIN.
              onChange={() => onChange({ ...values, isPublic: option.value, pin: option.value ? '' : values.pin })}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      {!values.isPublic && (
        <div>
          <PinInput value={values.pin} onChange={(pin) => set('pin', pin)} label="Group PIN" />
          {pinHint && <p className="mt-1 text-xs text-muted">{pinHint}</p>}
        </div>
      )}
      <TextField
        label="Max members"
        type="number"
        inputMode="numeric"
        min={MAX_MEMBERS_MIN}
        max={MAX_MEMBERS_MAX}
        value={values.maxMembers}
        onChange={(event) => set('maxMembers', event.target.value)}
        hint={`Between ${MAX_MEMBERS_MIN} and ${MAX_MEMBERS_MAX}.`}
      />
      <div className="space-y-1">
        <label htmlFor={`${iconId}-description`} className="block text-sm font-medium">
          Description
        </label>
        <textarea
          id={`${iconId}-description`}
          className={`${inputClass} min-h-24`}
          maxLength={500}
          value={values.description}
          onChange={(event) => set('description', event.target.value)}
        />
      </div>
    </div>
  );
}
