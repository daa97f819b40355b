import { type ReactNode, useId } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { EmptyState, ErrorState, Loading } from '../states.tsx';
import { nextSort } from './list-state.ts';
import { Pagination } from './pagination.tsx';
import type { ListControl } from './use-list-state.ts';

export interface Column<T, S extends string> {
  id: string;
  header: string;
  cell(row: T): ReactNode;
  /** The sort key the header toggles; columns without one are not sortable. */
  sort?: S;
  /** Shown as a row's heading cell (`<th scope="row">`) for screen readers. */
  rowHeader?: boolean;
  /** Short values that read badly broken over lines (times, ids, a button). */
  nowrap?: boolean;
  /** Left out of the row's card on a phone (a thumbnail, a secondary date): the card keeps the key facts. */
  wideOnly?: boolean;
}

export interface DataTableProps<T, F extends string, S extends string> {
  list: ListControl<F, S>;
  caption: string;
  columns: readonly Column<T, S>[];
  rowKey(row: T): string | number;
  /** Undefined while the first answer is on its way. */
  rows: readonly T[] | undefined;
  total: number;
  /** A new answer is on its way while the previous rows are shown. */
  refreshing?: boolean;
  error?: unknown;
  onRetry?: () => void;
  /** A row's expanded part (the audit log's diff), drawn in a row of its own under it. */
  details?: (row: T) => ReactNode;
}

/**
 * The back office's list: a table with sortable headers (aria-sort), search and filters from the URL (the
 * toolbar above it), the count said to screen readers, paging, and its empty, loading and error states. Where the
 * list is narrow (a phone) each row is a card of labelled facts (`.card-table`, each cell's `data-label`).
 */
export function DataTable<T, F extends string, S extends string>(props: DataTableProps<T, F, S>) {
  const { t } = useI18n();
  const captionId = useId();
  const { list, columns, rows } = props;
  const sort = list.state.sort;
  const filtered = list.state.q !== '' || Object.keys(list.state.filters).length > 0;

  const clearButton = (
    <button type="button" className="button" onClick={() => list.change({ q: '', filters: clear(list) })}>
      {t('list.clearFilters')}
    </button>
  );
  if (props.error && !rows)
    return <ErrorState error={props.error} onRetry={props.onRetry} recover={clearButton} />;
  if (!rows) return <Loading />;
  return (
    <>
      <p className="list-count" role="status">
        {t('list.count', { count: props.total })}
      </p>
      {rows.length === 0 ? (
        <EmptyState title={t(filtered ? 'list.noMatches' : 'list.empty')}>
          {filtered && clearButton}
        </EmptyState>
      ) : (
        <div className="table-frame card-table" role="region" aria-labelledby={captionId} tabIndex={0}>
          <table aria-busy={props.refreshing || undefined}>
            <caption id={captionId} className="visually-hidden">
              {props.caption}
            </caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th
                    key={column.id}
                    scope="col"
                    aria-sort={
                      column.sort && sort?.key === column.sort
                        ? sort.direction === 'asc'
                          ? 'ascending'
                          : 'descending'
                        : undefined
                    }
                  >
                    {column.sort ? (
                      <button
                        type="button"
                        className="sort-button"
                        onClick={() => list.change({ sort: nextSort(sort, column.sort!) })}
                      >
                        {column.header}
                        <span className="sort-mark" aria-hidden="true">
                          {sort?.key === column.sort ? (sort.direction === 'asc' ? '▲' : '▼') : '↕'}
                        </span>
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <Row key={props.rowKey(row)} row={row} columns={columns} details={props.details} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination list={list} total={props.total} />
    </>
  );
}

function Row<T, S extends string>({
  row,
  columns,
  details,
}: {
  row: T;
  columns: readonly Column<T, S>[];
  details?: ((row: T) => ReactNode) | undefined;
}) {
  const extra = details?.(row);
  return (
    <>
      <tr>
        {columns.map((column) =>
          column.rowHeader ? (
            <th key={column.id} scope="row" className={cellClass(column)}>
              {column.cell(row)}
            </th>
          ) : (
            <td key={column.id} className={cellClass(column)} data-label={column.header}>
              {column.cell(row)}
            </td>
          ),
        )}
      </tr>
      {extra && (
        <tr className="row-details">
          <td colSpan={columns.length}>{extra}</td>
        </tr>
      )}
    </>
  );
}

function cellClass<T, S extends string>(column: Column<T, S>): string | undefined {
  return (
    [column.nowrap ? 'nowrap' : '', column.wideOnly ? 'wide-only' : ''].filter(Boolean).join(' ') || undefined
  );
}

/** Every filter of the list, emptied. */
function clear<F extends string, S extends string>(list: ListControl<F, S>): Partial<Record<F, string>> {
  return Object.fromEntries(list.spec.filters.map((name) => [name, ''])) as Partial<Record<F, string>>;
}
