import { deliveryTimeKey } from '~/lib/delivery-time.ts';
import { useTrackProductView } from '~/lib/track-funnel.ts';
import { useEarlyInput } from '~/lib/early-input.ts';
import { type ValidationIssue, validateQuantity } from '@hemma/commerce';
import { type ReactNode, Suspense, useState } from 'react';
import { preloadable } from '~/lib/preloadable.tsx';
import { Link } from 'react-router';
import { useI18n } from '~/i18n/i18n.tsx';
import type { CartLineRequest } from '~/lib/cart/cart-line.ts';
import { useLocalizedPath } from '~/lib/store-view.ts';
import { Breadcrumbs } from '~/ui/breadcrumbs.tsx';
import { Price } from '~/ui/price.tsx';
import { useCurrentPrices } from './current-prices.ts';
import { ProductDetails } from './product-details.tsx';
import { Gallery } from './gallery.tsx';
import type { ProductPage } from './product-page.ts';
import type { OptionsChoice } from './product-choice.ts';
import { SizeGuideModal } from './size-guide-modal.tsx';
import { StockLabel } from './stock-label.tsx';
import { ProductActionsSlot } from '~/ui/product-actions.tsx';
import styles from './product-view.module.css';

// Each product type's choices load with pages of that type only (first-load JS budget).
const parts = {
  configurable: preloadable(() => import('./configurable-options.tsx')),
  bundle: preloadable(() => import('./bundle-options.tsx')),
  grouped: preloadable(() => import('./grouped-items.tsx')),
  customOptions: preloadable(() => import('./custom-options.tsx')),
};
const ConfigurableOptions = parts.configurable.Component;
const BundleOptions = parts.bundle.Component;
const GroupedItems = parts.grouped.Component;
const CustomOptions = parts.customOptions.Component;

type Part = keyof typeof parts;
const partsOf = (product: ProductPage) =>
  (Object.keys(parts) as Part[]).filter(
    (part) => product[part] && (part !== 'customOptions' || product.customOptions.length > 0),
  );

/** Starts loading the parts a product page will render (for navigations inside the app). */
export const preloadProductParts = (product: ProductPage) =>
  Promise.all(partsOf(product).map((part) => parts[part].load()));

// On the first load, the parts the server rendered are loaded before this module is done, and so before the page is
// hydrated: they render at once where the server rendered them (lib/preloadable.tsx). A part that suspended there was
// rendered anew instead of hydrated, and what the shopper had written into its fields meanwhile (an engraving) was
// lost. A part that cannot be loaded holds nothing up: its place says so when it is rendered.
if (typeof document !== 'undefined')
  await Promise.all(
    (document.querySelector<HTMLElement>('form[data-parts]')?.dataset.parts?.split(' ') ?? []).map((part) =>
      parts[part as Part]?.load().catch(() => undefined),
    ),
  );

/** The skus whose price the page shows on its own: the product, or each variant of a configurable product. */
const pricedSkus = (product: ProductPage): string[] =>
  product.configurable
    ? product.configurable.configurable_children.map((c) => c.sku)
    : product.bundle || product.grouped
      ? []
      : [product.line.sku];

