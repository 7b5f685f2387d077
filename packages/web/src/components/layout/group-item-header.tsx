import { Link2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { copyCurrentLink } from '../../lib/copy-link';
import { IconButton } from '../ui/icon-button';

/**
 * The head card of a page that belongs to a group (a gameweek, a season): the group's link above the page's title,
 * its details below, then "Copy link" (`copyLabel`, toasting `copiedMessage`) and the page's ⋮ menu.
 */
export function GroupItemHeader({
  group,
  title,
  copyLabel,
  copiedMessage,
  menu,
  spacing = 'space-y-1',
  children,
}: {
  group: { id: string; name: string };
  title: ReactNode;
  copyLabel: string;
  copiedMessage: string;
  menu: ReactNode;
  spacing?: 'space-y-1' | 'space-y-2';
  children: ReactNode;
}) {
  return (
    <header className="card flex items-start gap-3 p-4 sm:p-6">
      <div className={`min-w-0 flex-1 ${spacing}`}>
        <p className="text-sm text-muted">
          <Link to={`/group/${group.id}`} className="hover:underline">
            {group.name}
          </Link>
        </p>
        <h1 className="flex flex-wrap items-center gap-2 text-2xl font-bold">{title}</h1>
        {children}
      </div>
      <IconButton aria-label={copyLabel} onClick={() => copyCurrentLink(copiedMessage)}>
        <Link2 aria-hidden="true" className="h-5 w-5" />
      </IconButton>
      {menu}
    </header>
  );
}
