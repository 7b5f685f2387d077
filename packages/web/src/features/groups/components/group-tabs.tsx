import type { GroupDetail } from '@scoreline/shared';
import { type ComponentType, Suspense, lazy, useEffect } from 'react';
import { Tabs } from '../../../components/ui/tabs';
import { Spinner } from '../../../components/ui/spinner';
import { afterFirstPage } from '../../../lib/first-page';
import { GameweekTab } from './gameweek-tab';
import { InviteLinks } from './invite-links';
import { MembersSection } from './members-section';
import { t } from '../../../lib/i18n';

type TabProps = { group: GroupDetail };
const loadSections = () => import('./group-tab-sections');
const section = (name: 'TableTab' | 'SeasonTab' | 'StatsTab' | 'AboutTab') =>
  lazy(async () => ({ default: (await loadSections())[name] as ComponentType<TabProps> }));
const TableTab = section('TableTab');
const SeasonTab = section('SeasonTab');
const StatsTab = section('StatsTab');
const AboutTab = section('AboutTab');

type GroupTab = 'gameweek' | 'table' | 'season' | 'stats' | 'members' | 'about';

/** The tabs' labels, one message: a translation picks forms short enough for six tabs on a 360 px phone. */
const tabTitle = (tab: GroupTab) =>
  t('{tab, select, gameweek {Gameweek} table {Table} season {Season} stats {Stats} members {Members} about {About} other {}}', { tab });

function Later({ children }: { children: React.ReactNode }) {
  return <Suspense fallback={<Spinner label={t('Loading section')} />}>{children}</Suspense>;
}

/**
 * A member's group page below the header: one tab per section, the open one in the URL (`?tab=`); the first,
 * the default, is the active gameweek and the viewer's standing. The other sections' code arrives once the first
 * page is shown (lib/first-page.ts), so opening one is instant without delaying the first.
 */
export function GroupTabs({ group }: { group: GroupDetail }) {
  useEffect(() => afterFirstPage(() => void loadSections()), []);
  return (
    <Tabs
      label={t('Group sections')}
      framed={false}
      tabs={[
        { value: 'gameweek', title: tabTitle('gameweek'), content: <GameweekTab group={group} /> },
        {
          value: 'table',
          title: tabTitle('table'),
          content: (
            <Later>
              <TableTab group={group} />
            </Later>
          ),
        },
        {
          value: 'season',
          title: tabTitle('season'),
          content: (
            <Later>
              <SeasonTab group={group} />
            </Later>
          ),
        },
        {
          value: 'stats',
          title: tabTitle('stats'),
          content: (
            <Later>
              <StatsTab group={group} />
            </Later>
          ),
        },
        {
          value: 'members',
          title: tabTitle('members'),
          content: (
            <div className="space-y-4">
              <MembersSection group={group} />
              <InviteLinks group={group} />
            </div>
          ),
        },
        {
          value: 'about',
          title: tabTitle('about'),
          content: (
            <Later>
              <AboutTab group={group} />
            </Later>
          ),
        },
      ]}
    />
  );
}
