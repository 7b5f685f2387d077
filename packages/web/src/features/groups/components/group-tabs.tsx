import type { GroupDetail } from '@scoreline/shared';
import { Tabs } from '../../../components/ui/tabs';
import { SeasonGameweeks } from '../../gameweeks';
import { GroupBoardPreview } from '../../leaderboards';
import { GroupStatsSection } from '../../stats';
import { GameweekTab } from './gameweek-tab';
import { GroupInfo, SeasonCard } from './group-overview';
import { MembersSection } from './members-section';

/**
 * A member's group page below the header: one tab per section, the open one in the URL (`?tab=`); the first,
 * the default, is the active gameweek and the viewer's standing.
 */
export function GroupTabs({ group }: { group: GroupDetail }) {
  return (
    <Tabs
      label="Group sections"
      framed={false}
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
