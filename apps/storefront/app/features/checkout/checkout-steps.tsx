import { isApiError } from '@hemma/api-client';
import { DEFAULT_SHIPPING_COUNTRIES, formatPostcode } from '@hemma/commerce';
import { type ReactNode, useEffect, useState } from 'react';
import { trackFunnel } from '~/lib/track-funnel.ts';
import { useI18n } from '~/i18n/i18n.tsx';
import { notify } from '~/lib/notifications.ts';
import { issueText } from '~/lib/validation-text.ts';
import { isVirtualCartState } from '~/lib/cart/cart-state.ts';
import { useCart } from '~/lib/cart/cart-store.ts';
import { useOffline } from '~/lib/connectivity.ts';
import { useLoggedIn } from '~/lib/user-token.ts';
import { useStoreView } from '~/lib/store-view.ts';
import { checkoutApi } from '~/lib/cart/cart-api.ts';
import { AddressFields } from './address-fields.tsx';
import {
  type CheckoutDetails,
  type CheckoutStep,
  type Issues,
  isInCheckout,
  inCountries,
  loadDetails,
  methodKey,
  paymentIssues,
  PICKUP_POINT_METHOD,
  personalIssues,
  saveDetails,
  shippingIssues,
  stillFailing,
  withNameFrom,
} from './checkout-details.ts';
import { CheckoutStepSection, MethodChoices } from './checkout-step.tsx';
import { DeliveryDay } from './delivery-day.tsx';
import { OrderSummary } from './order-summary.tsx';
import { PersonalFields } from './personal-fields.tsx';
import { PickupPoints, pickupPointLine } from './pickup-points.tsx';
import type { PlacedOrder } from './place-order.ts';
import { isProviderMethod } from './provider-payment.tsx';
import { ReviewStep } from './review-step.tsx';
import {
  CarryInChoice,
  carryInPrice,
  offeredShipping,
  ShippingRefusals,
  stillOffered,
} from './shipping-capacity.tsx';
import { previewShippingChoice, savePaymentChoice, saveShippingChoice } from './step-choices.ts';
import { useOfferedMethods } from './use-offered-methods.ts';
import styles from './checkout.module.css';

const STEPS: CheckoutStep[] = ['personal', 'shipping', 'payment', 'review'];

/** Where a returning shopper starts: within 30 minutes of the last change, the step they reached (SPEC §4). */
function resumedStep(saved: CheckoutDetails): CheckoutStep {
  return isInCheckout(saved, Date.now()) && saved.step !== 'review' ? saved.step : 'personal';
}

