import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { useI18n } from '~/i18n/i18n.tsx';
import { leavePage, removeNotification, useNotifications } from '~/lib/notifications.ts';
import { useNoticePlace } from './notice-placement.ts';
import styles from './notifications.module.css';

/**
 * The notification stack (SPEC §4): errors are announced assertively, the rest politely. Notices stay with the page
 * they are about and move away from the field the shopper is filling in.
 */
export default function Notifications() {
  const { t } = useI18n();
  const list = useNotifications();
  const { pathname } = useLocation();
  const page = useRef(pathname);
  useEffect(() => {
    if (page.current === pathname) return;
    page.current = pathname;
    leavePage();
  }, [pathname]);
  const stack = useRef<HTMLDivElement>(null);
  useNoticePlace(stack, list.length);
  return (
    <div ref={stack} className={styles.stack} aria-live="polite">
      {list.map((n) => (
        <div
          key={n.id}
          className={`${styles.note} ${styles[n.type]}`}
          role={n.type === 'error' ? 'alert' : 'status'}
        >
          <p>{n.text ?? t(n.message, n.params)}</p>
          <div className={styles.actions}>
            {n.action2 && (
              <Link to={n.action2.href} className={styles.action} onClick={() => removeNotification(n.id)}>
                {t(n.action2.label)}
              </Link>
            )}
            <button
              type="button"
              className={styles.action}
              onClick={() => {
                removeNotification(n.id);
                n.action1?.run?.();
              }}
            >
              {t(n.action1?.label ?? 'common.ok')}
            </button>
          </div>
        </div>
      ))}
    </div>
  );
}
