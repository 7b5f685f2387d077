import { MENU_TRANSITION_MS, PRODUCT_NAME } from '@scoreline/shared';
import { Menu, Trophy, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { t } from '../../lib/i18n';

export interface NavItem {
  name: string;
  to: string;
}

/** The signed-in player's main navigation, in the reader's language (so built at render time). */
export const mainNavItems = (): NavItem[] => [
  { name: t('Groups'), to: '/groups' },
  { name: t('Predictions'), to: '/predictions' },
  { name: t('Leaderboards'), to: '/leaderboards' },
  { name: t('Stats'), to: '/user-stats' },
  { name: t('Profile'), to: '/profile' },
];

export interface HeaderProps {
  title?: string;
  backgroundColour?: string;
  textColour?: string;
  sticky?: boolean;
  items?: NavItem[];
}

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-black/15 ${isActive ? 'bg-black/25 underline underline-offset-4' : ''}`;

/** The app header: trophy, title linking home, the main navigation (a dropdown on small screens). */
export function Header({
  title = PRODUCT_NAME,
  backgroundColour = 'var(--color-brand)',
  textColour = 'var(--color-on-brand)',
  sticky = true,
  items = mainNavItems(),
}: HeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const panelId = useId();
  const location = useLocation();

  // Choosing a link (any navigation) closes the panel.
  useEffect(() => setMenuOpen(false), [location.pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header
      className={`${sticky ? 'sticky top-0' : 'relative'} z-40 shadow-md`}
      style={{ backgroundColor: backgroundColour, color: textColour }}
    >
      <div className="mx-auto flex h-14 max-w-6xl items-center justify-between px-4">
        <Link to="/" className="flex items-center gap-2 text-lg font-bold tracking-tight">
          <Trophy aria-hidden="true" className="h-6 w-6" />
          <span>{title}</span>
        </Link>
        {items.length > 0 && (
          <>
            <nav aria-label={t('Main')} className="hidden items-center gap-1 md:flex">
              {items.map((item) => (
                <NavLink key={item.to} to={item.to} className={navLinkClass}>
                  {item.name}
                </NavLink>
              ))}
            </nav>
            <button
              type="button"
              className="inline-flex h-11 w-11 items-center justify-center rounded-md hover:bg-black/15 md:hidden"
              aria-label={menuOpen ? t('Close menu') : t('Open menu')}
              aria-expanded={menuOpen}
              aria-controls={panelId}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? <X aria-hidden="true" className="h-6 w-6" /> : <Menu aria-hidden="true" className="h-6 w-6" />}
            </button>
          </>
        )}
      </div>
      {items.length > 0 && (
        <div
          id={panelId}
          data-state={menuOpen ? 'open' : 'closed'}
          className={`overflow-hidden transition-all ease-in-out md:hidden ${menuOpen ? 'visible max-h-96 opacity-100' : 'invisible max-h-0 opacity-0'}`}
          style={{ backgroundColor: backgroundColour, transitionDuration: `${MENU_TRANSITION_MS}ms` }}
          // inert (not hidden) so the panel can slide shut while its links leave the tab order at once.
          inert={!menuOpen}
        >
          <nav aria-label={t('Main mobile')} className="flex flex-col gap-1 px-4 pb-3">
            {items.map((item) => (
              <NavLink key={item.to} to={item.to} className={navLinkClass} onClick={() => setMenuOpen(false)}>
                {item.name}
              </NavLink>
            ))}
          </nav>
        </div>
      )}
    </header>
  );
}