export function ProductView({
  product,
  sizeGuide,
  reviews,
  rating,
  routeName = product.routeName,
  onAddToCart,
}: {
  product: ProductPage;
  /** The page's SPEC §2 route name, when another route than the product route shows it (`urldispatcher-…`). */
  routeName?: string;
  sizeGuide: { title: string; content: string } | null;
  /** The review section (SPEC §2 review tab), composed by the route. */
  reviews?: ReactNode;
  /** The rating under the name (stars and count, a link to the reviews), composed by the route. */
  rating?: ReactNode;
  /** Adds the chosen lines to the cart; resolves false when nothing was added (the cart notified why). */
  onAddToCart: (lines: CartLineRequest[]) => Promise<boolean>;
}) {
  const { t, price: formatPrice } = useI18n();
  useTrackProductView(product);
  // The API names the delivery time in Swedish (SPEC §9); the known ones are the catalogue's.
  const deliveryTime = (text: string) => {
    const key = deliveryTimeKey(text);
    return key ? t(key) : text;
  };
  const localized = useLocalizedPath();
  const { configurable, bundle, grouped, customOptions } = product;
  const [pick, setPick] = useState(product.pick);
  const [options, setOptions] = useState<OptionsChoice | null>(null);
  const [qty, setQty] = useState('1');
  // A quantity typed before the page was hydrated counts (lib/early-input.ts).
  const qtyInput = useEarlyInput<HTMLInputElement>((input) => setQty(input.value));
  const [qtyError, setQtyError] = useState<ValidationIssue | null>(null);
  const [adding, setAdding] = useState(false);

  const current = useCurrentPrices(pricedSkus(product));
  const currentBase = product.bundle || product.grouped ? undefined : current?.prices.get(pick.sku);
  const base = currentBase ?? pick.price;
  const price = options ? options.price(base) : !currentBase && pick === product.pick ? product.price : base;
  const changed =
    currentBase !== undefined &&
    (currentBase.final !== pick.price.final || currentBase.original !== pick.price.original);
  const reason = pick.reason ?? (options ? options.reason : product.optionsReason);
  const images = pick.image
    ? [pick.image, ...product.images.filter((image) => image.src !== pick.image?.src)]
    : product.images;
  const soldOut = pick.stock === 'out_of_stock' && !grouped;

  return (
    <div className="container" data-route-name={routeName}>
      <Breadcrumbs homeHref={localized('/')} trail={product.trail} current={product.name} />
      <div className={styles.layout}>
        <Gallery key={images[0]?.src} images={images} name={product.name} />

        <section className={styles.info} aria-labelledby="product-name">
          {product.brand && (
            <Link
              to={product.brand.href}
              className={styles.brand}
              title={t('product.brandLink', { brand: product.brand.name })}
            >
              {product.brand.name}
            </Link>
          )}
          <h1 id="product-name" className={styles.name}>
            {product.name}
          </h1>
          {rating}

          <div
            className={styles.priceBlock}
            aria-live="polite"
            data-price-current={currentBase !== undefined || undefined}
            data-prices-refreshed-at={current?.refreshedAt.toISOString()}
          >
            <Price final={price.final} original={price.original} size="large" />
            {changed && <p className={styles.lowest}>{t('product.priceUpdated')}</p>}
            <p className={styles.vat}>{t(bundle || grouped ? 'product.choiceInclVat' : 'product.inclVat')}</p>
            {product.lowest30d !== null && price.original !== null && (
              <p className={styles.lowest}>
                {t('product.lowest30d', { price: formatPrice(product.lowest30d) })}
              </p>
            )}
          </div>

          {sizeGuide && <SizeGuideModal title={sizeGuide.title} content={sizeGuide.content} />}
          <form
            className={styles.buy}
            data-parts={partsOf(product).join(' ') || undefined}
            // Sent before the page is hydrated, it is held and sent again once it is (lib/held-submits.ts).
            data-replay-submit=""
            method="post"
            onSubmit={(event) => {
              event.preventDefault();
              if (adding) return;
              const issue = grouped ? null : validateQuantity(qty.trim() === '' ? NaN : Number(qty));
              setQtyError(issue);
              if (issue) return;
              setAdding(true);
              // The lines are built on the first click: that code stays out of the page's first load.
              void import('./purchase-lines.ts')
                .then(({ purchaseLines }) =>
                  onAddToCart(purchaseLines(product, pick, options, Number(qty) || 1)),
                )
                .finally(() => setAdding(false));
            }}
          >
            <Suspense>
              {configurable && <ConfigurableOptions product={configurable} onPick={setPick} />}
              {bundle && (
                <BundleOptions
                  options={bundle}
                  initial={product.defaults.bundle}
                  pick={pick}
                  onPick={setPick}
                />
              )}
              {grouped && (
                <GroupedItems items={grouped} price={product.pick.price} pick={pick} onPick={setPick} />
              )}
              {customOptions.length > 0 && (
                <CustomOptions
                  options={customOptions}
                  initial={product.defaults.options}
                  onPick={setOptions}
                />
              )}
            </Suspense>

            <input type="hidden" name="sku" value={pick.sku} />
            <div className={styles.buyRow}>
              {!grouped && (
                <div className={styles.qty}>
                  <label htmlFor="buy-qty">{t('cart.qty')}</label>
                  <input
                    id="buy-qty"
                    name="qty"
                    type="number"
                    inputMode="numeric"
                    min={1}
                    step={1}
                    value={qty}
                    aria-invalid={qtyError !== null}
                    aria-describedby={qtyError ? 'buy-qty-error' : undefined}
                    onChange={(event) => setQty(event.target.value)}
                    ref={qtyInput}
                  />
                </div>
              )}
              <button
                type="submit"
                className={`button ${styles.addToCart}`}
                disabled={reason !== null || adding}
                aria-describedby="buy-note"
              >
                {t(soldOut ? 'product.outOfStock' : 'product.addToCart')}
              </button>
            </div>
            {qtyError && (
              <p id="buy-qty-error" className={styles.warning} role="alert">
                {/* Quantity messages take no length parameter, so the catalogue text is used as is. */}
                {t(`validation.${qtyError.code}`, qtyError.params)}
              </p>
            )}
            <p id="buy-note" className={reason ? styles.warning : styles.note} role="status">
              {reason ? t(reason.key, { name: reason.name ?? '' }) : ''}
            </p>
          </form>

          <ProductActionsSlot sku={product.line.sku} place="page" />

          <div className={styles.facts}>
            <StockLabel stock={pick.stock} />
            {product.type === 'virtual' && <p>{t('product.noShipping')}</p>}
            {product.type === 'downloadable' && <p>{t('product.digitalDelivery')}</p>}
            {product.deliveryTime && (
              <p>{t('product.deliveryTime', { time: deliveryTime(product.deliveryTime) })}</p>
            )}
          </div>

          {product.shortDescription && (
            <div
              className={`rich-text ${styles.short}`}
              dangerouslySetInnerHTML={{ __html: product.shortDescription }}
            />
          )}
        </section>
      </div>

      <ProductDetails product={product} sku={pick.sku} />
      {reviews}
    </div>
  );
}
