import { useState } from 'react';
import { customMatchPick } from './match-picks';
import type { PickedMatch } from './picked-match';
import { t } from '../../../lib/i18n';

/**
 * The custom match being typed. "Add Match" hands it on once it passes the checks and empties the form, or
 * keeps what was typed and says what is wrong. It lives in the match adder, so it survives "Custom Match" being
 * unticked and ticked again.
 */
export function useCustomMatch(deadline: Date | null, onAdd: (match: PickedMatch) => void) {
  const [home, setHome] = useState('');
  const [away, setAway] = useState('');
  const [time, setTime] = useState<Date | null>(null);
  const [error, setError] = useState<string | null>(null);

  function add() {
    const outcome = customMatchPick({ home, away, time }, deadline);
    if ('problem' in outcome) return setError(outcome.problem && t(outcome.problem));
    onAdd(outcome.match);
    setHome('');
    setAway('');
    setTime(null);
    setError(null);
  }

  return { home, setHome, away, setAway, time, setTime, error, add };
}

export type CustomMatchDraft = ReturnType<typeof useCustomMatch>;
