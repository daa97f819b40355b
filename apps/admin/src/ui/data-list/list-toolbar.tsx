import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import type { ListControl } from './use-list-state.ts';

/** The search box of a list (sent on Enter or the button, so the URL is not rewritten on every key) and its filters. */
export function ListToolbar<F extends string, S extends string>({
  list,
  searchLabel,
  children,
}: {
  list: ListControl<F, S>;
  searchLabel: string;
  children?: ReactNode;
}) {
  return (
    <div className="list-toolbar">
      {/* Back and forward change the query under the box: a new one starts from it. */}
      <SearchBox
        key={list.state.q}
        label={searchLabel}
        query={list.state.q}
        onSearch={(q) => list.change({ q })}
      />
      {children && <div className="list-filters">{children}</div>}
    </div>
  );
}

function SearchBox({ label, query, onSearch }: { label: string; query: string; onSearch(q: string): void }) {
  const { t } = useI18n();
  const id = useId();
  const [text, setText] = useState(query);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };
  return (
    <form role="search" className="list-search" onSubmit={submit}>
      <label htmlFor={id}>{label}</label>
      <div className="list-search-row">
        <input id={id} type="search" value={text} onChange={(event) => setText(event.target.value)} />
        <button type="submit" className="button">
          {t('list.search')}
        </button>
      </div>
    </form>
  );
}

/** A filter of a list: one choice, or all. */
export function FilterSelect<F extends string, S extends string>({
  list,
  name,
  label,
  options,
}: {
  list: ListControl<F, S>;
  name: F;
  label: string;
  options: readonly { value: string; label: string }[];
}) {
  const { t } = useI18n();
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={list.state.filters[name] ?? ''}
        onChange={(event) =>
          list.change({ filters: { [name]: event.target.value } as Partial<Record<F, string>> })
        }
      >
        <option value="">{t('list.all')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A filter of a list by a day (from, to). */
export function FilterDate<F extends string, S extends string>({
  list,
  name,
  label,
}: {
  list: ListControl<F, S>;
  name: F;
  label: string;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="date"
        value={list.state.filters[name] ?? ''}
        onChange={(event) =>
          list.change({ filters: { [name]: event.target.value } as Partial<Record<F, string>> })
        }
      />
    </div>
  );
}
