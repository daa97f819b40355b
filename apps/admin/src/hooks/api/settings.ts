import type {
  EurPriceSettingsDto,
  EurPriceSettingsInput,
  PaymentSettingsInput,
  ShippingCountriesDto,
  ShippingCountriesInput,
  ShippingSettingsInput,
  ShopSettingsDto,
  TaxRateCreateInput,
} from '@hemma/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../lib/admin-api.ts';
import { queryClient } from '../../lib/query-client.ts';
import { invalidateAfterWrite } from './audit.ts';

export const settingsKeys = {
  all: ['settings'] as const,
  checkout: () => [...settingsKeys.all, 'checkout'] as const,
  tax: () => [...settingsKeys.all, 'tax'] as const,
  countries: () => [...settingsKeys.all, 'countries'] as const,
  eur: () => [...settingsKeys.all, 'eur'] as const,
};

/** The countries each store view ships to (decision 0056). */
export function useShippingCountries() {
  return useQuery({ queryKey: settingsKeys.countries(), queryFn: () => adminApi.settings.countries() });
}

export function useSaveShippingCountries() {
  return useMutation({
    mutationFn: (input: ShippingCountriesInput) => adminApi.settings.saveCountries(input),
    onSuccess: (saved: ShippingCountriesDto) => {
      queryClient.setQueryData(settingsKeys.countries(), saved);
      return invalidateAfterWrite(settingsKeys.countries());
    },
  });
}

/** The EUR price list's rule and EUR fees (decision 0057); the product editor reads the rule and rate too. */
export function useEurPriceSettings() {
  return useQuery({ queryKey: settingsKeys.eur(), queryFn: () => adminApi.settings.eurPrices() });
}

export function useSaveEurPrices() {
  return useMutation({
    mutationFn: (input: EurPriceSettingsInput) => adminApi.settings.saveEurPrices(input),
    onSuccess: (settings: EurPriceSettingsDto) => {
      queryClient.setQueryData(settingsKeys.eur(), settings);
      return invalidateAfterWrite(settingsKeys.eur());
    },
  });
}

/** Shipping and payment methods with the `updated_at` of each list. */
export function useShopSettings() {
  return useQuery({ queryKey: settingsKeys.checkout(), queryFn: () => adminApi.settings.get() });
}

export function useTaxSettings() {
  return useQuery({ queryKey: settingsKeys.tax(), queryFn: () => adminApi.settings.tax() });
}

/** The answer is the new settings: shown at once (with the `updated_at` the next save sends), then refetched. */
const saved = (settings: ShopSettingsDto) => {
  queryClient.setQueryData(settingsKeys.checkout(), settings);
  return invalidateAfterWrite(settingsKeys.checkout());
};

export function useSaveShipping() {
  return useMutation({
    mutationFn: (input: ShippingSettingsInput) => adminApi.settings.saveShipping(input),
    onSuccess: saved,
  });
}

export function useSavePayment() {
  return useMutation({
    mutationFn: (input: PaymentSettingsInput) => adminApi.settings.savePayment(input),
    onSuccess: saved,
  });
}

export function useAddTaxRate() {
  return useMutation({
    mutationFn: (input: TaxRateCreateInput) => adminApi.settings.addTaxRate(input),
    onSuccess: () => invalidateAfterWrite(settingsKeys.tax()),
  });
}

export function useChangeTaxRate() {
  return useMutation({
    mutationFn: ({ id, rate }: { id: number; rate: number }) => adminApi.settings.changeTaxRate(id, rate),
    onSuccess: () => invalidateAfterWrite(settingsKeys.tax()),
  });
}

export function useRemoveTaxRate() {
  return useMutation({
    mutationFn: (id: number) => adminApi.settings.removeTaxRate(id),
    onSuccess: () => invalidateAfterWrite(settingsKeys.tax()),
  });
}
