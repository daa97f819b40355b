import { createContext, type ReactNode, useCallback, useContext, useState } from 'react';
import { useI18n } from '../i18n/i18n.tsx';
import { Dialog } from './dialog.tsx';

export interface ConfirmOptions {
  title: string;
  text: string;
  confirmLabel: string;
  /** A change that cannot simply be undone: the confirm button says so by its colour. */
  danger?: boolean;
}

type Confirm = (options: ConfirmOptions) => Promise<boolean>;
const ConfirmContext = createContext<Confirm>(async () => false);

/** `await confirm({...})` anywhere below: true when the staff user confirms, false on cancel or Escape. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const [pending, setPending] = useState<(ConfirmOptions & { resolve(ok: boolean): void }) | null>(null);
  const confirm = useCallback<Confirm>(
    (options) => new Promise((resolve) => setPending({ ...options, resolve })),
    [],
  );
  const answer = (ok: boolean) => {
    pending?.resolve(ok);
    setPending(null);
  };
  return (
    <ConfirmContext value={confirm}>
      {children}
      <Dialog open={pending !== null} title={pending?.title ?? ''} onClose={() => answer(false)}>
        <p>{pending?.text}</p>
        <div className="dialog-actions">
          {/* The safe choice has the focus first. */}
          <button type="button" className="button" autoFocus onClick={() => answer(false)}>
            {t('action.cancel')}
          </button>
          <button
            type="button"
            className={pending?.danger ? 'button button-danger' : 'button button-primary'}
            onClick={() => answer(true)}
          >
            {pending?.confirmLabel}
          </button>
        </div>
      </Dialog>
    </ConfirmContext>
  );
}

export function useConfirm(): Confirm {
  return useContext(ConfirmContext);
}
