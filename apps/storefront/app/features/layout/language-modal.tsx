import { STORE_VIEWS, localizedPath, unprefixedPath } from '@hemma/commerce';
import { useLocation } from 'react-router';
import { useI18n } from '~/i18n/i18n.tsx';
import { useStoreView } from '~/lib/store-view.ts';
import { CheckIcon } from '~/ui/icons.tsx';
import styles from './language-modal.module.css';

/**
 * SPEC §2 language switcher modal: every store view (language), each a link to the same page in it. The links load
 * the whole page (the store view's language, menu and texts come with it) — in multistore mode the page must
 * reload anyway (decision 0029).
 */
export default function LanguageModal() {
  const { t } = useI18n();
  const current = useStoreView();
  const { pathname, search } = useLocation();
  const page = unprefixedPath(pathname);
  return (
    <>
      <h2 id="modal-title">{t('language.title')}</h2>
      <ul className={styles.list}>
        {STORE_VIEWS.map((store) => {
          const lang = store.defaultLocale.slice(0, 2);
          const active = store.storeCode === current.storeCode;
          return (
            <li key={store.storeCode}>
              <a
                className={styles.choice}
                href={`${localizedPath(page, store)}${search}`}
                lang={lang}
                hrefLang={lang}
                aria-current={active ? 'page' : undefined}
              >
                <span>{store.name}</span>
                {active && (
                  <>
                    <CheckIcon className={styles.check} />
                    <span className="visually-hidden">{t('language.current')}</span>
                  </>
                )}
              </a>
            </li>
          );
        })}
      </ul>
    </>
  );
}
