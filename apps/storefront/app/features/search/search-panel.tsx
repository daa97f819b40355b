import {
  type ApiClient,
  type ProductSummary,
  type SearchResult,
  createApiClient,
  isApiError,
} from '@hemma/api-client';
import { imageUrl, productPath } from '@hemma/commerce';
import { type KeyboardEvent, useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useI18n } from '~/i18n/i18n.tsx';
import { reportNetworkFailure } from '~/lib/connectivity.ts';
import { openShopCache } from '~/lib/persistent-cache/index.ts';
import { useLocalizedPath, useStoreView } from '~/lib/store-view.ts';
import { CloseIcon } from '~/ui/icons.tsx';
import { Price } from '~/ui/price.tsx';
import { searchOfflineAware } from './offline-search.ts';
import { RecentResults, searchHref, termState } from './search-query.ts';
import styles from './search-panel.module.css';

/** The same shape as the header's SearchPanelProps (features do not import each other). */
interface SearchPanelProps {
  id: string;
  inputId: string;
}

const DEBOUNCE_MS = 250;
const PANEL_SIZE = 8;
type Result = SearchResult<ProductSummary>;

const recent = new RecentResults<Result>();

/** Asks for facets; an API without the search backend refuses the parameter (400): then without them. */
async function search(api: ApiClient, q: string): Promise<Result> {
  try {
    return await api.searchProducts({ q, size: PANEL_SIZE, aggregations: true });
  } catch (error) {
    if (isApiError(error) && error.status === 400) return api.searchProducts({ q, size: PANEL_SIZE });
    throw error;
  }
}

type Answer = { term: string; result: Result; offline?: boolean } | { term: string; error: true };

const searchInput = (id: string) => document.getElementById(id) as HTMLInputElement | null;

/**
 * Live results under the header while the shopper types (debounced, from 3 characters): product tiles, category
 * and price facets from the aggregations, suggestions when nothing matches, and 'Visa alla resultat'. Loaded on
 * the first focus of the header's search box, it takes the box over: a combobox whose popup is this non-modal
 * dialog. The focus stays in the box while typing (ArrowDown or Tab moves into the panel); Escape, the close
 * button, a click on the overlay, leaving the box and panel, or any navigation closes it.
 */
