import { categoryPath } from '@hemma/commerce';
import type { MouseEvent } from 'react';
import { NavLink } from 'react-router';
import { useI18n } from '~/i18n/i18n.tsx';
import { useStoreView } from '~/lib/store-view.ts';
import type { MenuCategory } from './menu.ts';
import styles from './main-menu.module.css';

interface MainMenuProps {
  menu: MenuCategory[];
  /** Below the desktop breakpoint the menu is a panel the header toggles. */
  open: boolean;
  onNavigate: () => void;
}

/** Top-level categories; on desktop their children open in a dropdown on hover or keyboard focus. */
export function MainMenu({ menu, open, onNavigate }: MainMenuProps) {
  const { t } = useI18n();
  const store = useStoreView();
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if (!(event.target as HTMLElement).closest('a')) return;
    // The desktop dropdown opens on focus-within: let go of the focus so it closes after the click.
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    onNavigate();
  };

  return (
    <nav
      id="main-menu"
      aria-label={t('nav.main')}
      className={`${styles.nav} ${open ? styles.open : ''}`}
      onClick={closeOnLink}
    >
      <ul className={`container ${styles.list}`}>
        {menu.map((category) => (
          <li key={category.slug} className={styles.item}>
            <NavLink to={categoryPath(category, store)} className={styles.topLink}>
              {category.name}
            </NavLink>
            {category.children.length > 0 && (
              <div className={styles.dropdown}>
                <ul className={styles.children}>
                  {category.children.map((child) => (
                    <li key={child.slug}>
                      <NavLink to={categoryPath(child, store)}>{child.name}</NavLink>
                    </li>
                  ))}
                  <li className={styles.all}>
                    <NavLink to={categoryPath(category, store)} end>
                      {t('nav.allIn', { name: category.name })}
                    </NavLink>
                  </li>
                </ul>
              </div>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
