import type { GameweekMatch } from '@scoreline/shared';
import { matchDayLabel } from '../../lib/dates';
import type { ReactNode } from 'react';

/** Matches grouped by day (Today, Tomorrow, Yesterday or a short date), each rendered by `renderMatch`. */
export function MatchDays({ matches, renderMatch }: { matches: GameweekMatch[]; renderMatch: (match: GameweekMatch) => ReactNode }) {
  const now = new Date();
  const days = new Map<string, GameweekMatch[]>();
  for (const match of matches) {
    const label = matchDayLabel(match.matchTime, now);
    days.set(label, [...(days.get(label) ?? []), match]);
  }
  return (
    <div className="space-y-4">
      {[...days].map(([day, dayMatches]) => (
        <section key={day} aria-label={day}>
          <h3 className="mb-2 text-sm font-semibold uppercase tracking-wide text-muted">{day}</h3>
          <ul className="space-y-2">{dayMatches.map(renderMatch)}</ul>
        </section>
      ))}
    </div>
  );
}
