import {
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { Link, useLocation, useNavigate, useNavigation } from 'react-router';
import { useI18n } from '~/i18n/i18n.tsx';
import type { MessageKey } from '~/i18n/translate.ts';
import { CloseIcon } from '~/ui/icons.tsx';
import { DEFAULT_FILTER_CODES, type FacetGroup, type FilterChip, type ListFacets } from './facets.ts';
import styles from './category-filters.module.css';

const noop = () => () => {};
/** False in the server HTML and during hydration, true afterwards (no effect, no extra render pass). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}

const KNOWN_LABELS = new Set<string>([...DEFAULT_FILTER_CODES, 'price', 'category']);

/** Our own translation for the default filters; the API's label for any other attribute. */
export function useGroupLabel(): (code: string, label: string) => string {
  const { t } = useI18n();
  return (code, label) => (KNOWN_LABELS.has(code) ? t(`filter.${code}` as MessageKey) : label);
}

/** Fields a form must carry along when it is submitted without JS. */
function HiddenFields({ fields }: { fields: Record<string, string> }) {
  return Object.entries(fields).map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ));
}

interface FilterPanelProps {
  facets: ListFacets;
}

/**
 * The filter groups as one GET form of checkboxes and radios: without JS it submits like any form; with JS every
 * change navigates at once to the option's canonical link (a new query, client navigation, no scroll jump). Below
 * the desktop breakpoint the panel is a drawer toggled by 'Filtrera' (an anchor, so it opens without JS too).
 */
export function FilterPanel({ facets }: FilterPanelProps) {
  const { t } = useI18n();
  const label = useGroupLabel();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLAnchorElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const selectedCount = facets.chips.length;

  const go = (href: string | undefined) => {
    if (href) void navigate(href, { preventScrollReset: true });
  };
  const onChange = (event: ChangeEvent<HTMLFormElement>) => {
    const input = event.target as unknown as HTMLInputElement;
    if (input.dataset.href) go(input.dataset.href);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    close();
  };
  const show = () => {
    setOpen(true);
    requestAnimationFrame(() => closeRef.current?.focus());
  };
  const close = () => {
    if (!open) return;
    setOpen(false);
    toggleRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };

  if (facets.groups.length === 0 && selectedCount === 0) return null;

  return (
    <>
      <a
        ref={toggleRef}
        href="#filters"
        role="button"
        aria-expanded={open}
        aria-controls="filters"
        className={styles.toggle}
        onClick={(event) => {
          event.preventDefault();
          if (open) close();
          else show();
        }}
      >
        {t('list.filter')}
        {selectedCount > 0 && <span>{selectedCount}</span>}
      </a>
      <aside
        id="filters"
        className={`${styles.panel} ${open ? styles.open : ''}`}
        aria-label={t('list.filters')}
        onKeyDown={onKeyDown}
      >
        <div className={styles.drawerHead}>
          <h2>{t('list.filters')}</h2>
          <button ref={closeRef} type="button" onClick={close}>
            <CloseIcon />
            <span className="visually-hidden">{t('list.closeFilters')}</span>
          </button>
        </div>
        <form method="get" action={pathname} onChange={onChange} onSubmit={onSubmit} className={styles.form}>
          <HiddenFields fields={facets.filterFields} />
          {facets.groups.map((group, index) => (
            <FacetFieldset
              key={group.code}
              group={group}
              label={label(group.code, group.label)}
              open={index < 3}
            />
          ))}
          <FilterActions clearHref={selectedCount > 0 ? facets.clearHref : null} />
        </form>
      </aside>
    </>
  );
}

/**
 * 'Visa resultat' and 'Rensa alla'. It alone knows whether the page is hydrated, so that the switch after hydration
 * renders these two, not the whole panel.
 */
function FilterActions({ clearHref }: { clearHref: string | null }) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  return (
    <div className={`${styles.actions} ${hydrated ? styles.hydrated : ''}`}>
      <button type="submit">{t('list.showResults')}</button>
      {clearHref && (
        <Link to={clearHref} preventScrollReset>
          {t('list.clearAll')}
        </Link>
      )}
    </div>
  );
}

function FacetFieldset({ group, label, open }: { group: FacetGroup; label: string; open: boolean }) {
  const anySelected = group.options.some((o) => o.selected);
  // While the list loads, the option being toggled already shows its new state (its link is the pending URL).
  const next = useNavigation().location;
  const pending = next ? `${next.pathname}${next.search}` : null;
  return (
    <details open={open || anySelected}>
      <summary>{label}</summary>
      <fieldset>
        <legend className="visually-hidden">{label}</legend>
        {group.options.map((option) => (
          <label key={option.value}>
            <input
              type={group.kind === 'single' ? 'radio' : 'checkbox'}
              name={group.code}
              value={option.value}
              checked={option.selected !== (pending === option.href)}
              data-href={option.href}
              // The form's onChange navigates; React must not warn about a checked field without a handler.
              onChange={() => {}}
            />
            {option.swatch?.startsWith('#') && (
              <span className={styles.swatch} style={{ background: option.swatch }} aria-hidden="true" />
            )}
            <span>{option.label}</span>
            <span>{option.count}</span>
          </label>
        ))}
      </fieldset>
    </details>
  );
}

/** The selected filters as removable chips, with 'Rensa alla'. */
export function FilterChips({ chips, clearHref }: { chips: FilterChip[]; clearHref: string }) {
  const { t } = useI18n();
  const label = useGroupLabel();
  if (chips.length === 0) return null;
  return (
    <div className={styles.chipBar}>
      <ul aria-label={t('list.selected')}>
        {chips.map((chip) => {
          const name = `${label(chip.code, chip.groupLabel)}: ${chip.label}`;
          return (
            <li key={`${chip.code}-${chip.href}`}>
              <Link to={chip.href} preventScrollReset aria-label={t('list.removeFilter', { name })}>
                {name}
                <CloseIcon />
              </Link>
            </li>
          );
        })}
      </ul>
      <Link to={clearHref} preventScrollReset>
        {t('list.clearAll')}
      </Link>
    </div>
  );
}

/** 'Sortera efter': a select that navigates on change; without JS a small GET form with a button. */
export function SortSelect({ facets }: { facets: ListFacets }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <form method="get" action={pathname} className={styles.sort}>
      <HiddenFields fields={facets.sortFields} />
      <label htmlFor="list-sort">{t('list.sortBy')}</label>
      <select
        id="list-sort"
        name="sort"
        value={facets.sort}
        onChange={(event) => {
          const option = facets.sortOptions.find((o) => o.value === event.target.value);
          if (option) void navigate(option.href, { preventScrollReset: true });
        }}
      >
        {facets.sortOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {t(`sort.${option.value}`)}
          </option>
        ))}
      </select>
      {/* Without JS the sort is applied by this button; with JS the select applies it, and the button is never laid
          out, so that nothing moves when the page hydrates (issue 32: the toolbar it wrapped on a phone joined up). */}
      <noscript>
        <button type="submit">{t('list.applySort')}</button>
      </noscript>
    </form>
  );
}
