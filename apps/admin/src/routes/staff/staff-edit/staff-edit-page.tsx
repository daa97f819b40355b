import { Link, useParams } from 'react-router';
import { useStaffMember } from '../../../hooks/api/staff.ts';
import { useI18n } from '../../../i18n/i18n.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { EmptyState, QueryView } from '../../../ui/states.tsx';
import { StaffDetailsForm } from './staff-details-form.tsx';
import { StaffPasswordForm } from './staff-password-form.tsx';

/** One staff user: name, role and whether they may log in; a new password; their history in the audit log. */
export default function StaffEditPage() {
  const { t } = useI18n();
  const id = Number(useParams().id);
  const member = useStaffMember(id);
  return (
    <QueryView query={member}>
      {(staff) =>
        staff ? (
          <>
            <PageHeader
              title={staff.name}
              description={staff.email}
              actions={
                <Link to={`/audit?entity_type=staff&entity_id=${staff.id}`} className="button">
                  {t('staff.history')}
                </Link>
              }
            />
            <StaffDetailsForm staff={staff} />
            <StaffPasswordForm staff={staff} />
          </>
        ) : (
          <>
            <PageHeader title={t('error.notFound.title')} />
            <EmptyState title={t('staff.notFound')}>
              <Link to="/staff" className="button">
                {t('staff.backToList')}
              </Link>
            </EmptyState>
          </>
        )
      }
    </QueryView>
  );
}
