import type { ApiKeyCreatedDto, ApiKeyDto } from '@hemma/contract';
import { useState } from 'react';
import { useApiKeys, useRevokeApiKey } from '../../hooks/api/api-keys.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import { useConfirm } from '../../ui/confirm.tsx';
import { type Column, DataTable } from '../../ui/data-list/data-table.tsx';
import { type ListSpec, localPage } from '../../ui/data-list/list-state.ts';
import { useListState } from '../../ui/data-list/use-list-state.ts';
import { useNotify } from '../../ui/notices.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { ApiKeyForm } from './api-key-form.tsx';
import { NewKeyPanel } from './new-key-panel.tsx';

type Sort = 'name' | 'created' | 'used';

const SPEC: ListSpec<never, Sort> = {
  filters: [],
  filterValues: {},
  sorts: ['name', 'created', 'used'],
  defaultSort: { key: 'created', direction: 'desc' },
  pageSize: 50,
};

const RULES = {
  searchText: (key: ApiKeyDto) => `${key.name} ${key.prefix}`,
  matches: {},
  sortValue: {
    name: (key: ApiKeyDto) => key.name,
    created: (key: ApiKeyDto) => key.created_at,
    used: (key: ApiKeyDto) => key.last_used_at ?? '',
  },
};

/**
 * The owner's API keys (Inställningar → API-nycklar, decision 0051): the live keys with their scopes and last use,
 * a form that makes one and shows the key once, and revoking with a confirmation.
 */
export default function ApiKeysPage() {
  const { t, dateTime } = useI18n();
  const notify = useNotify();
  const confirm = useConfirm();
  const list = useListState(SPEC);
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [created, setCreated] = useState<ApiKeyCreatedDto | null>(null);
  const page = keys.data ? localPage(keys.data, list.state, SPEC.pageSize, RULES) : undefined;

  const revokeKey = async (key: ApiKeyDto) => {
    const ok = await confirm({
      title: t('apiKeys.confirmRevoke.title'),
      text: t('apiKeys.confirmRevoke.text', { name: key.name }),
      confirmLabel: t('apiKeys.confirmRevoke.action'),
      danger: true,
    });
    if (!ok) return;
    try {
      await revoke.mutateAsync(key.id);
      notify(t('apiKeys.revoked', { name: key.name }));
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), 'error');
    }
  };

  const columns: Column<ApiKeyDto, Sort>[] = [
    { id: 'name', header: t('field.name'), sort: 'name', rowHeader: true, cell: (row) => row.name },
    {
      id: 'prefix',
      header: t('apiKeys.prefix'),
      cell: (row) => <code className="api-key-prefix">{row.prefix}…</code>,
    },
    {
      id: 'scopes',
      header: t('apiKeys.scopes'),
      cell: (row) => (
        <ul className="scope-list">
          {row.scopes.map((scope) => (
            <li key={scope}>{t(`apiKeys.scope.${scope}`)}</li>
          ))}
        </ul>
      ),
    },
    {
      id: 'created',
      header: t('field.created'),
      sort: 'created',
      nowrap: true,
      cell: (row) => dateTime(row.created_at),
    },
    {
      id: 'used',
      header: t('apiKeys.lastUsed'),
      sort: 'used',
      nowrap: true,
      cell: (row) => (row.last_used_at ? dateTime(row.last_used_at) : t('apiKeys.never')),
    },
    {
      id: 'actions',
      header: t('apiKeys.actions'),
      nowrap: true,
      cell: (row) => (
        <button
          type="button"
          className="button button-danger"
          aria-label={t('apiKeys.revoke', { name: row.name })}
          onClick={() => void revokeKey(row)}
        >
          {t('apiKeys.confirmRevoke.action')}
        </button>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t('apiKeys.title')} description={t('apiKeys.description')} />
      {created && <NewKeyPanel created={created} onDone={() => setCreated(null)} />}
      <DataTable
        list={list}
        caption={t('apiKeys.title')}
        columns={columns}
        rowKey={(row) => row.id}
        rows={page?.items}
        total={page?.total ?? 0}
        error={keys.error}
        onRetry={() => void keys.refetch()}
      />
      <div className="api-keys-form">
        <ApiKeyForm onCreated={setCreated} />
      </div>
    </>
  );
}
