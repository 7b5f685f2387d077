import { EllipsisVertical } from 'lucide-react';
import { Suspense, lazy, useEffect, useState } from 'react';
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
 * The button while radix's code loads: an Escape or a press anywhere meanwhile means "never mind", so the menu
 * does not pop open later over whatever the user went on to do.
 */
function LoadingMenuButton({ label, onCancel }: { label: string; onCancel: () => void }) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onCancel();
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onCancel);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onCancel);
    };
  }, [onCancel]);
  return <MenuButton label={label} />;
}

/**
 * A "⋮" button opening a menu of actions (keyboard and screen-reader ready through radix). Until first used it
 * is a plain button: radix's menu code (positioning, focus, layers) loads on that first click and opens at once.
 */
export function ActionsMenu({ label, actions }: { label: string; actions: MenuAction[] }) {
  const [used, setUsed] = useState(false);
  const [openOnLoad, setOpenOnLoad] = useState(true);
  const [cancel] = useState(() => () => setOpenOnLoad(false));
  const shown = actions.filter((action) => !action.hidden);
  if (shown.length === 0) return null;
  if (!used) return <MenuButton label={label} onOpen={() => setUsed(true)} />;
  return (
    <Suspense fallback={<LoadingMenuButton label={label} onCancel={cancel} />}>
      <RadixActionsMenu label={label} shown={shown} defaultOpen={openOnLoad} />
    </Suspense>
  );
}
