import { useState } from 'react';
import { togglePicked } from './match-picks';
import type { PickedMatch } from './picked-match';

/**
 * The matches picked on the create and add-matches pages: a fixture's tap toggles it, a custom match (checked by
 * its form) is added, the list's "x" takes one out, and "Cancel Changes" clears them.
 */
export function usePickedMatches() {
  const [picked, setPicked] = useState<PickedMatch[]>([]);
  return {
    picked,
    toggle: (match: PickedMatch) => setPicked((current) => togglePicked(current, match)),
    addCustom: (match: PickedMatch) => setPicked((current) => [...current, match]),
    remove: (match: PickedMatch) => setPicked((current) => current.filter((m) => m.key !== match.key)),
    clear: () => setPicked([]),
  };
}
