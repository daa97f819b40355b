import { type ComponentType, Suspense, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useI18n } from '~/i18n/i18n.tsx';
import { useLocalizedPath } from '~/lib/store-view.ts';
import { CartIcon, CloseIcon, CompareIcon, HeartIcon, MenuIcon, SearchIcon, UserIcon } from '~/ui/icons.tsx';
import type { SearchPanelProps } from '~/ui/search-panel-props.ts';
import { Logo } from './logo.tsx';
import { MainMenu } from './main-menu.tsx';
import type { MenuCategory } from './menu.ts';
import styles from './header.module.css';

const PANEL_ID = 'search-panel';

interface HeaderProps {
  menu: MenuCategory[];
  /** The live search panel (SPEC §2 'search panel'); root passes a React.lazy component, loaded on first use. */
  searchPanel?: ComponentType<SearchPanelProps>;
  /** Items in the cart for the minicart badge (root reads the cart). */
  cartCount?: number;
  /** Opens the microcart (SPEC §2); root loads it on first use. */
  onOpenCart?: () => void;
  /** Whether a customer is logged in (root reads the stored token): the account link leads to My Account or Login. */
  loggedIn?: boolean;
  /** SPEC §2 UI flag 'checkout mode': no search and no menu (CSS hides them), only the way back and the cart. */
  checkoutMode?: boolean;
}

/**
 * Logo, search box, cart and the main menu. The search box is a plain GET form to /search (works without JS);
 * the live panel's code is requested on the first focus of the box and then drives it, so the header itself adds
 * next to nothing to the first-load JavaScript.
 */
export function Header({
  menu,
  searchPanel: SearchPanel,
  cartCount: count = 0,
  onOpenCart,
  loggedIn = false,
  checkoutMode = false,
}: HeaderProps) {
  const { t, count: plural } = useI18n();
  const localized = useLocalizedPath();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [activated, setActivated] = useState(false);
  const searchBox = useRef<HTMLInputElement>(null);
  const onSearchPage = location.pathname.endsWith('/search');

  return (
    <header className={styles.header} data-mode={checkoutMode ? 'checkout' : undefined}>
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

        <div className={styles.searchArea}>
          <form role="search" action={localized('/search')} method="get" className={styles.search}>
            <label htmlFor="site-search" className="visually-hidden">
              {t('search.label')}
            </label>
            <SearchIcon className={styles.searchIcon} />
            <input
              ref={searchBox}
              id="site-search"
              type="search"
              name="q"
              role="combobox"
              aria-haspopup="dialog"
              aria-expanded={false}
              aria-controls={PANEL_ID}
              autoComplete="off"
              enterKeyHint="search"
              placeholder={t('search.placeholder')}
              defaultValue={onSearchPage ? (new URLSearchParams(location.search).get('q') ?? '') : ''}
              // Focus or typing (the box may have had the focus before the page was hydrated).
              onFocus={() => setActivated(true)}
              onChange={() => setActivated(true)}
            />
          </form>
          {SearchPanel && activated && (
            <Suspense fallback={null}>
              <SearchPanel id={PANEL_ID} searchBox={searchBox} />
            </Suspense>
          )}
        </div>

        <div className={styles.lists}>
          <Link to={localized('/wishlist')} className={styles.iconLink} aria-label={t('lists.wishlist')}>
            <HeartIcon />
          </Link>
          <Link to={localized('/compare')} className={styles.iconLink} aria-label={t('lists.compare')}>
            <CompareIcon />
          </Link>
        </div>

        <Link
          to={localized(loggedIn ? '/my-account' : '/login')}
          className={styles.account}
          aria-label={loggedIn ? t('account.title') : t('account.login')}
          // A guest's click opens the authentication modal over the page (lib/modals.ts); without JS: the login page.
          data-modal={loggedIn ? undefined : 'auth'}
        >
          <UserIcon />
        </Link>

        <Link
          to={localized('/checkout/cart')}
          className={styles.cart}
          aria-label={plural('cart.labelCount', count)}
          onClick={(event) => {
            // With the app running the microcart opens over the page; without JS the link leads to the cart page.
            if (event.metaKey || event.ctrlKey || event.shiftKey) return;
            event.preventDefault();
            onOpenCart?.();
          }}
        >
          <CartIcon />
          {count > 0 && (
            <span className={styles.count} aria-hidden="true">
              {count}
            </span>
          )}
        </Link>
      </div>

      <MainMenu menu={menu} open={menuOpen} onNavigate={() => setMenuOpen(false)} />
    </header>
  );
}
