import { useI18n } from '~/i18n/i18n.tsx';

/** SPEC §2 "feature not implemented" modal: what a control of the shop that does nothing yet opens. */
export default function NotImplementedModal() {
  const { t } = useI18n();
  return (
    <>
      <h2 id="modal-title">{t('modals.notImplementedTitle')}</h2>
      <p>{t('modals.notImplemented')}</p>
    </>
  );
}
