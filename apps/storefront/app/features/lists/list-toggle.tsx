import { useSyncExternalStore } from 'react';
import { useI18n } from '~/i18n/i18n.tsx';
import { HeartIcon } from '~/ui/icons.tsx';
import type { ListName } from './list-names.ts';
import styles from './list-toggle.module.css';

/**
 * The wishlist and compare buttons of product tiles and the product page. They are on every first load, so they
 * carry no list code: the pressed state is read straight from local storage (which the list store keeps in step
 * with the account), and the list store (storage, server sync, notices) loads on the first click.
 */
// LIST_KEYS and LISTS_EVENT of list-names.ts, written out: importing them would put a shared chunk (and one more
// request) on every first load.
const read = (list: ListName): string | null => {
  try {
    return localStorage.getItem(`shop/${list}/items`);
  } catch {
    return null;
  }
};

function subscribe(listener: () => void): () => void {
  window.addEventListener('storage', listener);
  window.addEventListener('hemma:lists', listener);
  return () => {
    window.removeEventListener('storage', listener);
    window.removeEventListener('hemma:lists', listener);
  };
}

/** Whether `sku` is on `list`; false in the server render. */
function useOnList(list: ListName, sku: string): boolean {
  return useSyncExternalStore(
    subscribe,
    // The saved value is a JSON array of skus: a quoted sku in it is an element (no parse, nothing to throw).
    () => read(list)?.includes(JSON.stringify(sku)) ?? false,
    () => false,
  );
}

const LABELS = {
  wishlist: ['lists.addToWishlist', 'lists.removeFromWishlist'],
  // A switch: its pressed state says whether the product is compared; the short text fits a tile.
  compare: ['lists.addToCompare', 'lists.addToCompare'],
} as const;

/** `icon`: the heart of a tile (the label is its accessible name); otherwise a button with its text. */
function ListToggle({ list, sku, icon = false }: { list: ListName; sku: string; icon?: boolean }) {
  const { t } = useI18n();
  const on = useOnList(list, sku);
  const label = t(LABELS[list][on ? 1 : 0]);
  return (
    <button
      type="button"
      className={`${styles.toggle} ${styles[icon ? 'icon' : list]}`}
      aria-pressed={on}
      aria-label={icon ? label : undefined}
      title={icon ? label : undefined}
      data-list={list}
      onClick={() => void import('./list-store.ts').then((store) => store.toggleItem(list, sku))}
    >
      {list === 'wishlist' ? <HeartIcon /> : <span className={styles.box} aria-hidden="true" />}
      {!icon && label}
    </button>
  );
}

/** The wishlist heart and the compare switch of a tile, or the two buttons of the product page. */
export function ListActions({ sku, place }: { sku: string; place: 'tile' | 'page' }) {
  return place === 'tile' ? (
    <>
      <ListToggle list="wishlist" sku={sku} icon />
      <ListToggle list="compare" sku={sku} />
    </>
  ) : (
    <div className={styles.page}>
      <ListToggle list="wishlist" sku={sku} />
      <ListToggle list="compare" sku={sku} />
    </div>
  );
}
