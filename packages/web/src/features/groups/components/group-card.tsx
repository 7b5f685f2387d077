import { type GroupCard as GroupCardData, INVITATION_MESSAGES } from '@scoreline/shared';
import { Lock, Users } from 'lucide-react';
import { Link } from 'react-router';
import { GroupIcon } from '../../../components/ui/group-icon';
import { t } from '../../../lib/i18n';

export function GroupCard({ group }: { group: GroupCardData }) {
  return (
    <Link to={`/group/${group.id}`} className="card flex items-center gap-3 p-4 transition-shadow hover:shadow-md">
      <GroupIcon url={group.iconUrl} name={group.name} />
      <span className="min-w-0 flex-1">
        {/* The full name wraps: a card is where people tell their groups apart. */}
        <span className="flex items-start gap-1 font-semibold">
          <span className="min-w-0">{group.name}</span>
          {!group.isPublic && <Lock aria-label={t(INVITATION_MESSAGES.privateGroup)} className="mt-1 h-4 w-4 shrink-0 text-muted" />}
        </span>
        <span className="flex items-center gap-1 text-sm text-muted">
          <Users aria-hidden="true" className="h-4 w-4" />
          {t(INVITATION_MESSAGES.members, { count: group.memberCount })}
        </span>
      </span>
    </Link>
  );
}
