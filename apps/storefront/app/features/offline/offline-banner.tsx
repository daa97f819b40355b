import { useI18n } from '~/i18n/i18n.tsx';
import { useOffline } from '~/lib/connectivity.ts';
import styles from './offline-banner.module.css';

/** The visible offline indicator: what still works while the connection is gone. */
export function OfflineBanner() {
  const { t } = useI18n();
  const offline = useOffline();
  if (!offline) return null;
  return (
    <div className={styles.banner} role="status">
      {t('offline.banner')}
    </div>
  );
}
