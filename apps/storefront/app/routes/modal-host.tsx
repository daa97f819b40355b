import { Suspense, useEffect, useRef, useSyncExternalStore } from 'react';
import { getSession } from '~/features/account/session-store.ts';
import { useI18n } from '~/i18n/i18n.tsx';
import { lazyPart } from '~/lib/lazy-part.ts';
import { closeModal, getModal, subscribeModals } from '~/lib/modals.ts';
import { CloseIcon } from '~/ui/icons.tsx';
import styles from './modal-host.module.css';

// Each modal's code loads when it is first opened.
const AuthModal = lazyPart(() => import('~/features/account/auth-modal.tsx'));
const NewsletterModal = lazyPart(() => import('~/features/newsletter/newsletter-modal.tsx'));
const ReviewModal = lazyPart(() => import('~/features/reviews/review-modal.tsx'));
const LanguageModal = lazyPart(() => import('~/features/layout/language-modal.tsx'));
const TermsModal = lazyPart(() => import('~/features/cms/terms-modal.tsx'));
const NotImplementedModal = lazyPart(() => import('~/features/layout/not-implemented-modal.tsx'));
const OrderConfirmationModal = lazyPart(() => import('~/features/checkout/order-confirmation-modal.tsx'));

/** After a login in a modal the cart follows the customer (as on the login page) and the shopper stays on the page. */
async function loggedIn(): Promise<void> {
  await (await import('~/routes/account-cart.ts')).afterLogin();
  closeModal();
}

/** Opens the dialog once its content has loaded, with the focus in its first field (else its first control). */
function ShowWhenReady({ dialog }: { dialog: React.RefObject<HTMLDialogElement | null> }) {
  useEffect(() => {
    if (!dialog.current || dialog.current.open) return;
    dialog.current.showModal();
    dialog.current.querySelector<HTMLElement>('input, textarea')?.focus();
  });
  return null;
}

/**
 * SPEC §2 modals (authentication, sign-up, newsletter, review, language, terms, feature not implemented, order
 * confirmation) in one native modal <dialog>: it makes the rest of
 * the page inert (focus stays inside) and gives focus back to the opener when it closes; Esc, the close button and
 * the backdrop close it. Root renders this host (loaded lazily) once the first modal was opened. It composes the
 * features (like account-cart.ts), so it lives with the routes.
 */
export default function ModalHost() {
  const { t } = useI18n();
  const modal = useSyncExternalStore(subscribeModals, getModal, () => null);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    if (!modal && dialog.current?.open) dialog.current.close();
  }, [modal]);

  const props = modal?.props ?? {};
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby="modal-title"
      data-current={modal?.name}
      onClose={() => getModal() && closeModal()}
      onClick={(event) => event.target === event.currentTarget && event.currentTarget.close()}
    >
      {modal && (
        <div key={modal.name}>
          <Suspense fallback={null}>
            {modal.name === 'auth' && <AuthModal view={props['view'] as never} onLoggedIn={loggedIn} />}
            {modal.name === 'signup' && <AuthModal expired onLoggedIn={loggedIn} />}
            {modal.name === 'newsletter' && <NewsletterModal />}
            {modal.name === 'language' && <LanguageModal />}
            {modal.name === 'terms' && <TermsModal />}
            {modal.name === 'not-implemented' && <NotImplementedModal />}
            {modal.name === 'order-confirmation' && <OrderConfirmationModal />}
            {modal.name === 'review' && (
              <ReviewModal
                sku={String(props['sku'])}
                productName={String(props['productName'] ?? '')}
                nickname={getSession().current?.firstname ?? ''}
              />
            )}
            <ShowWhenReady dialog={dialog} />
          </Suspense>
          <form method="dialog">
            <button className={styles.close} aria-label={t('modals.close')}>
              <CloseIcon />
            </button>
          </form>
        </div>
      )}
    </dialog>
  );
}
