import { productOptionChecksum } from '@hemma/commerce/cart-sync';
import { randomBytes } from 'node:crypto';
import type {
  AddressInformationDto,
  CartItemDto,
  CartItemInput,
  CartTotalsDto,
  PaymentMethodDto,
  ShippingInformationResult,
  ShippingMethodDto,
} from '@hemma/contract';
import {
  INCORRECT_COUPON_MESSAGE,
  evaluateCoupon,
  normalizeCouponCode,
  toSek,
  type ProductOption,
} from '@hemma/commerce';
import { AppError, InputError, NotFoundError } from '../../errors.ts';
import type { AuthenticatedCustomer } from '../account/authenticate.ts';
import type { CartItemRow, CartRow } from '../../modules/cart/cart-repository.ts';
import {
  availablePaymentMethods,
  availableShippingMethods,
  findPaymentMethod,
  findShippingMethod,
  SHIPPING_METHODS,
  type PaymentMethod,
  type ShippingMethod,
} from '../../modules/checkout/methods.ts';
import { resolvePricingScope } from '../pricing/price-products.ts';
import type { CheckoutContext } from './checkout-context.ts';
import { couponRule, linesSubtotal, presentTotals, summariseTotals } from './cart-totals.ts';
import { priceCartLine, priceCartLines, productLoader, type PricedLine } from './price-cart-lines.ts';

const nowIso = (context: CheckoutContext) => context.now().toISOString();

/**
 * SPEC §7 cart/create: a new guest cart, or for a logged-in customer their active cart (created when they have
 * none), so every device of a customer shares one cart. The answer is the cart id the client keeps.
 */
export async function createCart(
  context: CheckoutContext,
  customer: AuthenticatedCustomer | null,
): Promise<string> {
  if (customer) {
    const existing = await context.carts.findActiveOfCustomer(customer.customerId);
    if (existing) return existing.token;
  }
  const token = randomBytes(16).toString('hex');
  await context.carts.create(token, customer?.groupId ?? 0, customer?.customerId ?? null, nowIso(context));
  return token;
}

/** Who asks for which cart: the cart id (`?cartId=`) and the customer the user token names, if any. */
export interface CartAccess {
  cartId: string | undefined;
  customer: AuthenticatedCustomer | null;
}

/**
 * The cart a call may use. A guest cart belongs to whoever holds its id; a customer's cart only to that customer —
 * anyone else gets the same 404 as for a cart that does not exist, so cart ids of customers reveal nothing.
 */
export async function requireCart(context: CheckoutContext, access: CartAccess): Promise<CartRow> {
  if (!access.cartId) throw new InputError('cartId is required: create a cart with POST /api/cart/create');
  const cart = await context.carts.findActive(access.cartId);
  if (!cart || (cart.customer_id !== null && cart.customer_id !== access.customer?.customerId))
    throw new NotFoundError(`No active cart with cartId = ${access.cartId}`);
  return cart;
}

const parseOption = (row: CartItemRow): ProductOption | null =>
  row.product_option ? (JSON.parse(row.product_option) as ProductOption) : null;

function presentItem(row: CartItemRow, line: PricedLine, cartToken: string): CartItemDto {
  return {
    item_id: row.id,
    quote_id: cartToken,
    sku: row.sku,
    parentSku: line.parentSku,
    name: line.name,
    qty: row.qty,
    product_type: line.productType,
    product_id: line.productId,
    slug: line.slug,
    image: line.image,
    price_incl_tax: toSek(line.unitInclTax),
    row_total_incl_tax: toSek(line.rowTotalInclTax),
    tax_percent: line.taxPercent,
    product_option: line.productOption,
    checksum: row.checksum,
    options: line.options,
    stock: line.stock,
  };
}

/** The cart's lines priced now. Lines whose product disappeared from the catalogue are left out. */
async function pricedItems(context: CheckoutContext, cart: CartRow) {
  const rows = await context.carts.items(cart.id);
  const scope = await resolvePricingScope(context.catalog, cart.group_id);
  const results = await priceCartLines(
    context.catalog,
    scope,
    rows.map((r) => ({ sku: r.sku, qty: r.qty, productOption: parseOption(r) })),
  );
  const lines: PricedLine[] = [];
  const items: CartItemDto[] = [];
  results.forEach((result, i) => {
    if (!result.ok) return;
    lines.push(result.line);
    items.push(presentItem(rows[i]!, result.line, cart.token));
  });
  return { lines, items };
}

export async function pullCart(context: CheckoutContext, access: CartAccess): Promise<CartItemDto[]> {
  const cart = await requireCart(context, access);
  return (await pricedItems(context, cart)).items;
}

