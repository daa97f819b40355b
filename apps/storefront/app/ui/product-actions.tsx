import { type ReactNode, createContext, useContext } from 'react';

type Place = 'tile' | 'page';

/**
 * The product buttons a tile or the product page shows besides its own (the wishlist's and the compare list's).
 * Root provides them: features do not import each other, and tiles are rendered by many of them.
 */
export type RenderProductActions = (sku: string, place: Place) => ReactNode;

export const ProductActionsContext = createContext<RenderProductActions | null>(null);

/** Renders the provided product actions, or nothing. */
export function ProductActionsSlot({ sku, place }: { sku: string; place: Place }) {
  const render = useContext(ProductActionsContext);
  return render ? render(sku, place) : null;
}
