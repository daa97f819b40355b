import { PRODUCT_TYPES } from '@hemma/commerce';
import { useBrands } from '../../../../hooks/api/brands.ts';
import { useCategories } from '../../../../hooks/api/categories.ts';
import { useI18n } from '../../../../i18n/i18n.tsx';
import { FilterSelect, ListToolbar } from '../../../../ui/data-list/list-toolbar.tsx';
import type { ListControl } from '../../../../ui/data-list/use-list-state.ts';
import { type ProductFilter, type ProductSort, STOCK_FILTERS } from '../product-list-spec.ts';

/** Search by name or sku, and filters by type, status, stock, category and brand. */
export function ProductFilters({ list }: { list: ListControl<ProductFilter, ProductSort> }) {
  const { t } = useI18n();
  const categories = useCategories();
  const brands = useBrands();
  return (
    <ListToolbar list={list} searchLabel={t('product.search')}>
      <FilterSelect
        list={list}
        name="type"
        label={t('product.type')}
        options={PRODUCT_TYPES.map((type) => ({ value: type, label: t(`product.type.${type}`) }))}
      />
      <FilterSelect
        list={list}
        name="status"
        label={t('product.status')}
        options={[
          { value: 'enabled', label: t('product.status.enabled') },
          { value: 'disabled', label: t('product.status.disabled') },
        ]}
      />
      <FilterSelect
        list={list}
        name="stock"
        label={t('product.stockState')}
        options={Object.entries(STOCK_FILTERS).map(([value, state]) => ({
          value,
          label: t(`product.stock.${state}`),
        }))}
      />
      <FilterSelect
        list={list}
        name="category"
        label={t('product.category')}
        options={(categories.data ?? []).map((c) => ({
          value: String(c.id),
          label: `${'– '.repeat(Math.max(0, c.level - 2))}${c.name}`,
        }))}
      />
      <FilterSelect
        list={list}
        name="brand"
        label={t('product.brand')}
        options={(brands.data ?? []).map((b) => ({ value: String(b.id), label: b.name }))}
      />
    </ListToolbar>
  );
}
