import { type MessageId, formatCountdown } from '@scoreline/shared';
import { Clock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { RichText } from '../../../components/ui/rich-text';
import { t } from '../../../lib/i18n';

/**
 * Time left until `deadline` ("Deadline in …", `counting`), ticking every second; `passed` once it has passed. The
 * pages word it through `CloseCountdown` (the words and moment from the server's data); this only ticks.
 */
export function Countdown({ deadline, counting, passed }: { deadline: string; counting: MessageId; passed: string }) {
  const [now, setNow] = useState(() => Date.now());
  const remaining = formatCountdown(Date.parse(deadline) - now, t);
  useEffect(() => {
    if (remaining === null) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [remaining === null]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <p className="flex items-center gap-2 text-sm" data-testid="countdown">
      <Clock aria-hidden="true" className="h-4 w-4 shrink-0 text-muted" />
      {remaining === null ? (
        <span>{passed}</span>
      ) : (
        <span>
          <RichText id={counting} values={{ time: remaining }} parts={[<strong key="time" className="tabular-nums" />]} />
        </span>
      )}
    </p>
  );
}
