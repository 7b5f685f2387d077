import { EllipsisVertical } from 'lucide-react';
import { Suspense, lazy, useState } from 'react';
import type { MenuAction } from './actions-menu-radix';
import { IconButton } from './icon-button';

const RadixActionsMenu = lazy(() => import('./actions-menu-radix').then(({ RadixActionsMenu }) => ({ default: RadixActionsMenu })));

export type { MenuAction };

function MenuButton({ label, onOpen }: { label: string; onOpen?: () => void }) {
  return (
    <IconButton aria-label={label} aria-haspopup="menu" aria-expanded={false} onClick={onOpen}>
      <EllipsisVertical aria-hidden="true" className="h-5 w-5" />
    </IconButton>
  );
}

/**
 * A "⋮" button opening a menu of actions (keyboard and screen-reader ready through radix). Until first used it
 * is a plain button: radix's menu code (positioning, focus, layers) loads on that first click and opens at once.
 */
export function ActionsMenu({ label, actions }: { label: string; actions: MenuAction[] }) {
  const [used, setUsed] = useState(false);
  const shown = actions.filter((action) => !action.hidden);
  if (shown.length === 0) return null;
  if (!used) return <MenuButton label={label} onOpen={() => setUsed(true)} />;
  return (
    <Suspense fallback={<MenuButton label={label} />}>
      <RadixActionsMenu label={label} shown={shown} />
    </Suspense>
  );
}
