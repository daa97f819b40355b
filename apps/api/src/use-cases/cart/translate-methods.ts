import { resolveTranslation, storeViewByCode, translationChain } from '@hemma/commerce';
import type { CheckoutMethods } from '../../modules/checkout/methods.ts';
import type { CodeTexts, createCodeTextRepository } from '../../modules/store-texts/code-text-repository.ts';

/** The key of a shipping method's texts (migration 0043): `carrier/method`. */
export const shippingTextCode = (m: { carrierCode: string; methodCode: string }): string =>
  `${m.carrierCode}/${m.methodCode}`;

export interface MethodTexts {
  shipping: CodeTexts;
  payment: CodeTexts;
}

const NO_TEXTS: MethodTexts = { shipping: new Map(), payment: new Map() };

/** The method texts of the store views `storeCode` falls back to; none for the default store (it is the Swedish). */
export async function methodTexts(
  context: { codeTexts: ReturnType<typeof createCodeTextRepository> },
  storeCode: string | undefined,
): Promise<MethodTexts> {
  if (translationChain(storeCode).length === 1) return NO_TEXTS;
  const [shipping, payment] = await Promise.all([
    context.codeTexts.list('shipping_method', storeCode),
    context.codeTexts.list('payment_method', storeCode),
  ]);
  return { shipping, payment };
}

function field(
  texts: CodeTexts,
  code: string,
  name: string,
  swedish: string,
  storeCode: string | undefined,
): string {
  const byStore = texts.get(code) ?? {};
  const values = Object.fromEntries(Object.entries(byStore).map(([store, t]) => [store, t[name]]));
  return resolveTranslation(swedish, values, storeCode).value;
}

/**
 * The owner's methods with their titles in the store view's language (decision 0058): its translation, else the
 * English one, else the owner's Swedish title. Titles carry no amounts: "free shipping over X" is worded by the
 * storefront from the method's threshold (issue 36).
 */
export function translateMethods(
  methods: CheckoutMethods,
  texts: MethodTexts,
  storeCode: string | undefined,
): CheckoutMethods {
  if (texts === NO_TEXTS) return methods;
  return {
    shipping: methods.shipping.map((m) => {
      const code = shippingTextCode(m);
      return {
        ...m,
        carrierTitle: field(texts.shipping, code, 'carrier_title', m.carrierTitle, storeCode),
        methodTitle: field(texts.shipping, code, 'method_title', m.methodTitle, storeCode),
      };
    }),
    payment: methods.payment.map((m) => ({
      ...m,
      title: field(texts.payment, m.code, 'title', m.title, storeCode),
    })),
  };
}

/**
 * A coupon with its text in the store view's language (decision 0061, addendum): the owner's translation, else the
 * English one, else the Swedish text. The default store reads nothing.
 */
export async function translateCoupon<T extends { code: string; description: string }>(
  context: { codeTexts: ReturnType<typeof createCodeTextRepository> },
  coupon: T | null,
  storeCode: string | undefined,
): Promise<T | null> {
  if (!coupon || translationChain(storeCode).length === 1 || coupon.description.trim() === '') return coupon;
  const texts = await context.codeTexts.list('coupon', storeCode);
  return { ...coupon, description: field(texts, coupon.code, 'description', coupon.description, storeCode) };
}

const TEST_MODE: Readonly<Record<string, string>> = {
  'sv-SE': 'testläge',
  'en-US': 'test mode',
  'de-DE': 'Testmodus',
  'it-IT': 'modalità test',
};

/** What a sandbox or test-mode method adds to its title, in the store view's language. */
export function testModeWord(storeCode: string | undefined): string {
  const locale = storeViewByCode(storeCode ?? 'default')?.defaultLocale ?? 'sv-SE';
  return TEST_MODE[locale] ?? TEST_MODE['sv-SE']!;
}
