import { GROUP_MESSAGES, MATCH_CENTRE_MESSAGES } from '@scoreline/shared';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { EntityNotFound } from '../../../components/layout/not-found';
import { RichText } from '../../../components/ui/rich-text';
import { Page } from '../../../components/layout/page';
import { LoadError, PageSpinner } from '../../../components/layout/page-states';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useLiveGroup } from '../../../lib/use-live-groups';
import { useMatchDetail } from '../api/predictions';
import { MatchCentreHeader } from '../components/match-centre/match-centre-header';
import { MatchDistribution } from '../components/match-centre/match-distribution';
import { MatchFigures } from '../components/match-centre/match-figures';
import { MatchPredictionList } from '../components/match-centre/match-prediction-list';

/**
 * /match/{id}, the match centre: the match with its score and state, the figures, how the group predicted and
 * everyone's predictions with their points (once they show: see `revealWording`). The group's live events
 * refetch it, so the score and the points move with each goal.
 */
export function MatchPage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const detail = useMatchDetail(id);
  useLiveGroup(detail.data?.match.groupId);
  const [exactOnly, setExactOnly] = useState(false);

  if (detail.isPending)
    return (
      <Page title={t('Match')}>
        <PageSpinner label={t(MATCH_CENTRE_MESSAGES.loading)} />
      </Page>
    );
  if (detail.error || !detail.data)
    return (
      <Page title={t('Match')}>
        {detail.error instanceof ApiError && detail.error.status === 404 ? (
          <EntityNotFound entity="match" />
        ) : detail.error instanceof ApiError && detail.error.status === 403 ? (
          <p className="card p-8 text-center text-lg font-semibold">{GROUP_MESSAGES.notMember}</p>
        ) : (
          <LoadError message={t(MATCH_CENTRE_MESSAGES.loadFailed)} detail={errorMessage(detail.error)} onRetry={() => detail.refetch()} />
        )}
      </Page>
    );

  const { match, distribution } = detail.data;
  const matchTitle = t('{home} vs {away}', { home: match.homeTeam, away: match.awayTeam });
  return (
    <Page title={matchTitle}>
      <div className="space-y-4">
        <p className="text-sm text-muted">
          <RichText
            id="<0>{group}</0> · <1>Gameweek {number}</1>"
            values={{ group: match.groupName, number: match.weekNumber }}
            parts={[
              <Link key="group" to={`/group/${match.groupId}`} className="hover:underline" />,
              <Link key="gameweek" to={`/gameweek/${match.gameweekId}`} className="hover:underline" />,
            ]}
          />
        </p>
        <h1 className="sr-only">{matchTitle}</h1>
        {/* Wide screens: the match and its figures beside the list of predictions. */}
        <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
          <div className="space-y-4">
            <MatchCentreHeader match={match} />
            <MatchFigures detail={detail.data} exactOnly={exactOnly} onExactOnly={setExactOnly} />
            {distribution && <MatchDistribution distribution={distribution} />}
          </div>
          <MatchPredictionList detail={detail.data} viewerId={user?.id} exactOnly={exactOnly} />
        </div>
      </div>
    </Page>
  );
}
