import { useI18n } from '~/i18n/i18n.tsx';
import { CloseIcon } from '~/ui/icons.tsx';
import styles from './product-view.module.css';

/** The CMS page 'size-guide' in a native modal <dialog>: it traps focus; Esc, the close button and the backdrop close it. */
export function SizeGuideModal({ title, content }: { title: string; content: string }) {
  const { t } = useI18n();
  return (
    <>
      <button
        type="button"
        className={styles.guide}
        aria-haspopup="dialog"
        onClick={() => (document.getElementById('size-guide') as HTMLDialogElement).showModal()}
      >
        {t('page.size-guide')}
      </button>
      <dialog
        id="size-guide"
        className={styles.dialog}
        aria-labelledby="size-guide-title"
        onClick={(event) => event.target === event.currentTarget && event.currentTarget.close()}
      >
        <div>
          <form method="dialog">
            <button className={styles.close} aria-label={t('product.close')}>
              <CloseIcon />
            </button>
          </form>
          <h2 id="size-guide-title">{title}</h2>
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: content }} />
        </div>
      </dialog>
    </>
  );
}
