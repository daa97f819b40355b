/** The countries each store view ships to, an owner setting (decision 0056). */
import { z } from 'zod';
import { named } from './registry.ts';

const countryCode = z.string().regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code such as "DE"');

export const shippingCountriesSchema = named(
  'ShippingCountries',
  z.strictObject({
    /** Store code → the countries it ships to, its home country (whose VAT its prices show) first. */
    countries: z.record(z.string(), z.array(z.string())),
    /** The countries the shop has address and VAT rules for: the only ones a store view can ship to. */
    supported: z.array(z.string()),
    /** Send back as updated_at when saving: 409 when someone saved since. Null: never saved (the defaults). */
    updated_at: z.string().nullable(),
  }),
);

export const shippingCountriesBody = z.strictObject({
  countries: z.record(z.string(), z.array(countryCode).min(1, 'give at least one country').max(30)),
  updated_at: z.string().nullable(),
});

export type ShippingCountriesDto = z.infer<typeof shippingCountriesSchema>;
export type ShippingCountriesInput = z.infer<typeof shippingCountriesBody>;
