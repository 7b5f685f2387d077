import type { GroupDetail } from '@scoreline/shared';
import { SectionTabs } from '../../../components/ui/section-tabs';
import { useTabParam } from '../../../lib/use-tab-param';
import { SeasonGameweeks } from '../../gameweeks';
import { GroupBoardPreview } from '../../leaderboards';
import { GroupStatsSection } from '../../stats';
import { GameweekTab } from './gameweek-tab';
import { GroupInfo, SeasonCard } from './group-overview';
import { MembersSection } from './members-section';

/** The first is the default (no `?tab=`): the active gameweek and the viewer's standing. */
export const GROUP_TABS = ['gameweek', 'table', 'season', 'stats', 'members', 'about'] as const;

/** A member's group page below the header: one tab per section, the open one in the URL (`?tab=`). */
export function GroupTabs({ group }: { group: GroupDetail }) {
  const [tab, setTab] = useTabParam(GROUP_TABS);
  return (
    <SectionTabs
      label="Group sections"
      value={tab}
      onValueChange={setTab}
      tabs={[
        { value: 'gameweek', title: 'Gameweek', content: <GameweekTab group={group} /> },
        { value: 'table', title: 'Table', content: <GroupBoardPreview groupId={group.id} /> },
        {
          value: 'season',
          title: 'Season',
          content: (
            <div className="space-y-4">
              <SeasonCard group={group} />
              <SeasonGameweeks group={group} />
            </div>
          ),
        },
        { value: 'stats', title: 'Stats', content: <GroupStatsSection groupId={group.id} /> },
        { value: 'members', title: 'Members', content: <MembersSection group={group} /> },
        { value: 'about', title: 'About', content: <GroupInfo group={group} /> },
      ]}
    />
  );
}
