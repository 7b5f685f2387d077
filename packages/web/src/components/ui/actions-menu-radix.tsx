import { EllipsisVertical } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { IconButton } from './icon-button';

const menuContentClass = 'card z-50 min-w-44 p-1 shadow-lg';
const menuItemClass =
  'flex min-h-11 cursor-pointer select-none items-center rounded-md px-3 text-sm outline-none data-[highlighted]:bg-black/5 dark:data-[highlighted]:bg-white/10';

export interface MenuAction {
  label: string;
  onSelect: () => void;
  danger?: boolean;
  disabled?: boolean;
  hidden?: boolean;
}

/**
 * The radix menu behind ActionsMenu (actions-menu.tsx), loaded the first time a "⋮" button is used; it opens at
 * once, unless the user gave up while it loaded.
 */
export function RadixActionsMenu({ label, shown, defaultOpen = true }: { label: string; shown: MenuAction[]; defaultOpen?: boolean }) {
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
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
