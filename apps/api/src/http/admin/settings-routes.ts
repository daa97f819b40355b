import type { FastifyInstance } from 'fastify';
import {
  adminIdParams,
  doneSchema,
  eurPriceSettingsBody,
  eurPriceSettingsSchema,
  paymentSettingsBody,
  shippingCountriesBody,
  shippingCountriesSchema,
  shippingSettingsBody,
  shopSettingsSchema,
  taxRateBody,
  taxRateCreateBody,
  taxRateResultSchema,
  taxSettingsSchema,
} from '@hemma/contract';
import type { AppContext } from '../../app-context.ts';
import {
  getShopSettings,
  savePaymentMethods,
  saveShippingMethods,
} from '../../use-cases/settings/save-checkout-settings.ts';
import { getEurPriceSettings, saveEurPriceSettings } from '../../use-cases/settings/eur-settings.ts';
import {
  addTaxRate,
  changeTaxRate,
  getTaxSettings,
  removeTaxRate,
} from '../../use-cases/settings/tax-settings.ts';
import { getShippingCountries, saveShippingCountries } from '../../use-cases/settings/shipping-countries.ts';
import type { RouteRegistry } from '../route.ts';
import { addAdminRoute } from './admin-route.ts';
import { eurSettingsSave, paymentSave, shippingSave } from './settings-input.ts';

/** The owner's settings: shipping and payment methods, tax rates (decision 0022). */
export function registerAdminSettingsRoutes(
  app: FastifyInstance,
  registry: RouteRegistry,
  { staff, shopSettings }: AppContext,
): void {
  const tags = ['admin: settings'];
  addAdminRoute(app, registry, staff, {
    method: 'GET',
    url: '/api/admin/settings',
    summary: 'The shipping methods (prices, free-shipping threshold) and payment methods the shop offers.',
    tags,
    area: 'owner',
    response: shopSettingsSchema,
    handler: () => getShopSettings(shopSettings),
  });
  addAdminRoute(app, registry, staff, {
    method: 'PUT',
    url: '/api/admin/settings/shipping-methods',
    summary:
      'Replace the shipping methods (SEK incl. VAT; min_subtotal_incl_tax is the threshold from which a method is ' +
      'offered). Send shipping_updated_at as updated_at: 409 when they changed since. The next cart call offers them.',
    tags,
    area: 'owner',
    body: shippingSettingsBody,
    response: shopSettingsSchema,
    handler: ({ actor, body }) => saveShippingMethods(shopSettings, actor, shippingSave(body)),
  });
  addAdminRoute(app, registry, staff, {
    method: 'PUT',
    url: '/api/admin/settings/payment-methods',
    summary:
      'Which payment methods are offered, their titles and fees (each of invoice, cashondelivery and card once). ' +
      'Send payment_updated_at as updated_at: 409 when they changed since.',
    tags,
    area: 'owner',
    body: paymentSettingsBody,
    response: shopSettingsSchema,
    handler: ({ actor, body }) => savePaymentMethods(shopSettings, actor, paymentSave(body)),
  });
  addAdminRoute(app, registry, staff, {
    method: 'GET',
    url: '/api/admin/settings/eur-prices',
    summary:
      'The EUR price list settings (decision 0057): the rounding rule for EUR prices not set per product, and the ' +
      'EUR amounts (euros incl. VAT) of every shipping and payment method, set by the owner or derived.',
    tags,
    // Read by the product editor too (the converted price it shows); only the owner changes them.
    area: 'catalogue',
    response: eurPriceSettingsSchema,
    handler: () => getEurPriceSettings(shopSettings),
  });
  addAdminRoute(app, registry, staff, {
    method: 'PUT',
    url: '/api/admin/settings/eur-prices',
    summary:
      'Set the rounding rule (cents, x9, x95, whole) and the EUR amounts of methods; methods left out get derived ' +
      'amounts. Send updated_at as read: 409 when they changed since. EUR views use them from the next request.',
    tags,
    area: 'owner',
    body: eurPriceSettingsBody,
    response: eurPriceSettingsSchema,
    handler: ({ actor, body }) => saveEurPriceSettings(shopSettings, actor, eurSettingsSave(body)),
  });
  addAdminRoute(app, registry, staff, {
    method: 'GET',
    url: '/api/admin/settings/tax',
    summary: 'The tax classes and each tax rule with its rates per country.',
    tags,
    area: 'owner',
    response: taxSettingsSchema,
    handler: () => getTaxSettings(shopSettings),
  });
  addAdminRoute(app, registry, staff, {
    method: 'POST',
    url: '/api/admin/settings/tax-rates',
    summary: "Add a country's rate to a tax rule (one per rule and country: 409 otherwise).",
    tags,
    area: 'owner',
    body: taxRateCreateBody,
    response: taxRateResultSchema,
    handler: ({ actor, body }) => addTaxRate(shopSettings, actor, body),
  });
  addAdminRoute(app, registry, staff, {
    method: 'PATCH',
    url: '/api/admin/settings/tax-rates/:id',
    summary: 'Change a rate (percent); prices follow with the next request of every process.',
    tags,
    area: 'owner',
    params: adminIdParams,
    body: taxRateBody,
    response: taxRateResultSchema,
    handler: ({ actor, params, body }) => changeTaxRate(shopSettings, actor, params.id, body.rate),
  });
  addAdminRoute(app, registry, staff, {
    method: 'DELETE',
    url: '/api/admin/settings/tax-rates/:id',
    summary: "Remove a rate of another country (the shop's own country's rates can only be changed: 409).",
    tags,
    area: 'owner',
    params: adminIdParams,
    response: doneSchema,
    handler: ({ actor, params }) => removeTaxRate(shopSettings, actor, params.id),
  });
  addAdminRoute(app, registry, staff, {
    method: 'GET',
    url: '/api/admin/settings/countries',
    summary: 'The countries each store view ships to (its home country, whose VAT its prices show, first).',
    tags,
    area: 'owner',
    response: shippingCountriesSchema,
    handler: () => getShippingCountries(shopSettings),
  });
  addAdminRoute(app, registry, staff, {
    method: 'PUT',
    url: '/api/admin/settings/countries',
    summary:
      'Replace the countries each store view ships to (countries with address and VAT rules only; every store view ' +
      'at least one). Send updated_at as read: 409 when they changed since. The next request uses them.',
    tags,
    area: 'owner',
    body: shippingCountriesBody,
    response: shippingCountriesSchema,
    handler: ({ actor, body }) => saveShippingCountries(shopSettings, actor, body),
  });
}
