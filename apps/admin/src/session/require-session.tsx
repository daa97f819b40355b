import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../hooks/api/session.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { ErrorState, Loading } from '../ui/states.tsx';
import { loginPathFor } from './intended-path.ts';
import { StaffContext } from './staff-context.tsx';

/**
 * The screens behind the login: without a session (401 at start, or later when it ends) the login page opens,
 * and comes back here afterwards.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <Loading label={t('session.checking')} />;
  if (session.isError)
    return (
      <main className="centered">
        <ErrorState error={session.error} onRetry={() => void session.refetch()} />
      </main>
    );
  if (!session.data) return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;
  return <StaffContext value={session.data.staff}>{children}</StaffContext>;
}
