import type { PaymentMethodDto, ShippingMethodDto } from '@hemma/api-client';
import { isApiError } from '@hemma/api-client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '~/i18n/i18n.tsx';
import { notify } from '~/lib/notifications.ts';
import { useLocalizedPath } from '~/lib/store-view.ts';
import { issueText } from '~/lib/validation-text.ts';
import { Field } from '~/ui/field.tsx';
import { checkoutApi } from '../cart-api.ts';
import { CartTotals } from '../cart-totals.tsx';
import { isVirtualCartState } from '../cart-state.ts';
import { dispatchCart, getCart, useCart } from '../cart-store.ts';
import { syncCart } from '../cart-sync.ts';
import { AddressFields } from './address-fields.tsx';
import { CardPayment } from './card-payment.tsx';
import {
  type CheckoutDetails,
  type CheckoutStep,
  EMPTY_DETAILS,
  isInCheckout,
  type Issues,
  loadDetails,
  loadMethods,
  saveMethods,
  paymentIssues,
  personalIssues,
  saveDetails,
  shippingIssues,
  toAddressDto,
} from './checkout-details.ts';
import { type PlacedOrder, orderRequest, placeOrder } from './place-order.ts';
import { ThankYou } from './thank-you.tsx';
import styles from './checkout.module.css';

type Step = CheckoutStep;
const STEPS: Step[] = ['personal', 'shipping', 'payment', 'review'];

