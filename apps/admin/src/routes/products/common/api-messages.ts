/**
 * The catalogue API's refusals the editor can word itself (the API speaks English to developers, decision 0023):
 * a message is matched by its pattern and said with a catalogue key; the rest is shown as the API says it.
 */
export const API_MESSAGE_KEYS = [
  [/is the sku of another product/, 'product.error.skuTaken'],
  [/is the url key of/, 'product.error.urlKeyTaken'],
  [/changed by someone else since you opened it/, 'product.error.stale'],
  [/an order moved it/, 'product.error.stockMoved'],
  [/order line\(s\): disable it/, 'product.error.ordered'],
  [/is part of .*remove it there first/, 'product.error.inUse'],
  [/not a picture/, 'product.image.notAnImage'],
  [/only JPEG, PNG and WebP/, 'product.image.wrongType'],
  [/megapixels/, 'product.image.tooManyPixels'],
  [/is larger than the/, 'product.image.tooLarge'],
] as const;

export type ApiMessageKey = (typeof API_MESSAGE_KEYS)[number][1];

/** The catalogue key of an API message, or null when the app has no words of its own for it. */
export function keyOfApiMessage(message: string): ApiMessageKey | null {
  return API_MESSAGE_KEYS.find(([pattern]) => pattern.test(message))?.[1] ?? null;
}

/** Whether a 409 is the stale-edit refusal (the product was saved by someone else since it was read). */
export const isStaleEdit = (message: string) => keyOfApiMessage(message) === 'product.error.stale';