export default function SearchPanel({ id, inputId }: SearchPanelProps) {
  const { t, count } = useI18n();
  const store = useStoreView();
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const location = useLocation();
  const api = useMemo(() => createApiClient({ baseUrl: '', storeCode: store.storeCode }), [store.storeCode]);
  const searchPath = localized('/search');
  // Mounted on the first focus: whatever is already typed counts.
  const [query, setQuery] = useState(() => searchInput(inputId)?.value ?? '');
  const [open, setOpen] = useState(() => query.trim().length > 0);
  const [locationKey, setLocationKey] = useState(location.key);
  const term = open ? query.trim() : '';
  const state = termState(term);
  const [debounced, setDebounced] = useState(term);
  const [answer, setAnswer] = useState<Answer | null>(null);

  if (location.key !== locationKey) {
    setLocationKey(location.key);
    setOpen(false);
  }

  useEffect(() => {
    const input = searchInput(inputId);
    const area = input?.form?.parentElement;
    if (!input || !area) return;
    const onInput = () => {
      setQuery(input.value);
      setOpen(input.value.trim().length > 0);
    };
    const onFocus = () => setOpen(input.value.trim().length > 0);
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (input.getAttribute('aria-expanded') !== 'true') return;
      if (event.key === 'Escape') {
        // Close, and keep the typed term (a search box clears itself on Escape otherwise).
        event.preventDefault();
        setOpen(false);
      } else if (event.key === 'ArrowDown') {
        const first = document.getElementById(id)?.querySelector<HTMLElement>('a[href]');
        if (first) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      setOpen(false);
      const q = input.value.trim();
      void navigate(q ? searchHref(searchPath, q) : searchPath);
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !area.contains(next)) setOpen(false);
    };
    input.addEventListener('input', onInput);
    input.addEventListener('focus', onFocus);
    input.addEventListener('keydown', onKeyDown);
    input.form?.addEventListener('submit', onSubmit);
    area.addEventListener('focusout', onFocusOut);
    // Whatever was typed between the first render and these listeners (a fast typist, a slow phone) counts too.
    const sync = requestAnimationFrame(() => document.activeElement === input && onInput());
    return () => {
      cancelAnimationFrame(sync);
      input.removeEventListener('input', onInput);
      input.removeEventListener('focus', onFocus);
      input.removeEventListener('keydown', onKeyDown);
      input.form?.removeEventListener('submit', onSubmit);
      area.removeEventListener('focusout', onFocusOut);
    };
  }, [id, inputId, navigate, searchPath]);

  useEffect(() => {
    const input = searchInput(inputId);
    input?.setAttribute('aria-expanded', String(open));
    return () => input?.setAttribute('aria-expanded', 'false');
  }, [inputId, open]);

  useEffect(() => {
    const timer = setTimeout(() => setDebounced(term), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [term]);

  useEffect(() => {
    if (termState(debounced) !== 'search') return;
    const key = debounced.toLowerCase();
    let current = true;
    const cached = recent.get(key);
    // SPEC §7: the answer is also kept in the store's elasticCache collection, which answers when offline.
    const request = cached
      ? Promise.resolve({ result: cached, offline: false })
      : searchOfflineAware(
          { q: key, size: PANEL_SIZE },
          () => search(api, debounced),
          openShopCache(store.storeCode).collection<Result>('elasticCache'),
          reportNetworkFailure,
        );
    request.then(
      ({ result, offline }) => {
        // An offline answer is not remembered: back online, the same term must ask the shop again.
        if (!offline) recent.set(key, result);
        if (current) setAnswer({ term: debounced, result, offline });
      },
      () => current && setAnswer({ term: debounced, error: true }),
    );
    return () => {
      current = false;
    };
  }, [api, debounced, store.storeCode]);

  const close = () => {
    setOpen(false);
    searchInput(inputId)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };
  const pending = state === 'search' && answer?.term !== term;
  const result = answer && 'result' in answer ? answer.result : null;
  const offline = answer && 'result' in answer ? Boolean(answer.offline) : false;

  return (
    <div
      className={styles.slot}
      hidden={state === 'empty'}
      data-search-open={state === 'empty' ? undefined : ''}
    >
      {/* The overlay (SPEC §2: opening the search panel turns it on), over the page below the header. */}
      <div className={styles.overlay} aria-hidden="true" onClick={() => setOpen(false)} />
      <div
        id={id}
        role="dialog"
        aria-label={t('search.title')}
        className={styles.panel}
        onKeyDown={onKeyDown}
      >
        <div className={`container ${styles.inner}`}>
          <button type="button" className={styles.close} onClick={close}>
            <CloseIcon />
            <span className="visually-hidden">{t('search.close')}</span>
          </button>
          {state === 'too-short' ? (
            <p className={styles.message} role="status">
              {t('search.minLength')}
            </p>
          ) : answer && 'error' in answer && !pending ? (
            <p className={styles.message} role="alert">
              {t('search.failed')}
            </p>
          ) : !result ? (
            <p className={styles.message} role="status">
              {t('search.searching')}
            </p>
          ) : offline && result.items.length === 0 ? (
            <p className={styles.message} role="status">
              {t('search.offlineEmpty')}
            </p>
          ) : (
            <>
              {offline && (
                <p className={styles.message} role="status">
                  {t('search.offlineCached')}
                </p>
              )}
              <Results
                result={result}
                term={answer?.term ?? term}
                pending={pending}
                searchPath={searchPath}
                count={count('category.count', result.total)}
              />
            </>
          )}
        </div>
      </div>
    </div>
  );
}

function Results({
  result,
  term,
  pending,
  searchPath,
  count,
}: {
  result: Result;
  term: string;
  pending: boolean;
  searchPath: string;
  count: string;
}) {
  const { t } = useI18n();
  const store = useStoreView();
  const localized = useLocalizedPath();

  if (result.items.length === 0) {
    return (
      <div className={styles.message} aria-busy={pending}>
        <p role="status">{t('search.noResults', { q: term })}</p>
        {result.suggestions.length > 0 && (
          <p>
            {t('search.didYouMean')}{' '}
            {result.suggestions.slice(0, 3).map((suggestion, index) => (
              <span key={suggestion}>
                {index > 0 && ', '}
                <Link to={searchHref(searchPath, suggestion)}>{suggestion}</Link>
              </span>
            ))}
            ?
          </p>
        )}
      </div>
    );
  }

  const categories = (result.aggregations.category?.buckets ?? []).filter((b) => b.doc_count > 0).slice(0, 8);
  const prices = (result.aggregations.price?.buckets ?? []).filter((b) => b.doc_count > 0);

  return (
    <div className={`${styles.results} ${pending ? styles.pending : ''}`} aria-busy={pending}>
      <section className={styles.products} aria-labelledby="search-panel-products">
        <div className={styles.heading}>
          <h2 id="search-panel-products">{t('search.products')}</h2>
          <p role="status">{count}</p>
        </div>
        <ul className={styles.grid}>
          {result.items.map((product) => {
            const path = product.small_image ?? product.image;
            const original = product.original_price_incl_tax;
            const final = product.final_price_incl_tax;
            return (
              <li key={product.sku}>
                <Link to={productPath(product, store)} className={styles.tile}>
                  {path ? (
                    <img src={imageUrl(path, 'thumbnail', 'fit')} alt="" width={324} height={489} />
                  ) : (
                    <span className={styles.noImage} />
                  )}
                  <span className={styles.name}>{product.name}</span>
                  <Price final={final} original={original > final + 0.004 ? original : null} />
                </Link>
              </li>
            );
          })}
        </ul>
      </section>
      {(categories.length > 0 || prices.length > 0) && (
        <div className={styles.facets}>
          {categories.length > 0 && (
            <nav aria-label={t('search.categories')}>
              <h2>{t('search.categories')}</h2>
              <ul>
                {categories.map((bucket) => (
                  <li key={bucket.key}>
                    <Link to={searchHref(searchPath, term, { category: bucket.key })}>
                      {bucket.label} <span className={styles.count}>{bucket.doc_count}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          {prices.length > 0 && (
            <nav aria-label={t('filter.price')}>
              <h2>{t('filter.price')}</h2>
              <ul>
                {prices.map((bucket) => (
                  <li key={bucket.key}>
                    <Link to={searchHref(searchPath, term, { price: bucket.key })}>
                      {bucket.label} <span className={styles.count}>{bucket.doc_count}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
      )}
      <Link to={searchHref(localized('/search'), term)} className={styles.showAll}>
        {t('search.showAll')} ({result.total})
      </Link>
    </div>
  );
}