/** SPEC §2 checkout: personal details, shipping, payment, order review, thank-you. */
export function CheckoutView() {
  const { t, price, locale } = useI18n();
  const localized = useLocalizedPath();
  const items = useCart((c) => c.cartItems);
  const loaded = useCart((c) => c.cartIsLoaded);
  const virtual = useCart(isVirtualCartState);
  const [details, setDetails] = useState<CheckoutDetails>(EMPTY_DETAILS);
  const [step, setStep] = useState<Step>('personal');
  const [issues, setIssues] = useState<Issues>({});
  const [shippingMethods, setShippingMethods] = useState<ShippingMethodDto[]>([]);
  const [paymentMethods, setPaymentMethods] = useState<PaymentMethodDto[]>([]);
  const [terms, setTerms] = useState(false);
  const [busy, setBusy] = useState(false);
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  const [orderError, setOrderError] = useState<string | null>(null);
  const orderId = useRef<string | null>(null);
  const [cardSession, setCardSession] = useState<string | null>(null);
  const onCardPaid = useCallback((id: string | null) => setCardSession(id), []);

  useEffect(() => {
    const saved = loadDetails();
    setDetails(saved);
    // Offline the methods cannot be asked for: the last known lists let the shopper finish the order.
    const known = loadMethods();
    setShippingMethods((current) => (current.length ? current : known.shipping));
    setPaymentMethods((current) => (current.length ? current : known.payment));
    // SPEC §4: within 30 minutes of the last change the shopper is still in checkout and resumes where they were.
    if (isInCheckout(saved, Date.now()) && saved.step !== 'review') setStep(saved.step);
    void syncCart()
      .then(async () => {
        const token = getCart().cartServerToken;
        if (!token) return;
        const api = checkoutApi();
        const [shipping, payment] = await Promise.all([
          api.shippingMethods(token, 'SE'),
          api.paymentMethods(token),
        ]);
        setShippingMethods(shipping);
        setPaymentMethods(payment);
        saveMethods({ shipping, payment });
      })
      .catch((error: unknown) => console.warn('Checkout could not reach the cart:', error));
  }, [items.length]);

  const update = (next: Partial<CheckoutDetails>) =>
    setDetails((current) => {
      const merged = { ...current, ...next, modifiedAt: Date.now() };
      saveDetails(merged);
      return merged;
    });

  if (placed) return <ThankYou order={placed} />;
  if (loaded && items.length === 0)
    return (
      <div className={styles.empty}>
        <p role="status">{t('checkout.emptyCart')}</p>
        <Link to={localized('/')} className="button">
          {t('checkout.continueShopping')}
        </Link>
      </div>
    );

  const shippingMethod = details.shipping.shippingMethod || methodKey(shippingMethods.find((m) => m.default));
  const paymentMethod =
    details.payment.paymentMethod ||
    paymentMethods.find((m) => m.default)?.code ||
    paymentMethods[0]?.code ||
    '';
  const steps = STEPS.filter((s) => !(virtual && s === 'shipping'));

  async function next(current: Step) {
    let found: Issues = {};
    if (current === 'personal') found = personalIssues(details.personal);
    if (current === 'shipping') found = shippingIssues({ ...details.shipping, shippingMethod }, virtual);
    if (current === 'payment')
      found = paymentIssues(
        { ...details.payment, paymentMethod },
        details.payment.sameAsShipping && !virtual,
      );
    setIssues(found);
    if (Object.keys(found).length > 0) {
      notify({ type: 'error', message: 'validation.fixErrors' });
      return;
    }
    const token = getCart().cartServerToken;
    try {
      if (current === 'shipping' && token) {
        update({ shipping: { ...details.shipping, shippingMethod } });
        const [carrier, ...method] = shippingMethod.split('_');
        const answer = await checkoutApi().shippingInformation(token, {
          shippingAddress: toAddressDto(details.shipping, details.personal.emailAddress),
          shipping_carrier_code: carrier ?? null,
          shipping_method_code: method.join('_'),
        });
        dispatchCart({ type: 'UPD_TOTALS', totals: answer.totals });
        dispatchCart({ type: 'SHIPPING', shipping: answer.totals.shipping_method });
        setPaymentMethods(answer.payment_methods);
      }
      if (current === 'payment' && token) {
        update({ payment: { ...details.payment, paymentMethod } });
        const totals = await checkoutApi().shippingInformation(token, {
          ...(virtual
            ? {}
            : {
                shipping_carrier_code: shippingMethod.split('_')[0] ?? null,
                shipping_method_code: shippingMethod.split('_').slice(1).join('_'),
              }),
          payment_method_code: paymentMethod,
        });
        dispatchCart({ type: 'UPD_TOTALS', totals: totals.totals });
        dispatchCart({ type: 'UPD_PAYMENT', payment: paymentMethod });
      }
    } catch (error) {
      // Without a connection the step goes on: the order carries every choice and the server checks it on arrival.
      if (isApiError(error)) {
        notify({
          type: 'error',
          message: 'checkout.stepFailed',
          text: isApiError(error) ? error.message : undefined,
        });
        return;
      }
    }
    const reached = steps[steps.indexOf(current) + 1] ?? 'review';
    setStep(reached);
    update({ step: reached });
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!terms) {
      setIssues({ terms: { field: 'terms', code: 'terms' } });
      return;
    }
    setBusy(true);
    setOrderError(null);
    // One id per attempt: a retry after a lost answer is the same order, never a second one.
    orderId.current ??= crypto.randomUUID();
    try {
      const request = orderRequest(
        cardSession,
        orderId.current,
        getCart(),
        {
          ...details,
          shipping: { ...details.shipping, shippingMethod },
          payment: { ...details.payment, paymentMethod },
        },
        locale,
      );
      const order = await placeOrder(request);
      orderId.current = null;
      setPlaced(order);
      window.scrollTo(0, 0);
    } catch (error) {
      if (isApiError(error) && error.status < 500) {
        orderId.current = null;
        setOrderError(error.message);
        void syncCart({ forceClientState: true }).catch(() => {});
      } else setOrderError(t('checkout.orderFailed'));
    } finally {
      setBusy(false);
    }
  }

  const section = (name: Step, title: string, body: React.ReactNode, summary: React.ReactNode) => {
    const index = steps.indexOf(name);
    const state = name === step ? 'open' : index < steps.indexOf(step) ? 'done' : 'todo';
    return (
      <section className={styles.step} aria-labelledby={`step-${name}`} data-state={state}>
        <h2 id={`step-${name}`}>
          <span className={styles.number}>{index + 1}</span> {title}
        </h2>
        {state === 'open' && body}
        {state === 'done' && (
          <div className={styles.summary}>
            {summary}
            <button type="button" className={styles.edit} onClick={() => setStep(name)}>
              {t('checkout.edit')}
            </button>
          </div>
        )}
      </section>
    );
  };

  const issue = (key: string) => (issues[key] ? issueText(t, issues[key]) : null);
  const continueButton = (current: Step) => (
    <button type="button" className="button" onClick={() => void next(current)}>
      {t('checkout.continue')}
    </button>
  );

  return (
    <div className={styles.layout}>
      <div className={styles.steps}>
        {section(
          'personal',
          t('checkout.personalDetails'),
          <div className={styles.body}>
            <div className={styles.grid}>
              {(['firstName', 'lastName'] as const).map((name) => (
                <Field
                  key={name}
                  id={`personal-${name}`}
                  label={t(`checkout.${name}`)}
                  autoComplete={name === 'firstName' ? 'given-name' : 'family-name'}
                  value={details.personal[name]}
                  error={issue(`personal.${name}`)}
                  onChange={(e) => update({ personal: { ...details.personal, [name]: e.target.value } })}
                />
              ))}
              <div className={styles.wide}>
                <Field
                  id="personal-emailAddress"
                  type="email"
                  label={t('checkout.email')}
                  autoComplete="email"
                  hint={t('checkout.emailHint')}
                  value={details.personal.emailAddress}
                  error={issue('personal.emailAddress')}
                  onChange={(e) =>
                    update({ personal: { ...details.personal, emailAddress: e.target.value } })
                  }
                />
              </div>
            </div>
            {continueButton('personal')}
          </div>,
          <p>
            {details.personal.firstName} {details.personal.lastName}, {details.personal.emailAddress}
          </p>,
        )}
        {!virtual &&
          section(
            'shipping',
            t('checkout.shipping'),
            <div className={styles.body}>
              <AddressFields
                prefix="shipping"
                values={details.shipping}
                issues={issues}
                onChange={(shipping) => update({ shipping })}
              />
              <fieldset className={styles.methods}>
                <legend>{t('checkout.shippingMethod')}</legend>
                {shippingMethods.map((m) => (
                  <label key={methodKey(m)} className={styles.method}>
                    <input
                      type="radio"
                      name="shipping-method"
                      checked={shippingMethod === methodKey(m)}
                      onChange={() =>
                        update({ shipping: { ...details.shipping, shippingMethod: methodKey(m) } })
                      }
                    />
                    <span>{m.method_title}</span>
                    <strong>{m.price_incl_tax === 0 ? t('checkout.free') : price(m.price_incl_tax)}</strong>
                  </label>
                ))}
                {issue('shipping.shippingMethod') && (
                  <p className={styles.error}>{issue('shipping.shippingMethod')}</p>
                )}
              </fieldset>
              {continueButton('shipping')}
            </div>,
            <p>
              {details.shipping.streetAddress}, {details.shipping.zipCode} {details.shipping.city} ·{' '}
              {shippingMethods.find((m) => methodKey(m) === shippingMethod)?.method_title}
            </p>,
          )}
        {section(
          'payment',
          t('checkout.payment'),
          <div className={styles.body}>
            {!virtual && (
              <label className={styles.check}>
                <input
                  type="checkbox"
                  checked={details.payment.sameAsShipping}
                  onChange={(e) =>
                    update({ payment: { ...details.payment, sameAsShipping: e.target.checked } })
                  }
                />
                {t('checkout.sameAsShipping')}
              </label>
            )}
            {(virtual || !details.payment.sameAsShipping) && (
              <AddressFields
                prefix="payment"
                withCompany
                values={details.payment}
                issues={issues}
                onChange={(payment) => update({ payment })}
              />
            )}
            <fieldset className={styles.methods}>
              <legend>{t('checkout.paymentMethod')}</legend>
              {paymentMethods.map((m) => (
                <label key={m.code} className={styles.method}>
                  <input
                    type="radio"
                    name="payment-method"
                    checked={paymentMethod === m.code}
                    onChange={() => update({ payment: { ...details.payment, paymentMethod: m.code } })}
                  />
                  <span>{m.title}</span>
                  <strong>{m.cost_incl_tax > 0 ? price(m.cost_incl_tax) : ''}</strong>
                </label>
              ))}
              {issue('payment.paymentMethod') && (
                <p className={styles.error}>{issue('payment.paymentMethod')}</p>
              )}
            </fieldset>
            {continueButton('payment')}
          </div>,
          <p>{paymentMethods.find((m) => m.code === paymentMethod)?.title}</p>,
        )}
        {section(
          'review',
          t('checkout.review'),
          <form className={styles.body} onSubmit={(e) => void submit(e)} noValidate>
            {paymentMethod === 'card' && <CardPayment onPaid={onCardPaid} />}
            {paymentMethod === 'cashondelivery' && (
              <p className={styles.info} role="note">
                {t('checkout.cashOnDeliveryInfo')}
              </p>
            )}
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={terms}
                aria-invalid={Boolean(issues.terms)}
                aria-describedby={issues.terms ? 'terms-error' : undefined}
                onChange={(e) => {
                  setTerms(e.target.checked);
                  if (e.target.checked) setIssues({});
                }}
              />
              <span>
                {t('checkout.acceptTerms')}{' '}
                <Link to={localized('/legal')} target="_blank">
                  {t('checkout.terms')}
                </Link>
              </span>
            </label>
            {issues.terms && (
              <p id="terms-error" className={styles.error}>
                {issueText(t, issues.terms)}
              </p>
            )}
            {orderError && (
              <p className={styles.error} role="alert">
                {orderError}
              </p>
            )}
            {paymentMethod === 'card' && !cardSession && (
              <p className={styles.hint}>{t('payment.payFirst')}</p>
            )}
            <button
              type="submit"
              className={`button ${styles.place}`}
              disabled={busy || (paymentMethod === 'card' && !cardSession)}
            >
              {busy ? t('checkout.placing') : t('checkout.placeOrder')}
            </button>
          </form>,
          null,
        )}
      </div>
      <aside className={styles.aside} aria-label={t('checkout.orderSummary')}>
        <h2>{t('checkout.orderSummary')}</h2>
        <ul className={styles.items}>
          {items.map((item) => (
            <li key={`${item.sku}-${item.checksum ?? ''}`}>
              <span>
                {item.qty} × {item.name}
                {item.options.length > 0 && <small>{item.options.map((o) => o.value).join(', ')}</small>}
              </span>
              <span>{price(item.price_incl_tax * item.qty)}</span>
            </li>
          ))}
        </ul>
        <CartTotals withCoupon />
      </aside>
    </div>
  );
}

function methodKey(method: ShippingMethodDto | undefined): string {
  return method ? `${method.carrier_code}_${method.method_code}` : '';
}
