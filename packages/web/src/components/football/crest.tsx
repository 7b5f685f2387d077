import { t } from '../../lib/i18n';

const DEFAULT_CREST = '/images/default-crest.svg';
/** The crest of a match row, `--crest-size` (1.75rem) at the default font size. */
const CREST_SIZE = 28;

/**
 * A club crest, or the default badge when there is none or it fails to load. Its box is set before the image
 * arrives (width and height, in pixels; the class sizes it in CSS), so nothing moves when it does.
 */
export function Crest({
  url,
  team,
  className = 'crest',
  size = CREST_SIZE,
}: {
  url: string | null;
  team?: string;
  className?: string;
  size?: number;
}) {
  return (
    <img
      src={url ?? DEFAULT_CREST}
      alt={team ? t('{team} crest', { team }) : ''}
      width={size}
      height={size}
      className={`${className} shrink-0 object-contain`}
      onError={(event) => {
        if (!event.currentTarget.src.endsWith(DEFAULT_CREST)) event.currentTarget.src = DEFAULT_CREST;
      }}
    />
  );
}
