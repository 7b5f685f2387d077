import { PlayerBadge, YouTag } from '../../../components/ui/player-badge';
import { useSession } from '../../../lib/session';
import { t } from '../../../lib/i18n';
import { formatTime } from '../../../lib/dates';
import { Button } from '../../../components/ui/button';
import { useRemindYetToPredict, useYetToPredict } from '../api/predictions';

/**
 * The members who still have to predict a match that takes predictions: names only, never scores. Shown while
 * something is open; kept current by the live stream (other players' saves) and by the viewer's own save.
 */
export function YetToPredict({ gameweekId }: { gameweekId: string }) {
  const { user } = useSession();
  const { data } = useYetToPredict(gameweekId);
  const remind = useRemindYetToPredict(gameweekId);
  if (!data?.isOpen) return null;
  return (
    <section aria-labelledby="yet-to-predict-heading" className="card space-y-3 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="yet-to-predict-heading" className="font-semibold">
          {t('Yet to predict')}
          {data.players.length > 0 && <span className="text-muted"> {t('({count})', { count: data.players.length })}</span>}
        </h2>
        {(data.canRemind || data.remindedAt) && (
          <div className="flex items-center gap-2">
            {data.remindedAt && (
              <span className="text-xs text-muted">{t('Reminded at {time}', { time: formatTime(data.remindedAt) })}</span>
            )}
            {data.canRemind && (
              <Button variant="secondary" onClick={() => remind.mutate()} disabled={remind.isPending}>
                {remind.isPending ? t('Sending...') : t('Remind them')}
              </Button>
            )}
          </div>
        )}
      </div>
      {data.players.length === 0 ? (
        <p className="text-muted">{t('Everyone has predicted.')}</p>
      ) : (
        <ul className="flex flex-wrap gap-x-4 gap-y-2" aria-label={t('Members yet to predict')}>
          {data.players.map((player) => (
            <li key={player.id} className="flex min-w-0 max-w-full items-center gap-2">
              <PlayerBadge player={player} />
              <span className="min-w-0 break-words">{player.username}</span>
              {player.id === user?.id && <YouTag />}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
