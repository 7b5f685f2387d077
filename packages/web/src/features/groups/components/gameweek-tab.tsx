import type { GroupDetail } from '@scoreline/shared';
import { Link } from 'react-router';
import { RichText } from '../../../components/ui/rich-text';
import { t } from '../../../lib/i18n';
import { SectionSpinner } from '../../../components/layout/page-states';
import { GameweeksEmptyState, useGroupGameweeks } from '../../gameweeks';
import { useGroupLeaderboard } from '../../leaderboards';
import { ActiveGameweekSection } from './active-gameweek-section';
import { InviteFriendsCard } from './invite-friends-card';
import { MyStanding } from './my-standing';

/**
 * The group page's first tab: "Invite your friends" while an admin is alone in the group, the viewer's standing,
 * then the active gameweek (or how to get one). Standing and gameweek show together once both have loaded, so
 * the standing does not push the score card down after it appeared.
 */
export function GameweekTab({ group }: { group: GroupDetail }) {
  const gameweeks = useGroupGameweeks(group.id);
  const standing = useGroupLeaderboard(group.id);
  const active = gameweeks.data?.find((gameweek) => gameweek.isActive);
  if (gameweeks.isPending || standing.isPending) return <SectionSpinner label={t('Loading gameweeks')} />;
  return (
    <div className="space-y-4">
      <InviteFriendsCard group={group} />
      <MyStanding groupId={group.id} />
      {active ? (
        <ActiveGameweekSection groupId={group.id} gameweek={active} />
      ) : gameweeks.data && gameweeks.data.length > 0 ? (
        <p className="text-muted">
          <RichText
            id="No active gameweek. <0>See the season's gameweeks →</0>"
            parts={[<Link to="?tab=season" className="font-semibold text-[var(--color-brand)] hover:underline" />]}
          />
        </p>
      ) : (
        <GameweeksEmptyState group={group} />
      )}
    </div>
  );
}
