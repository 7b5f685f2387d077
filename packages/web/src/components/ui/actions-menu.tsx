import { EllipsisVertical } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { IconButton } from './icon-button';

export const menuContentClass = 'card z-50 min-w-44 p-1 shadow-lg';
export const menuItemClass =
  'flex min-h-11 cursor-pointer select-none items-center rounded-md px-3 text-sm outline-none data-[highlighted]:bg-black/5 dark:data-[highlighted]:bg-white/10';

export interface MenuAction {
  label: string;
  onSelect: () => void;
  danger?: boolean;
  disabled?: boolean;
  hidden?: boolean;
}

/** A "⋮" button opening a menu of actions (keyboard and screen-reader ready through radix). */
export function ActionsMenu({ label, actions }: { label: string; actions: MenuAction[] }) {
  const shown = actions.filter((action) => !action.hidden);
  if (shown.length === 0) return null;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <IconButton aria-label={label}>
          <EllipsisVertical aria-hidden="true" className="h-5 w-5" />
        </IconButton>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={4} className={menuContentClass}>
          {shown.map((action) => (
            <DropdownMenu.Item
              key={action.label}
              className={`${menuItemClass} data-[disabled]:opacity-50 ${action.danger ? 'text-red-600' : ''}`}
              disabled={action.disabled}
              onSelect={action.onSelect}
            >
              {action.label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
