const DEFAULT_CREST = '/images/default-crest.svg';

/** A club crest, or the default badge when there is none or it fails to load. */
export function Crest({ url, team, className = 'crest' }: { url: string | null; team?: string; className?: string }) {
  return (
    <img
      src={url ?? DEFAULT_CREST}
      alt={team ? `${team} crest` : ''}
      className={`${className} shrink-0 object-contain`}
      onError={(event) => {
        if (!event.currentTarget.src.endsWith(DEFAULT_CREST)) event.currentTarget.src = DEFAULT_CREST;
      }}
    />
  );
}
