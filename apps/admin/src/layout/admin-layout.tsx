import { useEffect, useRef, useState } from 'react';
import { mayManageArea } from '@hemma/contract';
import { NavLink, Outlet, useLocation, useMatches } from 'react-router';
import { areaOf } from '../app/route-handle.ts';
import { navigationFor } from '../app/navigation.ts';
import { WaitingReturns } from './waiting-returns.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { useStaff } from '../session/staff-context.tsx';
import { Forbidden } from '../ui/states.tsx';
import { UserPanel } from './user-panel.tsx';

/**
 * The frame of every screen after the login: a skip link, the menu of the staff user's areas (a drawer behind a
 * button on narrow screens), and the screen — or the 403 page when the screen's area is not the role's.
 */
export function AdminLayout() {
  const { t } = useI18n();
  const staff = useStaff();
  const location = useLocation();
  const allowed = mayManageArea(staff.role, areaOf(useMatches()));
  // The drawer belongs to the screen it was opened on: going elsewhere closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === location.pathname;
  const main = useRef<HTMLElement>(null);
  const first = useRef(true);

  // A new screen moves the focus to the content, as a page load would.
  useEffect(() => {
    if (first.current) first.current = false;
    else main.current?.focus();
  }, [location.pathname]);

  return (
    <div className="shell">
      <a
        href="#main"
        className="skip-link"
        onClick={(event) => {
          event.preventDefault();
          main.current?.focus();
        }}
      >
        {t('a11y.skipToContent')}
      </a>
      <header className="topbar">
        <span className="brand">{t('app.brand')}</span>
        <button
          type="button"
          className="button menu-button"
          aria-expanded={menuOpen}
          aria-controls="admin-menu"
          onClick={() => setMenuOpenOn(menuOpen ? null : location.pathname)}
        >
          {t(menuOpen ? 'nav.close' : 'nav.open')}
        </button>
      </header>
      <div className="shell-body">
        <aside id="admin-menu" className={menuOpen ? 'sidebar sidebar-open' : 'sidebar'}>
          <div className="sidebar-inner">
            <p className="brand brand-sidebar">{t('app.brand')}</p>
            <nav aria-label={t('nav.label')}>
              {navigationFor(staff.role).map((group) => (
                <div key={group.label} className="nav-group">
                  <p className="nav-group-title">{t(group.label)}</p>
                  <ul>
                    {group.items.map((item) => (
                      <li key={item.to}>
                        <NavLink to={item.to} end={item.end ?? false} className="nav-link">
                          {t(item.label)}
                          {item.to === '/returns' && (
                            <>
                              {' '}
                              <WaitingReturns />
                            </>
                          )}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </nav>
            <UserPanel />
          </div>
        </aside>
        <main id="main" ref={main} tabIndex={-1} className="main">
          {allowed ? <Outlet /> : <Forbidden headingLevel={1} />}
        </main>
      </div>
    </div>
  );
}
