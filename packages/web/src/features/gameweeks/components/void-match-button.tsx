import { FOLLOW_MESSAGES, type GameweekMatch } from '@scoreline/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useVoidMatch } from '../api/gameweeks';
import { t } from '../../../lib/i18n';

/**
 * An admin's "Make void" under a match the server lists in `viewer.voidableMatchIds` (postponed, suspended, or kicked
 * off with no result), confirmed first: the match then counts for nobody, so its gameweek can finish.
 */
export function VoidMatchButton({ gameweekId, match }: { gameweekId: string; match: GameweekMatch }) {
  const voidMatch = useVoidMatch(gameweekId);
  const [confirming, setConfirming] = useState(false);

  async function onConfirm() {
    try {
      await voidMatch.mutateAsync(match.id);
      toast.success(FOLLOW_MESSAGES.matchVoided);
    } catch (failure) {
      toast.error(errorMessage(failure));
    } finally {
      setConfirming(false);
    }
  }

  return (
    <>
      <Button variant="ghost" className="text-red-600 dark:text-red-400" onClick={() => setConfirming(true)}>
        {FOLLOW_MESSAGES.voidMatch}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t(FOLLOW_MESSAGES.voidConfirm, { home: match.homeTeam, away: match.awayTeam })}
        confirmLabel={FOLLOW_MESSAGES.voidMatch}
        onConfirm={onConfirm}
        busy={voidMatch.isPending}
      />
    </>
  );
}
