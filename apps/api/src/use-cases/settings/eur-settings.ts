import type { EurPriceSettingsDto } from '@hemma/contract';
import {
  defaultEurFee,
  defaultEurThreshold,
  destinationCountry,
  fromSekAmount,
  priceCurrency,
  type Ore,
} from '@hemma/commerce';
import { InputError } from '../../errors.ts';
import { recordAudit, type AuditActor } from '../../modules/audit/audit-repository.ts';
import type { CheckoutMethods } from '../../modules/checkout/methods.ts';
import {
  EUR_PRICES_KEY,
  readEurSettings,
  storedEurSettings,
  type StoredEurSettings,
} from '../../modules/settings/eur-price-settings.ts';
import { taxRateFor } from '../pricing/tax-rate.ts';
import { shippingCountriesOf } from '../reference/shipping-countries.ts';
import { describeIssues, requireUnchangedSince } from '../staff/stale-edit.ts';
import { readCheckoutSettings, toCheckoutMethods } from './checkout-settings.ts';
import { presentEurSettings } from './present-eur-settings.ts';
import type { SettingsContext } from './settings-context.ts';

/** The EUR settings as the owner saves them, in cents (the HTTP edge converts the euros: decision 0062). */
export type EurSettingsSave = StoredEurSettings & { updated_at: string | null };

/** SEK methods (öre) → the same methods in EUR (cents): the owner's amounts where set, else derived. */
export function methodsInEur(
  methods: CheckoutMethods,
  settings: Pick<StoredEurSettings, 'shipping' | 'payment'>,
  eurPerSek: number,
): CheckoutMethods {
  const eur = priceCurrency('EUR', { eurPerSek });
  const fee = (ore: Ore) => defaultEurFee(fromSekAmount(ore, eur));
  const threshold = (ore: Ore | null) => (ore === null ? null : defaultEurThreshold(fromSekAmount(ore, eur)));
  return {
    shipping: methods.shipping.map((m) => {
      const set = settings.shipping.find(
        (s) => s.carrier_code === m.carrierCode && s.method_code === m.methodCode,
      );
      return {
        ...m,
        amountInclTax: set ? set.price_incl_tax : fee(m.amountInclTax),
        minSubtotalInclTax:
          m.minSubtotalInclTax === null
            ? null
            : set
              ? (set.min_subtotal_incl_tax ?? threshold(m.minSubtotalInclTax))
              : threshold(m.minSubtotalInclTax),
        carryInInclTax:
          m.carryInInclTax === null
            ? null
            : set
              ? (set.carry_in_incl_tax ?? fee(m.carryInInclTax))
              : fee(m.carryInInclTax),
      };
    }),
    payment: methods.payment.map((m) => {
      const set = settings.payment.find((s) => s.code === m.code);
      return { ...m, costInclTax: set ? set.cost_incl_tax : fee(m.costInclTax) };
    }),
  };
}

/** GET /api/admin/settings/eur-prices: the rule and every method's EUR amounts, set or derived. */
export async function getEurPriceSettings(context: SettingsContext): Promise<EurPriceSettingsDto> {
  const [stored, checkout] = await Promise.all([
    readEurSettings(context.settings, context.log),
    readCheckoutSettings(context.settings, context.log),
  ]);
  const all = toCheckoutMethods({
    shipping: checkout.shipping.map((m) => ({ ...m, enabled: true })),
    payment: checkout.payment.map((m) => ({ ...m, enabled: true })),
  });
  const inEur = methodsInEur(all, stored, context.catalog.settings.eurPerSek);
  return {
    ...presentEurSettings(inEur, stored, context.catalog.settings.eurPerSek),
    destination: await placeholderDestination(context),
  };
}

/** The store view whose price the product editor's EUR placeholder shows (decision 0061). */
const PLACEHOLDER_STORE = 'de';

/**
 * /de's home country and, per product tax class, the VAT the SEK prices include and that country's, so the product
 * editor's EUR placeholder is the price /de charges (`destinationCataloguePrice`), not the plain conversion.
 */
async function placeholderDestination(context: SettingsContext): Promise<EurPriceSettingsDto['destination']> {
  const reference = await context.catalog.reference();
  const { settings } = context.catalog;
  const countryId = destinationCountry(shippingCountriesOf(reference, PLACEHOLDER_STORE), null);
  const classIds = [...new Set(reference.taxRules.flatMap((rule) => rule.product_tax_class_ids))].sort(
    (a, b) => a - b,
  );
  return {
    store_code: PLACEHOLDER_STORE,
    country_id: countryId,
    rates: classIds.map((id) => ({
      tax_class_id: id,
      catalog_rate: taxRateFor({ tax_class_id: id }, reference, settings),
      destination_rate: taxRateFor(
        { tax_class_id: id },
        reference,
        settings,
        settings.customerTaxClassId,
        countryId,
      ),
    })),
  };
}

/** PUT /api/admin/settings/eur-prices: the rule and the EUR amounts; prices follow from the next request. */
export async function saveEurPriceSettings(
  context: SettingsContext,
  actor: AuditActor,
  input: EurSettingsSave,
): Promise<EurPriceSettingsDto> {
  const { updated_at: updatedAt, ...value } = input;
  const checked = storedEurSettings.safeParse(value);
  if (!checked.success) throw new InputError(describeIssues('eur_prices', checked.error.issues));
  const now = context.now().toISOString();
  await context.db.transaction().execute(async (trx) => {
    const before = await context.settings.readIn(trx, EUR_PRICES_KEY);
    requireUnchangedSince(before?.updated_at ?? null, updatedAt, 'The EUR price settings');
    await context.settings.write(trx, EUR_PRICES_KEY, JSON.stringify(checked.data), now);
    await recordAudit(
      trx,
      actor,
      {
        action: 'settings.update',
        entityType: 'settings',
        entityId: EUR_PRICES_KEY,
        summary: 'EUR price settings changed',
        before: before ? (JSON.parse(before.value) as Record<string, unknown>) : null,
        after: checked.data,
      },
      now,
    );
  });
  context.catalog.invalidate();
  return getEurPriceSettings(context);
}
