import { type KeyboardEvent, type MouseEvent, useState } from 'react';
import { NavLink } from 'react-router';
import { useI18n } from '~/i18n/i18n.tsx';
import type { MenuCategory } from './menu.ts';
import styles from './main-menu.module.css';

interface MainMenuProps {
  menu: MenuCategory[];
  /** Below the desktop breakpoint the menu is a panel the header toggles. */
  open: boolean;
  onNavigate: () => void;
}

/**
 * Top-level categories. Desktop: their children open in a dropdown on hover or keyboard focus and close 300 ms
 * after the pointer or focus leaves (SPEC §2 'submenu path pop delay', pure CSS); Escape closes it. Mobile: a panel
 * of levels (SPEC §2 'submenu depth and path'): a category's button opens its level, the same button leads back;
 * Escape closes the panel.
 */
export function MainMenu({ menu, open, onNavigate }: MainMenuProps) {
  const { t } = useI18n();
  // The mobile submenu path (one level deep: the menu has two) and the dropdown closed with Escape.
  const [sub, setSub] = useState<string | null>(null);
  const [closed, setClosed] = useState<string | null>(null);
  if (!open && sub) setSub(null);

  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if (!(event.target as HTMLElement).closest('a')) return;
    // The desktop dropdown opens on focus-within: let go of the focus so it closes after the click.
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    onNavigate();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    const item = (event.target as HTMLElement).closest('li[data-slug]');
    if (open) {
      onNavigate();
      document.querySelector<HTMLElement>('[aria-controls="main-menu"]')?.focus();
    } else if (item) {
      item.querySelector('a')?.focus();
      setClosed(item.getAttribute('data-slug'));
    }
  };

  return (
    <nav
      id="main-menu"
      aria-label={t('nav.main')}
      className={`${styles.nav} ${open ? styles.open : ''}`}
      onClick={closeOnLink}
      onKeyDown={onKeyDown}
      onFocus={() => setClosed(null)}
    >
      <ul className={`container ${styles.list} ${sub ? styles.deep : ''}`}>
        {menu.map((category) => (
          <li
            key={category.slug}
            data-slug={category.slug}
            className={`${styles.item} ${sub === category.slug ? styles.sub : ''} ${closed === category.slug ? styles.closed : ''}`}
          >
            <NavLink to={category.href} className={styles.topLink}>
              {category.name}
            </NavLink>
            {category.children.length > 0 && (
              <>
                <button
                  type="button"
                  className={styles.level}
                  aria-expanded={sub === category.slug}
                  aria-controls={`menu-${category.slug}`}
                  onClick={() => setSub(sub ? null : category.slug)}
                >
                  {sub === category.slug ? (
                    t('nav.main')
                  ) : (
                    <span className="visually-hidden">{category.name}</span>
                  )}
                </button>
                <div id={`menu-${category.slug}`} className={styles.dropdown}>
                  <ul className={styles.children}>
                    {category.children.map((child) => (
                      <li key={child.slug}>
                        <NavLink to={child.href}>{child.name}</NavLink>
                      </li>
                    ))}
                    <li className={styles.all}>
                      <NavLink to={category.href} end>
                        {t('nav.allIn', { name: category.name })}
                      </NavLink>
                    </li>
                  </ul>
                </div>
              </>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
