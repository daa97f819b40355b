import type { KeyboardEvent, RefObject } from 'react';
import { useI18n } from '~/i18n/i18n.tsx';
import { CloseIcon } from '~/ui/icons.tsx';
import type { TermState } from './search-query.ts';
import { SearchResults } from './search-results.tsx';
import type { SearchAnswer } from './use-search-results.ts';
import styles from './search-panel.module.css';

/**
 * The panel under the header: an overlay over the page and a non-modal dialog that says what the typed term
 * amounts to (too short, searching, failed, offline) or shows the results.
 */
export function SearchPanelView({
  id,
  panel,
  state,
  term,
  answer,
  pending,
  searchPath,
  onClose,
  onOverlayClick,
  onKeyDown,
}: {
  id: string;
  panel: RefObject<HTMLDivElement | null>;
  state: TermState;
  term: string;
  answer: SearchAnswer | null;
  pending: boolean;
  searchPath: string;
  onClose: () => void;
  onOverlayClick: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
}) {
  const { t } = useI18n();
  const result = answer && 'result' in answer ? answer.result : null;
  const offline = answer && 'result' in answer ? Boolean(answer.offline) : false;

  return (
    <div
      className={styles.slot}
      hidden={state === 'empty'}
      data-search-open={state === 'empty' ? undefined : ''}
    >
      {/* The overlay (SPEC §2: opening the search panel turns it on), over the page below the header. */}
      <div className={styles.overlay} aria-hidden="true" onClick={onOverlayClick} />
      <div
        id={id}
        ref={panel}
        role="dialog"
        aria-label={t('search.title')}
        className={styles.panel}
        onKeyDown={onKeyDown}
      >
        <div className={`container ${styles.inner}`}>
          <button type="button" className={styles.close} onClick={onClose}>
            <CloseIcon />
            <span className="visually-hidden">{t('search.close')}</span>
          </button>
          {state === 'too-short' ? (
            <p className={styles.message} role="status">
              {t('search.minLength')}
            </p>
          ) : answer && 'error' in answer && !pending ? (
            <p className={styles.message} role="alert">
              {t('search.failed')}
            </p>
          ) : !result ? (
            <p className={styles.message} role="status">
              {t('search.searching')}
            </p>
          ) : offline && result.items.length === 0 ? (
            <p className={styles.message} role="status">
              {t('search.offlineEmpty')}
            </p>
          ) : (
            <>
              {offline && (
                <p className={styles.message} role="status">
                  {t('search.offlineCached')}
                </p>
              )}
              <SearchResults
                result={result}
                term={answer?.term ?? term}
                pending={pending}
                searchPath={searchPath}
              />
            </>
          )}
        </div>
      </div>
    </div>
  );
}
