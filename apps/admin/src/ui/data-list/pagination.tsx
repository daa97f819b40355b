import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { pageCount } from './list-state.ts';
import type { ListControl } from './use-list-state.ts';

/** Previous / next as links (each page has its address), and where we are. */
export function Pagination<F extends string, S extends string>({
  list,
  total,
}: {
  list: ListControl<F, S>;
  total: number;
}) {
  const { t } = useI18n();
  const pages = pageCount(total, list.spec.pageSize);
  const page = list.state.page;
  if (pages <= 1 && page === 1) return null;
  const step = (to: number, label: string, enabled: boolean) =>
    enabled ? (
      <Link className="button" to={list.hrefOf({ page: to })}>
        {label}
      </Link>
    ) : (
      <span className="button" aria-disabled="true">
        {label}
      </span>
    );
  return (
    <nav className="pagination" aria-label={t('list.pages')}>
      {step(page - 1, t('list.previous'), page > 1)}
      <span className="pagination-status">{t('list.pageOf', { page, pages })}</span>
      {step(page + 1, t('list.next'), page < pages)}
    </nav>
  );
}
