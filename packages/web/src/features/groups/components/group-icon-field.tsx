import { useEffect, useId, useState } from 'react';
import { GroupIcon } from '../../../components/ui/group-icon';
import { ICON_TYPES, iconProblem } from './group-form';
import { t } from '../../../lib/i18n';

/** The icon picker: the chosen file's preview (else the group's current icon), and its type and size checked at once. */
export function GroupIconField({
  groupName,
  icon,
  currentIconUrl,
  onIconChange,
}: {
  groupName: string;
  icon: File | null;
  currentIconUrl: string | null;
  /** The file to send (null: none, or refused) and why it was refused. */
  onIconChange: (icon: File | null, problem: string | null) => void;
}) {
  const id = useId();
  const preview = useObjectUrl(icon);

  function choose(file: File | undefined) {
    if (!file) return onIconChange(null, null);
    const problem = iconProblem(file);
    onIconChange(problem ? null : file, problem);
  }

  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {t('Group icon')}
      </label>
      <div className="flex items-center gap-3">
        <GroupIcon url={preview ?? currentIconUrl} name={groupName || t('Group')} size={56} />
        <input
          id={id}
          type="file"
          accept={ICON_TYPES.join(',')}
          className="block w-full text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-[var(--color-brand-soft)] file:px-4 file:font-semibold file:text-[var(--color-brand-strong)]"
          onChange={(event) => choose(event.target.files?.[0])}
        />
      </div>
      <p className="text-xs text-muted">{t('PNG or JPEG, up to 8 MB. It is cropped to a square.')}</p>
    </div>
  );
}

/** A URL the page can show `file` from, revoked when the file changes or the field goes (else the file stays in memory). */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}
