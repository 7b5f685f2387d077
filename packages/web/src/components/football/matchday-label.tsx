/**
 * The competition matchday a gameweek holds, shown after its "Gameweek n" ("Gameweek 3 · Matchday 14") when the
 * group follows a competition; nothing for a gameweek built by hand. Its leading space keeps the words apart in
 * the text read out (a flex row shows its own gap and drops the space).
 */
export function MatchdayLabel({ matchday }: { matchday: string | null }) {
  return matchday ? (
    <span className="font-normal text-muted" data-testid="matchday">
      {` · ${matchday}`}
    </span>
  ) : null;
}
