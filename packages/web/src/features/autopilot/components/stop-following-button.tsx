import { FOLLOW_MESSAGES } from '@scoreline/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useStopFollowing } from '../api/follow';

/** "Stop following", confirmed first: the gameweeks made so far stay, new matchdays are no longer added. */
export function StopFollowingButton({ groupId }: { groupId: string }) {
  const stop = useStopFollowing(groupId);
  const [confirming, setConfirming] = useState(false);

  async function onConfirm() {
    try {
      await stop.mutateAsync();
      toast.success(FOLLOW_MESSAGES.stopped);
    } catch (failure) {
      toast.error(errorMessage(failure));
      setConfirming(false);
    }
  }

  return (
    <>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        {FOLLOW_MESSAGES.stop}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={FOLLOW_MESSAGES.stopConfirm}
        confirmLabel={FOLLOW_MESSAGES.stop}
        onConfirm={onConfirm}
        busy={stop.isPending}
      />
    </>
  );
}
