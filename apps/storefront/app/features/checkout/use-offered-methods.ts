import type { PaymentMethodDto, ShippingMethodDto } from '@hemma/api-client';
import { useEffect, useState } from 'react';
import { checkoutApi } from '~/lib/cart/cart-api.ts';
import { getCart, useCart } from '~/lib/cart/cart-store.ts';
import { syncCart } from '~/lib/cart/cart-sync.ts';
import { loadMethods, saveMethods } from './checkout-details.ts';

/**
 * The shipping and payment methods the server offers for the cart sent to `countryId`, asked again whenever the
 * lines or the country change. Offline
 * the methods cannot be asked for: the last known lists (or the defaults) let the shopper finish.
 */
export function useOfferedMethods(countryId: string) {
  const itemCount = useCart((c) => c.cartItems.length);
  const [shippingMethods, setShippingMethods] = useState<ShippingMethodDto[]>(() => loadMethods().shipping);
  const [paymentMethods, setPaymentMethods] = useState<PaymentMethodDto[]>(() => loadMethods().payment);

  useEffect(() => {
    void syncCart()
      .then(async () => {
        const token = getCart().cartServerToken;
        if (!token) return;
        const api = checkoutApi();
        const [shipping, payment] = await Promise.all([
          api.shippingMethods(token, countryId),
          api.paymentMethods(token),
        ]);
        setShippingMethods(shipping);
        setPaymentMethods(payment);
        saveMethods({ shipping, payment });
      })
      .catch((error: unknown) => console.warn('Checkout could not reach the cart:', error));
  }, [itemCount, countryId]);

  return { shippingMethods, paymentMethods, setPaymentMethods };
}
