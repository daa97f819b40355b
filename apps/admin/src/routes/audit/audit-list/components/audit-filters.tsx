import { useStaffList } from '../../../../hooks/api/staff.ts';
import { useI18n } from '../../../../i18n/i18n.tsx';
import { FilterDate, FilterSelect } from '../../../../ui/data-list/list-toolbar.tsx';
import type { ListControl } from '../../../../ui/data-list/use-list-state.ts';
import { AUDIT_ENTITY_TYPES, type AuditFilter, useEntityName } from '../audit-list-spec.ts';

/** Filters of the audit log: what kind of thing changed, who changed it, and between which days. */
export function AuditFilters({ list }: { list: ListControl<AuditFilter, never> }) {
  const { t } = useI18n();
  const staff = useStaffList();
  const entityName = useEntityName();
  return (
    <div className="list-toolbar">
      <div className="list-filters">
        <FilterSelect
          list={list}
          name="entity_type"
          label={t('audit.entity')}
          options={AUDIT_ENTITY_TYPES.map((type) => ({ value: type, label: entityName(type) }))}
        />
        <FilterSelect
          list={list}
          name="staff"
          label={t('audit.staff')}
          options={(staff.data ?? []).map((member) => ({
            value: member.email,
            label: `${member.name} (${member.email})`,
          }))}
        />
        <FilterDate list={list} name="from" label={t('audit.from')} />
        <FilterDate list={list} name="to" label={t('audit.to')} />
      </div>
      {list.state.filters.entity_id && (
        <p className="list-scope">
          {t('audit.onlyEntity', { id: list.state.filters.entity_id })}{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => list.change({ filters: { entity_id: '' } })}
          >
            {t('audit.allEntities')}
          </button>
        </p>
      )}
    </div>
  );
}
