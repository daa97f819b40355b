import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { NOTIFICATION_TTL_MS } from '@hemma/commerce';
import { useI18n } from '../i18n/i18n.tsx';

type Tone = 'success' | 'error';
interface Notice {
  id: number;
  tone: Tone;
  text: string;
}

const NoticeContext = createContext<(text: string, tone?: Tone) => void>(() => {});

/** Notices in one live region (polite: a screen reader finishes what it is saying first); each goes by itself. */
export function NoticeProvider({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const [notices, setNotices] = useState<Notice[]>([]);
  const dismiss = useCallback((id: number) => setNotices((list) => list.filter((n) => n.id !== id)), []);
  const notify = useCallback(
    (text: string, tone: Tone = 'success') => {
      const id = Date.now() + Math.random();
      setNotices((list) => [...list, { id, tone, text }]);
      // Errors stay until dismissed: they may need reading twice.
      if (tone === 'success') setTimeout(() => dismiss(id), NOTIFICATION_TTL_MS);
    },
    [dismiss],
  );
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
