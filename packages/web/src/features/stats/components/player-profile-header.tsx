import { PROFILE_MESSAGES, type PlayerProfile } from '@scoreline/shared';
import { formatDate } from '../../../lib/dates';
import { Link2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { ActionsMenu } from '../../../components/ui/actions-menu';
import { IconButton } from '../../../components/ui/icon-button';
import { PlayerBadge } from '../../../components/ui/player-badge';
import { copyCurrentLink } from '../../../lib/copy-link';
import { t } from '../../../lib/i18n';

/** The member's card: badge, name ("You" for the viewer), since when they are in the group, copy link and ⋮ menu. */
export function PlayerProfileHeader({ profile, isViewer }: { profile: PlayerProfile; isViewer: boolean }) {
  const navigate = useNavigate();
  const { player, group, memberSince } = profile;
  return (
    // On a phone the name takes a line of its own under the badge and actions; one row from sm up.
    <header className="card flex flex-wrap items-center gap-x-4 gap-y-2 p-4 sm:flex-nowrap sm:p-6">
      <PlayerBadge player={player} size="lg" />
      <div className="order-last w-full min-w-0 sm:order-none sm:w-auto sm:flex-1">
        <h1 className="text-2xl font-bold">{isViewer ? 'You' : player.username}</h1>
        <p className="text-sm text-muted">{t(PROFILE_MESSAGES.memberSince, { group: group.name, date: formatDate(memberSince) })}</p>
      </div>
      <div className="ml-auto flex">
        <IconButton aria-label="Copy profile link" onClick={() => copyCurrentLink(t(PROFILE_MESSAGES.linkCopied))}>
          <Link2 aria-hidden="true" className="h-5 w-5" />
        </IconButton>
        <ActionsMenu label="Profile menu" actions={[{ label: 'Go to group', onSelect: () => navigate(`/group/${group.id}`) }]} />
      </div>
    </header>
  );
}
