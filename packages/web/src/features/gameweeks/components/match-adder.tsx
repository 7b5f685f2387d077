import { useState } from 'react';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { CustomMatchForm } from './custom-match-form';
import { FixtureBrowser } from './fixture-browser';
import type { PickedMatch } from './picked-match';
import { useCustomMatch } from './use-custom-match';
import { useFixtureSearch } from './use-fixture-search';
import { t } from '../../../lib/i18n';

/**
 * Picks matches: a league, optionally a team, then fixtures on or after the deadline (a click toggles one);
 * or, with "Custom Match", a home team, an away team and a match time not earlier than the deadline. Both
 * keep what was chosen or typed while the other is shown.
 */
export function MatchAdder({
  deadline,
  picked,
  onToggle,
  onAddCustom,
}: {
  deadline: Date | null;
  picked: PickedMatch[];
  onToggle: (match: PickedMatch) => void;
  onAddCustom: (match: PickedMatch) => void;
}) {
  const [custom, setCustom] = useState(false);
  const search = useFixtureSearch(deadline);
  const draft = useCustomMatch(deadline, onAddCustom);
  return (
    <section className="space-y-4" aria-label={t('Add matches')}>
      <CheckboxField label={t('Custom Match')} checked={custom} onChange={setCustom} />
      {custom ? (
        <CustomMatchForm draft={draft} deadline={deadline} />
      ) : (
        <FixtureBrowser search={search} pickedKeys={new Set(picked.map((match) => match.key))} onToggle={onToggle} />
      )}
    </section>
  );
}
