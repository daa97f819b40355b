import { useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '~/i18n/i18n.tsx';
import { useLocalizedPath } from '~/lib/store-view.ts';
import { CartIcon, CloseIcon, MenuIcon, SearchIcon } from '~/ui/icons.tsx';
import { Logo } from './logo.tsx';
import { MainMenu } from './main-menu.tsx';
import type { MenuCategory } from './menu.ts';
import styles from './header.module.css';

export function Header({ menu }: { menu: MenuCategory[] }) {
  const { t } = useI18n();
  const localized = useLocalizedPath();
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <button
          type="button"
          className={styles.menuToggle}
          aria-expanded={menuOpen}
          aria-controls="main-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
          <span className="visually-hidden">{menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}</span>
        </button>

        <Link to={localized('/')} className={styles.logo} aria-label={t('a11y.home')}>
          <Logo />
        </Link>

        <form role="search" className={styles.search} onSubmit={(event) => event.preventDefault()}>
          <label htmlFor="site-search" className="visually-hidden">
            {t('search.label')}
          </label>
          <SearchIcon className={styles.searchIcon} />
          <input
            id="site-search"
            type="search"
            name="q"
            placeholder={t('search.placeholder')}
            title={t('common.comingSoon')}
            disabled
          />
        </form>

        <button type="button" className={styles.cart} disabled title={t('common.comingSoon')}>
          <CartIcon />
          <span className="visually-hidden">{t('cart.label')}</span>
        </button>
      </div>

      <MainMenu menu={menu} open={menuOpen} onNavigate={() => setMenuOpen(false)} />
    </header>
  );
}