/**
 * Sets a line's quantity (SPEC §7 cart/update). With item_id the line is that one; without, the line for the same
 * sku and configuration is created or set — never added to, so a repeated request cannot double a quantity.
 */
export async function updateCartItem(
  context: CheckoutContext,
  access: CartAccess,
  input: CartItemInput,
): Promise<CartItemDto> {
  const cart = await requireCart(context, access);
  const now = nowIso(context);
  const scope = await resolvePricingScope(context.catalog, cart.group_id);
  const load = productLoader(context.catalog, scope);
  if (input.item_id !== undefined) {
    const existing = await context.carts.findItem(cart.id, input.item_id);
    if (!existing) throw new NotFoundError(`Cart item ${input.item_id} is not in this cart`);
    const result = await priceCartLine(context.catalog, load, scope, {
      sku: existing.sku,
      qty: input.qty,
      productOption: parseOption(existing),
    });
    if (!result.ok) throw new AppError(result.status, result.message);
    const row = await context.carts.setQty(cart.id, existing.id, input.qty, now);
    if (!row) throw new NotFoundError(`Cart item ${input.item_id} is not in this cart`);
    return presentItem(row, result.line, cart.token);
  }
  const productOption = input.product_option ?? null;
  const result = await priceCartLine(context.catalog, load, scope, {
    sku: input.sku,
    qty: input.qty,
    productOption,
  });
  if (!result.ok) throw new AppError(result.status, result.message);
  const row = await context.carts.upsertLine(
    cart.id,
    {
      sku: result.line.sku,
      parentSku: result.line.parentSku,
      productType: result.line.productType,
      qty: input.qty,
      productOption: productOption ? JSON.stringify(productOption) : null,
      checksum: productOptionChecksum(productOption),
    },
    now,
  );
  return presentItem(row, result.line, cart.token);
}

export async function deleteCartItem(
  context: CheckoutContext,
  access: CartAccess,
  item: { item_id?: number | undefined; sku: string },
): Promise<boolean> {
  const cart = await requireCart(context, access);
  let itemId = item.item_id;
  if (itemId === undefined) itemId = (await context.carts.items(cart.id)).find((r) => r.sku === item.sku)?.id;
  if (itemId === undefined || !(await context.carts.deleteItem(cart.id, itemId, nowIso(context))))
    throw new NotFoundError(`Cart item ${item.item_id ?? item.sku} is not in this cart`);
  return true;
}

function chosenMethods(cart: CartRow, lines: readonly PricedLine[], isVirtual: boolean) {
  const subtotalInclTax = linesSubtotal(lines);
  // Nothing to ship, nothing to pay for shipping: an empty or virtual cart has no shipping method.
  const shipping =
    isVirtual || lines.length === 0
      ? null
      : (findShippingMethod(
          { isVirtual, subtotalInclTax },
          cart.shipping_carrier_code,
          cart.shipping_method_code,
        ) ??
        SHIPPING_METHODS.find((m) => m.isDefault) ??
        null);
  const payment = findPaymentMethod({ isVirtual }, cart.payment_method_code) ?? null;
  return { shipping, payment };
}

/** Totals of the cart as it stands (SPEC §7 cart/totals, collect-totals). */
export async function cartTotals(context: CheckoutContext, access: CartAccess): Promise<CartTotalsDto> {
  const cart = await requireCart(context, access);
  const { lines, items } = await pricedItems(context, cart);
  const coupon = cart.coupon_code ? ((await context.coupons.findByCode(cart.coupon_code)) ?? null) : null;
  const probe = summariseTotals(lines, { coupon, shipping: null, payment: null }, context.now());
  const choices = { coupon, ...chosenMethods(cart, lines, probe.isVirtual) };
  return presentTotals(summariseTotals(lines, choices, context.now()), items, choices);
}

/** SPEC §7 cart/apply-coupon: a wrong, expired or used-up code gets the SPEC's message. */
export async function applyCoupon(
  context: CheckoutContext,
  access: CartAccess,
  rawCode: string,
): Promise<boolean> {
  const cart = await requireCart(context, access);
  const code = normalizeCouponCode(rawCode);
  const coupon = code ? await context.coupons.findByCode(code) : undefined;
  if (!coupon) throw new InputError(INCORRECT_COUPON_MESSAGE);
  const { lines } = await pricedItems(context, cart);
  const check = evaluateCoupon(couponRule(coupon), linesSubtotal(lines), context.now());
  if (!check.ok) throw new InputError(INCORRECT_COUPON_MESSAGE);
  await context.carts.setCoupon(cart.id, coupon.code, nowIso(context));
  return true;
}

export async function deleteCoupon(context: CheckoutContext, access: CartAccess): Promise<boolean> {
  const cart = await requireCart(context, access);
  await context.carts.setCoupon(cart.id, null, nowIso(context));
  return true;
}

