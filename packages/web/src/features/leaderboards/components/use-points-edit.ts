import { type FormEvent, useState } from 'react';
import type { BoardRow } from './leaderboard-row';
import { changedTotals } from './leaderboard-rows';

type SavePoints = (rows: Array<{ userId: string; totalPoints: number }>) => Promise<void>;

/**
 * An admin's edit of a table's totals: the boxes' texts while editing, and Save, which sends only the changed
 * rows and ends the edit; a failed save keeps the edits on screen to correct (the caller shows what went wrong).
 */
export function usePointsEdit(rows: BoardRow[], onSavePoints: SavePoints | undefined) {
  const [editing, setEditing] = useState(false);
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const stop = () => {
    setEditing(false);
    setTyped({});
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!onSavePoints) return;
    const changed = changedTotals(rows, typed);
    setSaving(true);
    try {
      if (changed.length > 0) await onSavePoints(changed);
      stop();
    } catch {
      // The edits stay on screen to correct.
    } finally {
      setSaving(false);
    }
  }

  return {
    editing,
    saving,
    start: () => setEditing(true),
    cancel: stop,
    save,
    valueOf: (row: BoardRow) => typed[row.player.id] ?? String(row.totalPoints),
    set: (playerId: string, value: string) => setTyped((current) => ({ ...current, [playerId]: value })),
  };
}