/** The four steps (shipping left out for a virtual cart), one open at a time, beside the order summary. */
export function CheckoutSteps({
  totals,
  onPlaced,
}: {
  totals: ReactNode;
  onPlaced: (order: PlacedOrder) => void;
}) {
  const { t, price } = useI18n();
  const storeView = useStoreView();
  const virtual = useCart(isVirtualCartState);
  // The store view's countries: its defaults at once, then the owner's setting as the server says (decision 0056).
  const [countries, setCountries] = useState<readonly string[]>(
    () => DEFAULT_SHIPPING_COUNTRIES[storeView.storeCode] ?? ['SE'],
  );
  const [details, setDetails] = useState<CheckoutDetails>(() => inCountries(loadDetails(), countries));
  useEffect(() => {
    let live = true;
    checkoutApi()
      .countries()
      .then((list) => {
        if (!live || list.length === 0) return;
        setCountries(list);
        setDetails((current) => inCountries(current, list));
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);
  const [step, setStep] = useState<CheckoutStep>(() => resumedStep(details));
  const [issues, setIssues] = useState<Issues>({});
  const offered = useOfferedMethods(details.shipping.country);
  const offline = useOffline();
  const loggedIn = useLoggedIn();
  const { shippingMethods, setPaymentMethods } = offered;
  // Methods settled at a provider need its page: offline, the order can be queued with the others only.
  const paymentMethods = offline
    ? offered.paymentMethods.filter((m) => !m.is_server_method && !m.hosted_page)
    : offered.paymentMethods;

  // SPEC §9 analytics: the checkout began (GA4 begin_checkout), once per visit of the checkout.
  useEffect(() => trackFunnel((f) => f.checkoutStep('begin')), []);

  const update = (next: Partial<CheckoutDetails>) =>
    setDetails((current) => {
      const merged = { ...current, ...next, modifiedAt: Date.now() };
      saveDetails(merged);
      return merged;
    });

  // The shopper's choices, or the defaults the server offers while nothing is chosen yet (or no longer offered: a
  // sofa added after the pick-up point was chosen, decision 0049).
  const shippingMethod =
    stillOffered(shippingMethods, details.shipping.shippingMethod) ||
    methodKey(shippingMethods.find((m) => m.default));
  const carryInCost = carryInPrice(shippingMethods, shippingMethod);
  const chosen: CheckoutDetails = {
    ...details,
    // A logged-in shopper has an account: no password is asked.
    personal: loggedIn ? { ...details.personal, createAccount: false } : details.personal,
    shipping: {
      ...details.shipping,
      shippingMethod,
      carryIn: carryInCost !== null && details.shipping.carryIn === true,
    },
    payment: {
      ...details.payment,
      paymentMethod:
        (offline && isProviderMethod(details.payment.paymentMethod) ? '' : details.payment.paymentMethod) ||
        (paymentMethods.find((m) => m.default) ?? paymentMethods[0])?.code ||
        '',
    },
  };
  const steps = STEPS.filter((s) => !(virtual && s === 'shipping'));
  const stateOf = (name: CheckoutStep): 'open' | 'done' | 'todo' =>
    name === step ? 'open' : steps.indexOf(name) < steps.indexOf(step) ? 'done' : 'todo';

  async function next(current: CheckoutStep) {
    const found =
      current === 'personal'
        ? personalIssues(chosen.personal)
        : current === 'shipping'
          ? shippingIssues(chosen.shipping, virtual)
          : paymentIssues(chosen.payment, chosen.payment.sameAsShipping && !virtual);
    setIssues(found);
    if (Object.keys(found).length > 0) {
      notify({ type: 'error', message: 'validation.fixErrors' });
      return;
    }
    if (current === 'personal')
      update({
        shipping: withNameFrom(chosen.personal, details.shipping),
        payment: withNameFrom(chosen.personal, details.payment),
      });
    try {
      if (current === 'shipping') {
        update({ shipping: chosen.shipping });
        const offered = await saveShippingChoice(chosen);
        if (offered) setPaymentMethods(offered);
      }
      if (current === 'payment') {
        update({ payment: chosen.payment });
        await savePaymentChoice(chosen, virtual);
      }
    } catch (error) {
      // Without a connection the step goes on: the order carries every choice and the server checks it on arrival.
      if (isApiError(error)) {
        notify({ type: 'error', message: 'checkout.stepFailed', text: error.message });
        return;
      }
    }
    // SPEC §9 analytics: the shipping and payment choices made (GA4 add_shipping_info, add_payment_info).
    if (current === 'shipping')
      trackFunnel((f) => f.checkoutStep('shipping', chosen.shipping.shippingMethod));
    if (current === 'payment') trackFunnel((f) => f.checkoutStep('payment', chosen.payment.paymentMethod));
    const reached = steps[steps.indexOf(current) + 1] ?? 'review';
    setStep(reached);
    update({ step: reached });
  }

  // A corrected field loses its error as it changes (the rest wait for "Fortsätt").
  const recheck = (prefix: string, now: Issues) => setIssues((shown) => stillFailing(shown, now, prefix));
  const issue = (key: string) => (issues[key] ? issueText(t, issues[key]) : null);
  const continueButton = (current: CheckoutStep) => (
    <button type="button" className="button" onClick={() => void next(current)}>
      {t('checkout.continue')}
    </button>
  );
  const section = (name: CheckoutStep) => ({
    name,
    number: steps.indexOf(name) + 1,
    state: stateOf(name),
    onEdit: () => setStep(name),
  });

  return (
    <div className={styles.layout}>
      <div className={styles.steps}>
        <CheckoutStepSection
          {...section('personal')}
          title={t('checkout.personalDetails')}
          summary={
            <p>
              {details.personal.firstName} {details.personal.lastName}, {details.personal.emailAddress}
            </p>
          }
        >
          <div className={styles.body}>
            <PersonalFields
              values={details.personal}
              issue={issue}
              onChange={(personal) => {
                update({ personal });
                recheck(
                  'personal',
                  personalIssues(loggedIn ? { ...personal, createAccount: false } : personal),
                );
              }}
            />
            {continueButton('personal')}
          </div>
        </CheckoutStepSection>
        {!virtual && (
          <CheckoutStepSection
            {...section('shipping')}
            title={t('checkout.shipping')}
            summary={
              <p>
                {details.shipping.streetAddress},{' '}
                {formatPostcode(details.shipping.country, details.shipping.zipCode)} {details.shipping.city} ·{' '}
                {shippingMethods.find((m) => methodKey(m) === chosen.shipping.shippingMethod)?.method_title}
                {chosen.shipping.shippingMethod === PICKUP_POINT_METHOD && details.shipping.pickupPoint && (
                  <>
                    <br />
                    {pickupPointLine(details.shipping.pickupPoint)}
                  </>
                )}
              </p>
            }
          >
            <div className={styles.body}>
              <AddressFields
                prefix="shipping"
                countries={countries}
                values={details.shipping}
                issues={issues}
                onChange={(shipping) => {
                  update({ shipping });
                  recheck(
                    'shipping',
                    shippingIssues({ ...shipping, shippingMethod: chosen.shipping.shippingMethod }, virtual),
                  );
                }}
              />
              <MethodChoices
                legend={t('checkout.shippingMethod')}
                name="shipping-method"
                choices={offeredShipping(shippingMethods).map((m) => ({
                  key: methodKey(m),
                  // Titles carry no amounts (issue 36): "over 5 000 kr" is worded here from the threshold.
                  title:
                    m.min_subtotal_incl_tax == null
                      ? m.method_title
                      : `${m.method_title} ${t('checkout.offeredFrom', { amount: price(m.min_subtotal_incl_tax) })}`,
                  cost: m.price_incl_tax === 0 ? t('checkout.free') : price(m.price_incl_tax),
                }))}
                chosen={chosen.shipping.shippingMethod}
                error={issue('shipping.shippingMethod')}
                onChoose={(key) => {
                  update({ shipping: { ...details.shipping, shippingMethod: key, carryIn: false } });
                  void previewShippingChoice(key);
                }}
              />
              {carryInCost !== null && (
                <CarryInChoice
                  price={carryInCost}
                  checked={chosen.shipping.carryIn === true}
                  onChange={(carryIn) => update({ shipping: { ...details.shipping, carryIn } })}
                />
              )}
              <ShippingRefusals methods={shippingMethods} />
              {chosen.shipping.shippingMethod === PICKUP_POINT_METHOD && (
                <PickupPoints
                  postcode={formatPostcode(details.shipping.country, details.shipping.zipCode)}
                  value={details.shipping.pickupPoint ?? null}
                  error={issues['shipping.pickupPoint'] ? t('checkout.pickupPointRequired') : null}
                  onChange={(pickupPoint) => update({ shipping: { ...details.shipping, pickupPoint } })}
                />
              )}
              {!chosen.shipping.shippingMethod.startsWith('pickup') && (
                <DeliveryDay
                  value={details.shipping.deliveryDate ?? ''}
                  onChange={(deliveryDate) => update({ shipping: { ...details.shipping, deliveryDate } })}
                />
              )}
              {continueButton('shipping')}
            </div>
          </CheckoutStepSection>
        )}
        <CheckoutStepSection
          {...section('payment')}
          title={t('checkout.payment')}
          summary={<p>{paymentMethods.find((m) => m.code === chosen.payment.paymentMethod)?.title}</p>}
        >
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
                countries={countries}
                withCompany
                values={details.payment}
                issues={issues}
                onChange={(payment) => {
                  update({ payment });
                  recheck(
                    'payment',
                    paymentIssues({ ...payment, paymentMethod: chosen.payment.paymentMethod }, false),
                  );
                }}
              />
            )}
            <MethodChoices
              legend={t('checkout.paymentMethod')}
              name="payment-method"
              choices={paymentMethods.map((m) => ({
                key: m.code,
                title: m.title,
                cost: m.cost_incl_tax > 0 ? price(m.cost_incl_tax) : '',
              }))}
              chosen={chosen.payment.paymentMethod}
              error={issue('payment.paymentMethod')}
              onChoose={(code) => update({ payment: { ...details.payment, paymentMethod: code } })}
            />
            {continueButton('payment')}
          </div>
        </CheckoutStepSection>
        <CheckoutStepSection {...section('review')} title={t('checkout.review')} summary={null}>
          <ReviewStep
            details={chosen}
            hostedPage={paymentMethods.some((m) => m.code === chosen.payment.paymentMethod && m.hosted_page)}
            onPlaced={(order) => {
              // SPEC §4: after the order the password is dropped and createAccount becomes false.
              update({
                personal: { ...details.personal, createAccount: false, password: '', repeatPassword: '' },
              });
              onPlaced(order);
            }}
          />
        </CheckoutStepSection>
      </div>
      <OrderSummary totals={totals} />
    </div>
  );
}