export function presentShippingMethod(method: ShippingMethod): ShippingMethodDto {
  return {
    carrier_code: method.carrierCode,
    method_code: method.methodCode,
    carrier_title: method.carrierTitle,
    method_title: method.methodTitle,
    amount: toSek(Math.round(method.amountInclTax / 1.25)),
    price_incl_tax: toSek(method.amountInclTax),
    default: method.isDefault,
    offline: false,
    available: true,
  };
}

export function presentPaymentMethod(method: PaymentMethod): PaymentMethodDto {
  return {
    code: method.code,
    title: method.title,
    cost_incl_tax: toSek(method.costInclTax),
    default: method.isDefault,
    offline: method.offline,
    is_server_method: method.isServerMethod,
  };
}

async function cartShape(context: CheckoutContext, cart: CartRow) {
  const { lines } = await pricedItems(context, cart);
  const isVirtual = summariseTotals(
    lines,
    { coupon: null, shipping: null, payment: null },
    context.now(),
  ).isVirtual;
  return { isVirtual, subtotalInclTax: linesSubtotal(lines) };
}

export async function shippingMethods(
  context: CheckoutContext,
  access: CartAccess,
  countryId: string,
): Promise<ShippingMethodDto[]> {
  const cart = await requireCart(context, access);
  // The shop delivers in Sweden only; other countries get no methods rather than an error.
  if (countryId !== 'SE') return [];
  return availableShippingMethods(await cartShape(context, cart)).map(presentShippingMethod);
}

export async function paymentMethods(
  context: CheckoutContext,
  access: CartAccess,
): Promise<PaymentMethodDto[]> {
  const cart = await requireCart(context, access);
  return availablePaymentMethods(await cartShape(context, cart)).map(presentPaymentMethod);
}

/** SPEC §7 cart/shipping-information: stores the chosen methods and answers totals and payment methods. */
export async function setShippingInformation(
  context: CheckoutContext,
  access: CartAccess,
  info: AddressInformationDto,
): Promise<ShippingInformationResult> {
  const cart = await requireCart(context, access);
  const shape = await cartShape(context, cart);
  if (!shape.isVirtual) {
    const method = findShippingMethod(shape, info.shipping_carrier_code, info.shipping_method_code);
    if (!method)
      throw new InputError(
        `addressInformation: no shipping method ${info.shipping_carrier_code ?? ''}/${info.shipping_method_code ?? ''} for this cart`,
      );
  }
  if (info.payment_method_code && !findPaymentMethod(shape, info.payment_method_code))
    throw new InputError(
      `addressInformation.payment_method_code: ${info.payment_method_code} is not offered for this cart`,
    );
  await context.carts.setMethods(
    cart.id,
    {
      shipping_carrier_code: info.shipping_carrier_code ?? null,
      shipping_method_code: info.shipping_method_code ?? null,
      shipping_country_id: info.shippingAddress?.country_id ?? null,
      ...(info.payment_method_code ? { payment_method_code: info.payment_method_code } : {}),
    },
    nowIso(context),
  );
  return {
    totals: await cartTotals(context, access),
    payment_methods: availablePaymentMethods(shape).map(presentPaymentMethod),
  };
}

/** SPEC §7 cart/collect-totals: choose methods, answer totals. */
export async function collectTotals(
  context: CheckoutContext,
  access: CartAccess,
  methods: {
    paymentMethod?: { method: string } | undefined;
    shippingCarrierCode?: string | undefined;
    shippingMethodCode?: string | undefined;
  },
): Promise<CartTotalsDto> {
  const cart = await requireCart(context, access);
  const shape = await cartShape(context, cart);
  if (methods.paymentMethod && !findPaymentMethod(shape, methods.paymentMethod.method))
    throw new InputError(
      `methods.paymentMethod.method: ${methods.paymentMethod.method} is not offered for this cart`,
    );
  if (
    methods.shippingCarrierCode &&
    !findShippingMethod(shape, methods.shippingCarrierCode, methods.shippingMethodCode)
  )
    throw new InputError(
      `methods: no shipping method ${methods.shippingCarrierCode}/${methods.shippingMethodCode ?? ''} for this cart`,
    );
  await context.carts.setMethods(
    cart.id,
    {
      ...(methods.paymentMethod ? { payment_method_code: methods.paymentMethod.method } : {}),
      ...(methods.shippingCarrierCode
        ? {
            shipping_carrier_code: methods.shippingCarrierCode,
            shipping_method_code: methods.shippingMethodCode ?? null,
          }
        : {}),
    },
    nowIso(context),
  );
  return cartTotals(context, access);
}
