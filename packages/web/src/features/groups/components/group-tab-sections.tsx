import type { GroupDetail } from '@scoreline/shared';
import { BonusQuestionsSection } from '../../bonus-questions';
import { SeasonGameweeks } from '../../gameweeks';
import { GroupBoardPreview } from '../../leaderboards';
import { GroupStatsSection } from '../../stats';
import { GroupInfo, SeasonCard } from './group-overview';

// The group page's tabs after the first: their code loads when one is opened (or when the page is idle, see
// group-tabs.tsx), so the first tab's paint does not wait for the table, the stats or the season.

export function TableTab({ group }: { group: GroupDetail }) {
  return <GroupBoardPreview groupId={group.id} />;
}

export function SeasonTab({ group }: { group: GroupDetail }) {
  return (
    <div className="space-y-4">
      <SeasonCard group={group} />
      <SeasonGameweeks group={group} />
      {group.activeSeason && (
        <div className="card p-3 sm:p-4">
          <BonusQuestionsSection seasonId={group.activeSeason.id} />
        </div>
      )}
    </div>
  );
}

export function StatsTab({ group }: { group: GroupDetail }) {
  return <GroupStatsSection groupId={group.id} />;
}

export function AboutTab({ group }: { group: GroupDetail }) {
  return <GroupInfo group={group} />;
}
