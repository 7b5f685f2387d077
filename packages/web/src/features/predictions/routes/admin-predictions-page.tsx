import { MAX_MEMBERS_MAX, type MemberPage, PREDICTION_MESSAGES } from '@scoreline/shared';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useState } from 'react';
import { Page } from '../../../components/layout/page';
import { NoAccess, PageSpinner } from '../../../components/layout/page-states';
import { PlayerBadge } from '../../../components/ui/player-badge';
import { api } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { useGameweek } from '../../gameweeks';
import { PredictionSheetPanel } from '../components/prediction-sheet-panel';
import { CheckboxField } from '../../../components/ui/checkbox-field';

/** Every placeholder member of a group (admins predict for them). */
function usePlaceholderMembers(groupId: string | undefined) {
  return useQuery({
    queryKey: ['groups', 'placeholders', groupId],
    enabled: Boolean(groupId),
    queryFn: async () =>
      (await api<MemberPage>(`/api/v1/groups/${groupId}/members?offset=0&limit=${MAX_MEMBERS_MAX}`)).members.filter(
        (member) => member.isPlaceholder,
      ),
  });
}

/** /admin-gameweek-predictions/{gameweek}/{user}: an admin predicts for a placeholder member, or for all of them. */
export function AdminPredictionsPage() {
  const { gameweekId = '', userId = '' } = useParams();
  const gameweek = useGameweek(gameweekId);
  const placeholders = usePlaceholderMembers(gameweek.data?.groupId);
  const [showAll, setShowAll] = useState(false);

  if (gameweek.isPending || placeholders.isPending) return <PageSpinner label={t('Loading predictions')} />;
  if (!gameweek.data?.viewer.isAdmin) return <NoAccess />;
  const target = placeholders.data?.find((member) => member.id === userId);
  const shown = showAll ? (placeholders.data ?? []) : target ? [target] : [];

  return (
    <Page title={t('Gameweek {number}: predictions for placeholders', { number: gameweek.data.weekNumber })} width="medium">
      <div className="space-y-6 sm:space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h1 className="text-2xl font-bold">{t('Gameweek {number} predictions', { number: gameweek.data.weekNumber })}</h1>
          <Link to={`/group/${gameweek.data.groupId}`} className="text-sm font-semibold text-[var(--color-brand)] hover:underline">
            {t('Back to {group}', { group: gameweek.data.groupName })}
          </Link>
        </div>
        <CheckboxField label={t('Show all fake users')} checked={showAll} onChange={setShowAll} />
        {shown.length === 0 ? (
          <p className="card p-6 text-center text-muted">{t(PREDICTION_MESSAGES.placeholderMembersOnly)}</p>
        ) : (
          shown.map((member) => (
            // A card from sm up; on a phone the score card has the screen's whole width.
            <section
              key={member.id}
              className="space-y-3 sm:card sm:p-4"
              aria-label={t('Predictions for {username}', { username: member.username })}
            >
              <h2 className="flex items-center gap-2 text-lg font-semibold">
                <PlayerBadge player={member} />
                <span className="min-w-0">{member.username}</span>
              </h2>
              <PredictionSheetPanel
                gameweekId={gameweekId}
                userId={member.id}
                savedMessage={t(PREDICTION_MESSAGES.savedFor, { name: member.username })}
              />
            </section>
          ))
        )}
      </div>
    </Page>
  );
}
