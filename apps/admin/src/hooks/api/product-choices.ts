import { useQuery } from '@tanstack/react-query';
import { adminApi } from '../../lib/admin-api.ts';

export const productChoiceKeys = { all: ['product-choices'] as const };

/**
 * The products' tax classes and the customer groups of tier prices: what the product editor offers beside the
 * categories, attributes and brands (their own hooks: categories.ts, attributes.ts, brands.ts).
 */
export function useProductChoices() {
  return useQuery({ queryKey: productChoiceKeys.all, queryFn: () => adminApi.products.choices() });
}
