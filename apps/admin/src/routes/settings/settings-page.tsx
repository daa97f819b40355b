import { useEurPriceSettings, useShopSettings } from '../../hooks/api/settings.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { QueryView } from '../../ui/states.tsx';
import { CountriesForm } from './countries-form.tsx';
import { EurPricesForm } from './eur-prices-form.tsx';
import { PaymentForm } from './payment-form.tsx';
import { ShippingForm } from './shipping-form.tsx';
import { ShippingMethodAdd } from './shipping-method-add.tsx';
import { TaxRates } from './tax-rates.tsx';

/** The owner's shop settings: shipping methods and prices, payment methods, tax rates (decision 0022). */
export default function SettingsPage() {
  const { t } = useI18n();
  const settings = useShopSettings();
  const eur = useEurPriceSettings();
  return (
    <>
      <PageHeader title={t('settings.title')} description={t('settings.description')} />
      <QueryView query={settings}>
        {(data) => (
          <>
            <ShippingForm key={`shipping-${data.shipping_updated_at}`} settings={data} />
            <ShippingMethodAdd settings={data} />
            <PaymentForm key={`payment-${data.payment_updated_at}`} settings={data} />
          </>
        )}
      </QueryView>
      <CountriesForm />
      <QueryView query={eur}>
        {(data) => <EurPricesForm key={`eur-${data.updated_at}`} settings={data} />}
      </QueryView>
      <TaxRates />
    </>
  );
}
