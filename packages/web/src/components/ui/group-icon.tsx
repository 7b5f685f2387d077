import { t } from '../../lib/i18n';

const DEFAULT_GROUP_ICON = '/images/default-group.svg';

/** A group's icon, or the default green football. */
export function GroupIcon({ url, name, size = 48 }: { url: string | null; name: string; size?: number }) {
  return (
    <img
      src={url ?? DEFAULT_GROUP_ICON}
      alt={t('{name} icon', { name })}
      width={size}
      height={size}
      className="shrink-0 rounded-xl bg-[var(--color-brand-soft)] object-cover"
      style={{ width: size, height: size }}
      onError={(event) => {
        if (!event.currentTarget.src.endsWith(DEFAULT_GROUP_ICON)) event.currentTarget.src = DEFAULT_GROUP_ICON;
      }}
    />
  );
}
