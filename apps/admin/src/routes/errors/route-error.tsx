import { useRouteError } from 'react-router';
import { useI18n } from '../../i18n/i18n.tsx';
import { ErrorState } from '../../ui/states.tsx';

/**
 * A screen that failed to draw or to load. The usual cause after an update is a screen's code from the previous
 * build that is gone from the server: reloading fetches the new one.
 */
export function RouteError() {
  const { t } = useI18n();
  const error = useRouteError();
  return (
    <>
      <h1>{t('error.screen.title')}</h1>
      <ErrorState error={error} onRetry={() => window.location.reload()} />
    </>
  );
}
