import { useState } from 'react';
import type { AuditEntryDto } from '@hemma/contract';
import { useAuditLog } from '../../../hooks/api/audit.ts';
import { useI18n } from '../../../i18n/i18n.tsx';
import { type Column, DataTable } from '../../../ui/data-list/data-table.tsx';
import { useListState } from '../../../ui/data-list/use-list-state.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { AUDIT_LIST, useActionName, useEntityName } from './audit-list-spec.ts';
import { AuditDiff } from './components/audit-diff.tsx';
import { AuditFilters } from './components/audit-filters.tsx';

/** Every change made through the back office: who, when, what, and before → after on request. */
export default function AuditListPage() {
  const { t, dateTime } = useI18n();
  const entityName = useEntityName();
  const actionName = useActionName();
  const list = useListState(AUDIT_LIST);
  const { filters, page } = list.state;
  const log = useAuditLog({ ...filters, page, pageSize: AUDIT_LIST.pageSize });
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const columns: Column<AuditEntryDto, never>[] = [
    {
      id: 'time',
      header: t('audit.time'),
      rowHeader: true,
      nowrap: true,
      cell: (row) => dateTime(row.created_at),
    },
    { id: 'staff', header: t('audit.staff'), cell: (row) => row.staff_email },
    {
      id: 'entity',
      header: t('audit.entity'),
      nowrap: true,
      cell: (row) => `${entityName(row.entity_type)} #${row.entity_id}`,
    },
    {
      id: 'summary',
      header: t('audit.summary'),
      cell: (row) => (
        <>
          {actionName(row.action) && <strong className="cell-title">{actionName(row.action)}</strong>}
          <span className="cell-detail">{row.summary}</span>
        </>
      ),
    },
    {
      id: 'diff',
      header: t('audit.changes'),
      nowrap: true,
      cell: (row) => (
        <button
          type="button"
          className="link-button"
          aria-expanded={open.has(row.id)}
          aria-controls={open.has(row.id) ? `audit-diff-${row.id}` : undefined}
          onClick={() => toggle(row.id)}
        >
          {t(open.has(row.id) ? 'audit.hideChanges' : 'audit.showChanges')}
        </button>
      ),
    },
  ];
  return (
    <>
      <PageHeader title={t('audit.title')} description={t('audit.description')} />
      <AuditFilters list={list} />
      <DataTable
        list={list}
        caption={t('audit.title')}
        columns={columns}
        rowKey={(row) => row.id}
        rows={log.data?.items}
        total={log.data?.total ?? 0}
        refreshing={log.isPlaceholderData}
        error={log.error}
        onRetry={() => void log.refetch()}
        details={(row) =>
          open.has(row.id) && (
            <div id={`audit-diff-${row.id}`}>
              <AuditDiff entry={row} />
            </div>
          )
        }
      />
    </>
  );
}
