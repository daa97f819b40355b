import { useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '~/i18n/i18n.tsx';
import { CLAIMS_KEY, CONSENT_CLAIM, type Claim } from '~/lib/consent.ts';
import { useLocalizedPath } from '~/lib/store-view.ts';
import styles from './consent-banner.module.css';

const GRANTED = {
  ad_storage: 'granted',
  ad_user_data: 'granted',
  ad_personalization: 'granted',
  analytics_storage: 'granted',
};

/** Stores the choice as the SPEC's claim and tells the tag manager (Consent Mode v2 update) and the shop's analytics. */
export function saveConsent(value: boolean, description: string): void {
  let claims: Record<string, Claim> = {};
  try {
    claims = JSON.parse(localStorage.getItem(CLAIMS_KEY) ?? '{}') as Record<string, Claim>;
  } catch {
    // A broken value is replaced.
  }
  claims[CONSENT_CLAIM] = { code: CONSENT_CLAIM, created_at: new Date().toISOString(), value, description };
  localStorage.setItem(CLAIMS_KEY, JSON.stringify(claims));
  if (value) {
    window.dataLayer ??= [];
    // gtag's form: the arguments object of a call, as Consent Mode reads it.
    (function gtag(..._args: unknown[]) {
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer!.push(arguments);
    })('consent', 'update', GRANTED);
  }
  window.dispatchEvent(new CustomEvent('hemma:consent', { detail: value }));
}

/** The cookie banner (loaded only while the shopper has not chosen): accept or refuse analytics cookies. */
export default function ConsentBanner() {
  const { t } = useI18n();
  const localized = useLocalizedPath();
  const [open, setOpen] = useState(true);
  const banner = useRef<HTMLElement>(null);
  // Notices sit above the banner, not over its buttons: its height is the stack's offset (notifications.module.css).
  useLayoutEffect(() => {
    const element = banner.current;
    if (!open || !element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty('--consent-banner-height', `${element.getBoundingClientRect().height}px`),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--consent-banner-height');
    };
  }, [open]);
  if (!open) return null;
  const choose = (value: boolean) => {
    saveConsent(value, t('consent.text'));
    setOpen(false);
  };
  return (
    <section ref={banner} className={styles.banner} aria-labelledby="consent-title" role="region">
      <h2 id="consent-title">{t('consent.title')}</h2>
      <p>
        {t('consent.text')} <Link to={localized('/privacy')}>{t('consent.readMore')}</Link>
      </p>
      <div className={styles.actions}>
        <button type="button" className="button" onClick={() => choose(true)}>
          {t('consent.accept')}
        </button>
        <button type="button" className="button button-secondary" onClick={() => choose(false)}>
          {t('consent.reject')}
        </button>
      </div>
    </section>
  );
}
