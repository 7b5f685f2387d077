/**
 * The competition matchday a gameweek holds, shown after its "Gameweek n" ("Gameweek 3 · Matchday 14") when the
 * group follows a competition; nothing for a gameweek built by hand. The separator keeps its spaces, so the words
 * stay apart in the text read out (a flex row shows its own gap and drops them). `separatorClassName` may hide the
 * "·" from sight only (`sr-only`), where the label goes on a line of its own.
 */
export function MatchdayLabel({
  matchday,
  className = '',
  separatorClassName = '',
}: {
  matchday: string | null;
  className?: string;
  separatorClassName?: string;
}) {
  return matchday ? (
    <span className={`font-normal text-muted ${className}`} data-testid="matchday">
      {/* eslint-disable-next-line i18next/no-literal-string -- not prose: a separator, the same in every language */}
      <span className={separatorClassName}>{' · '}</span>
      {matchday}
    </span>
  ) : null;
}
