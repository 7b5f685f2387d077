import { type MatchDetail, MATCH_CENTRE_MESSAGES, exactScoreWording, mostPopularWording, revealWording } from '@scoreline/shared';
import { CheckboxField } from '../../../../components/ui/checkbox-field';
import { t } from '../../../../lib/i18n';

/**
 * The spec's figures: with a final score, how many got it exactly, the share with the correct result and the
 * exact-score filter; the most popular prediction ("was" once finished, "is" before); until everyone's
 * predictions show, when they will (the server's mode says which: at kick-off, or once the gameweek is locked).
 */
export function MatchFigures({
  detail,
  exactOnly,
  onExactOnly,
}: {
  detail: Pick<MatchDetail, 'match' | 'summary' | 'isClosed'>;
  exactOnly: boolean;
  onExactOnly: (exactOnly: boolean) => void;
}) {
  const { match, summary, isClosed } = detail;
  const finished = match.finalHomeScore !== null && match.finalAwayScore !== null;
  return (
    <section className="card space-y-2 p-4" aria-label={t(MATCH_CENTRE_MESSAGES.figures)}>
      {finished && summary.exactCount !== null && <p className="font-semibold">{exactScoreWording(t, summary.exactCount)}</p>}
      {finished && summary.correctResultPercent !== null && (
        <p>{t(MATCH_CENTRE_MESSAGES.correctResultPercent, { percent: summary.correctResultPercent })}</p>
      )}
      {summary.mostPopular && <p>{mostPopularWording(t, summary.mostPopular, finished)}</p>}
      {!isClosed && <p className="text-muted">{revealWording(match.closesAtKickOff)}</p>}
      {finished && <CheckboxField label={t(MATCH_CENTRE_MESSAGES.exactOnly)} checked={exactOnly} onChange={onExactOnly} className="" />}
    </section>
  );
}
