import { FOLLOW_MESSAGES } from '@scoreline/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useStopFollowing } from '../api/follow';
import { t } from '../../../lib/i18n';

/** "Stop following", confirmed first: the gameweeks made so far stay, new matchdays are no longer added. */
export function StopFollowingButton({ groupId }: { groupId: string }) {
  const stop = useStopFollowing(groupId);
  const [confirming, setConfirming] = useState(false);

  async function onConfirm() {
    try {
      await stop.mutateAsync();
      toast.success(t(FOLLOW_MESSAGES.stopped));
    } catch (failure) {
      toast.error(errorMessage(failure));
      setConfirming(false);
    }
  }

  return (
    <>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        {t(FOLLOW_MESSAGES.stop)}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t(FOLLOW_MESSAGES.stopConfirm)}
        confirmLabel={t(FOLLOW_MESSAGES.stop)}
        onConfirm={onConfirm}
        busy={stop.isPending}
      />
    </>
  );
}
