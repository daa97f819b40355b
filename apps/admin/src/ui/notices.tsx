import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useI18n } from '../i18n/i18n.tsx';
import { afterNavigation, lifetimeOf, type Notice, type Tone } from './notice-list.ts';

const NoticeContext = createContext<(text: string, tone?: Tone) => void>(() => {});

/**
 * Notices in one live region (polite: a screen reader finishes what it is saying first); a success goes by itself, an
 * error when closed, and neither stays when the owner goes to another page (notice-list.ts). `paths` tells of each
 * page the owner arrives at (the router's location).
 */
export function NoticeProvider({
  children,
  paths,
}: {
  children: ReactNode;
  paths?: (listener: (pathname: string) => void) => () => void;
}) {
  const { t } = useI18n();
  const [notices, setNotices] = useState<Notice[]>([]);
  const dismiss = useCallback((id: number) => setNotices((list) => list.filter((n) => n.id !== id)), []);
  const notify = useCallback(
    (text: string, tone: Tone = 'success') => {
      const raisedAt = Date.now();
      const id = raisedAt + Math.random();
      setNotices((list) => [...list, { id, tone, text, raisedAt }]);
      const lifetime = lifetimeOf(tone);
      if (lifetime !== null) setTimeout(() => dismiss(id), lifetime);
    },
    [dismiss],
  );
  useEffect(() => {
    if (!paths) return;
    let last: string | null = null;
    return paths((pathname) => {
      if (last !== null && pathname !== last) setNotices((list) => afterNavigation(list, Date.now()));
      last = pathname;
    });
  }, [paths]);
  const value = useMemo(() => notify, [notify]);
  return (
    <NoticeContext value={value}>
      {children}
      <div className="notices" role="status" aria-live="polite">
        {notices.map((notice) => (
          <div key={notice.id} className={`notice notice-${notice.tone}`}>
            <p>{notice.text}</p>
            <button
              type="button"
              className="notice-close"
              aria-label={t('action.dismiss')}
              onClick={() => dismiss(notice.id)}
            >
              ×
            </button>
          </div>
        ))}
      </div>
    </NoticeContext>
  );
}

export function useNotify() {
  return useContext(NoticeContext);
}
