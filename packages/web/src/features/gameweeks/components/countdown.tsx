import { formatCountdown } from '@scoreline/shared';
import { formatDateTime } from '../../../lib/dates';
import { Clock } from 'lucide-react';
import { useEffect, useState } from 'react';

/**
 * Time left until `deadline` ("{label} in …"), ticking every second; the full date-time once it has passed. The
 * pages word it through `CloseCountdown` (the label and moment from the server's data); this only ticks.
 */
export function Countdown({ deadline, label = 'Deadline' }: { deadline: string; label?: string }) {
  const [now, setNow] = useState(() => Date.now());
  const remaining = formatCountdown(Date.parse(deadline) - now);
  useEffect(() => {
    if (remaining === null) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [remaining === null]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <p className="flex items-center gap-2 text-sm" data-testid="countdown">
      <Clock aria-hidden="true" className="h-4 w-4 text-muted" />
      {remaining === null ? (
        <span>
          {label} passed: {formatDateTime(deadline)}
        </span>
      ) : (
        <span>
          {label} in <strong className="tabular-nums">{remaining}</strong>
        </span>
      )}
    </p>
  );
}
