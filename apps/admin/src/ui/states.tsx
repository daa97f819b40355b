import type { ReactNode } from 'react';
import { isApiError } from '@hemma/api-client/admin';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useI18n } from '../i18n/i18n.tsx';

export function Loading({ label }: { label?: string }) {
  const { t } = useI18n();
  return (
    <p className="state state-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      {label ?? t('state.loading')}
    </p>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="state state-empty">
      <p className="state-title">{title}</p>
      {children}
    </div>
  );
}

/** The 403 answer of the API (or of the app, for a role outside the screen's area), said plainly. */
export function Forbidden({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const { t } = useI18n();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="state state-forbidden" aria-labelledby="forbidden-title">
      <Heading id="forbidden-title">{t('error.forbidden.title')}</Heading>
      <p>{t('error.forbidden.text')}</p>
      <Link to="/" className="button">
        {t('error.toDashboard')}
      </Link>
    </section>
  );
}

/**
 * What went wrong with a read: no access, nothing there, a question the API refused (a filter it cannot use: its
 * reason, and `recover` to start over), or a failure worth trying again.
 */
export function ErrorState({
  error,
  onRetry,
  recover,
}: {
  error: unknown;
  onRetry?: (() => void) | undefined;
  recover?: ReactNode;
}) {
  const { t } = useI18n();
  if (isApiError(error) && error.status === 403) return <Forbidden />;
  if (isApiError(error) && error.status === 400)
    return (
      <div className="state state-error" role="alert">
        <p className="state-title">{t('error.badRequest.title')}</p>
        <p>{error.message}</p>
        {recover}
      </div>
    );
  const notFound = isApiError(error) && error.status === 404;
  return (
    <div className="state state-error" role="alert">
      <p className="state-title">{t(notFound ? 'error.notFound.title' : 'error.load.title')}</p>
      <p>{t(notFound ? 'error.notFound.text' : 'error.load.text')}</p>
      {!notFound && onRetry && (
        <button type="button" className="button" onClick={onRetry}>
          {t('action.retry')}
        </button>
      )}
    </div>
  );
}

/** Loading and error states of a query, and its data to the children once there. */
export function QueryView<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Loading />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}
