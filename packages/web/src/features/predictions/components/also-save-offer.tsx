import { PREDICTION_MESSAGES, type PredictionSheet } from '@scoreline/shared';
import { formatList, t } from '../../../lib/i18n';

/**
 * "Also save in my other groups (2)" with the groups' names, above Submit: ticked, one save also goes to each of
 * those groups where the card's fixtures are open (each group's own rules decide; the answer names any that
 * left it). Nothing when the server offers no other group.
 */
export function AlsoSaveOffer({
  groups,
  checked,
  onChange,
}: {
  groups: PredictionSheet['alsoOpenIn'];
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  if (groups.length === 0) return null;
  return (
    <label
      className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-subtle px-3 py-2 text-sm"
      data-testid="also-save"
    >
      <input
        type="checkbox"
        className="mt-0.5 h-5 w-5 shrink-0 accent-[var(--color-brand)]"
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <span className="min-w-0">
        <span className="block font-semibold">{t(PREDICTION_MESSAGES.alsoSaveOffer, { count: groups.length })}</span>
        <span className="block text-muted">{formatList(groups.map((group) => group.groupName))}</span>
      </span>
    </label>
  );
}
