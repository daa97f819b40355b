import { DELIVERY_TIMES, type DeliveryTimeCode } from '@hemma/commerce';
import type { MessageKey } from '~/i18n/translate.ts';

const CODE_BY_TEXT = new Map(
  Object.entries(DELIVERY_TIMES).map(([code, text]) => [text as string, code as DeliveryTimeCode]),
);

/** The catalogue key of a delivery time the API gives as its Swedish text (SPEC §9), or null for another text. */
export function deliveryTimeKey(text: string | null | undefined): MessageKey | null {
  const code = text ? CODE_BY_TEXT.get(text) : undefined;
  return code ? (`deliveryTime.${code}` as MessageKey) : null;
}
