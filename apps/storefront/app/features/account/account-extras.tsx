import { isApiError, type LoyaltyDto, type NewsletterStatus, type OwnReviewDto } from '@hemma/api-client';
import { formatDateTime, formatSek } from '@hemma/commerce';
import { useEffect, useEffectEvent, useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '~/i18n/i18n.tsx';
import {
  loyalty,
  newsletterStatus,
  ownReviews,
  subscribeNewsletter,
  unsubscribeNewsletter,
} from './account-extras-api.ts';
import { failureText } from './form-support.ts';
import { readRecentlyViewed, type RecentlyViewed } from './recently-viewed-store.ts';
import styles from './account.module.css';

/** Runs a load once (again when `key` changes) and keeps its result or the failure text. */
function useLoad<T>(load: () => Promise<T>, key: string): { data: T | null; failure: string | null } {
  const { t } = useI18n();
  const [state, setState] = useState<{ data: T | null; failure: string | null }>({
    data: null,
    failure: null,
  });
  // Callers pass a new closure each render; `key` says when its answer changes.
  const run = useEffectEvent(load);
  useEffect(() => {
    let live = true;
    run()
      .then((data) => live && setState({ data, failure: null }))
      .catch((error: unknown) => live && setState({ data: null, failure: failureText(t, error) }));
    return () => {
      live = false;
    };
  }, [key, t]);
  return state;
}

function Failure({ text }: { text: string }) {
  return (
    <p className={styles.error} role="alert">
      {text}
    </p>
  );
}

/** Decision 0016: the points balance and what earned them, under the loyalty card. */
export function LoyaltyPoints() {
  const { t } = useI18n();
  const { data, failure } = useLoad<LoyaltyDto>(loyalty, 'loyalty');
  if (failure) return <Failure text={failure} />;
  if (!data) return <p className={styles.muted}>{t('account.loading')}</p>;
  return (
    <div className={styles.points}>
      <p>
        {t('account.pointsBalance')}{' '}
        <strong data-testid="loyalty-points">
          {t('account.points', { points: String(data.points_balance) })}
        </strong>
      </p>
      <p className={styles.muted}>{t('account.pointsRule')}</p>
      {data.history.length > 0 && (
        <ul className={styles.plainList}>
          {data.history.map((h, i) => (
            <li key={`${h.increment_id ?? ''}-${i}`}>
              {formatDateTime(new Date(h.created_at))} ·{' '}
              {t(h.reason === 'reversal' ? 'account.pointsReversed' : 'account.pointsForOrder', {
                order: h.increment_id ?? '',
              })}
              : <strong>{h.points > 0 ? `+${h.points}` : h.points}</strong>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * SPEC §2 newsletter: sign the profile's e-mail up or off. Signing up waits for the link mailed to the address (double
 * opt-in), so the box shows 'pending' until then; the code comes by mail, never here.
 */
export function NewsletterToggle({ email }: { email: string }) {
  const { t } = useI18n();
  const { data, failure } = useLoad(() => newsletterStatus(email), email);
  const [status, setStatus] = useState<NewsletterStatus | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const current = status ?? data;
  if (failure) return <Failure text={failure} />;
  if (current === null) return <p className={styles.muted}>{t('account.loading')}</p>;
  const on = current !== 'not-subscribed';

  // The box follows the click at once; a failed call puts it back and says why.
  async function toggle() {
    const was = current;
    setStatus(on ? 'not-subscribed' : 'pending');
    setBusy(true);
    setError(null);
    try {
      if (on) await unsubscribeNewsletter(email);
      else await subscribeNewsletter(email);
    } catch (e) {
      setStatus(was);
      setError(isApiError(e) && e.status === 429 ? t('newsletterOptIn.throttled') : failureText(t, e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.form}>
      <label className={styles.check}>
        <input type="checkbox" checked={on} disabled={busy} onChange={() => void toggle()} />
        {t('account.newsletterLabel', { email })}
      </label>
      <p className={styles.muted} role="status">
        {current === 'subscribed'
          ? t('account.newsletterOn')
          : current === 'pending'
            ? t('account.newsletterPending', { email })
            : t('account.newsletterOff')}
      </p>
      {error && <Failure text={error} />}
    </div>
  );
}

/** The customer's own reviews, pending and published. */
export function MyReviews() {
  const { t } = useI18n();
  const { data, failure } = useLoad(ownReviews, 'reviews');
  if (failure) return <Failure text={failure} />;
  if (!data) return <p className={styles.muted}>{t('account.loading')}</p>;
  if (data.items.length === 0) return <p className={styles.muted}>{t('account.noReviews')}</p>;
  return (
    <ul className={styles.plainList}>
      {data.items.map((r: OwnReviewDto) => (
        <li key={r.id} className={styles.review}>
          <strong>{r.name ?? r.sku ?? ''}</strong> — {'★'.repeat(r.rating)}
          {'☆'.repeat(5 - r.rating)} <span className={styles.badge}>{t(STATUS[r.status])}</span>
          <div>{r.title}</div>
          <div className={styles.muted}>{formatDateTime(new Date(r.created_at))}</div>
        </li>
      ))}
    </ul>
  );
}

const STATUS = {
  pending: 'account.reviewPending',
  approved: 'account.reviewApproved',
  rejected: 'account.reviewRejected',
} as const;

/** Products seen in this browser, newest first (features/account/recently-viewed.ts). */
export function RecentlyViewedList() {
  const { t, locale } = useI18n();
  // My Account renders in the browser only (the session is in local storage), so storage can be read at once.
  const [items] = useState<RecentlyViewed[]>(readRecentlyViewed);
  if (items.length === 0) return <p className={styles.muted}>{t('account.noRecentlyViewed')}</p>;
  return (
    <ul className={styles.recent} data-testid="recently-viewed">
      {items.map((item) => (
        <li key={item.sku}>
          <Link to={item.url}>
            {item.image && <img src={item.image} alt="" width={96} height={96} loading="lazy" />}
            <span>{item.name}</span>
          </Link>
          <span className={styles.muted}>{formatSek(item.price, locale, item.currency ?? 'SEK')}</span>
        </li>
      ))}
    </ul>
  );
}
