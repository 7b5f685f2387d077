import { GAMEWEEK_MESSAGES, type GameweekDetail } from '@scoreline/shared';
import { Lock } from 'lucide-react';
import { MatchdayLabel } from '../../../components/football/matchday-label';
import { GroupItemHeader } from '../../../components/layout/group-item-header';
import { ActiveBadge } from '../../../components/ui/badge';
import { CloseCountdown } from './close-countdown';
import { GameweekMenu } from './gameweek-menu';
import { t } from '../../../lib/i18n';

/**
 * The gameweek page's head: its group, number (and competition matchday), lock and active state, the countdown,
 * "Copy link" and the menu.
 */
export function GameweekHeader({ gameweek, pageId }: { gameweek: GameweekDetail; pageId: string }) {
  return (
    <GroupItemHeader
      group={{ id: gameweek.groupId, name: gameweek.groupName }}
      title={
        <>
          {t('Gameweek {number}', { number: gameweek.weekNumber })}
          {/* On a phone the matchday is the title's second line (no "·" to start it), from sm on beside the number. */}
          <MatchdayLabel
            matchday={gameweek.matchday}
            className="basis-full text-lg sm:basis-auto sm:text-2xl"
            separatorClassName="sr-only sm:not-sr-only"
          />
          {gameweek.isLocked && <Lock aria-label={t('Locked')} className="h-5 w-5 text-muted" />}
          {gameweek.isActive && <ActiveBadge />}
        </>
      }
      copyLabel={t('Copy gameweek link')}
      copiedMessage={t(GAMEWEEK_MESSAGES.linkCopied)}
      menu={<GameweekMenu gameweek={gameweek} pageId={pageId} />}
    >
      <CloseCountdown gameweek={gameweek} />
    </GroupItemHeader>
  );
}
