import { type MyPredictions, PREDICTION_MESSAGES } from '@scoreline/shared';
import { useMemo } from 'react';
import { formatList, t } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { announceSavedInGroups, useSaveInGroups } from '../api/save-in-groups';
import { onceEntries, oncePredictions, onceRequests } from './once-view';
import { ScoreCard } from './score-card';

/**
 * /predictions, each match once: every open match of the player's groups in one score card, a real fixture once
 * with the groups it saves to under it. Submit saves each match in every group where it is open.
 */
export function EachMatchOnce({ groups }: { groups: MyPredictions['groups'] }) {
  const { user } = useSession();
  const save = useSaveInGroups(user?.id ?? '');
  const entries = useMemo(() => onceEntries(groups), [groups]);
  // Stable while the list is, so what the player types is kept until the saved predictions change.
  const matches = useMemo(() => entries.map((entry) => entry.match), [entries]);
  const predictions = useMemo(() => oncePredictions(entries), [entries]);
  const byMatch = useMemo(() => new Map(entries.map((entry) => [entry.match.id, entry])), [entries]);

  if (entries.length === 0) return <p className="text-muted">{t(PREDICTION_MESSAGES.noOpenMatches)}</p>;
  return (
    <section className="sm:card sm:p-4" aria-label={t(PREDICTION_MESSAGES.eachMatchOnce)}>
      <ScoreCard
        matches={matches}
        predictions={predictions}
        editable
        noteOf={(match) =>
          t(PREDICTION_MESSAGES.savesTo, { groups: formatList(byMatch.get(match.id)?.targets.map((target) => target.groupName) ?? []) })
        }
        onSubmit={async (rows) => announceSavedInGroups(await save.mutateAsync(onceRequests(entries, rows)))}
      />
    </section>
  );
}
