import type { AttributeDto, BrandDto, CustomAttribute } from '@hemma/contract';
import type { AttributeWithOptions } from '../../modules/catalog/attribute-repository.ts';
import type { ProductAttributeRow } from '../../modules/catalog/product-repository.ts';
import type { ReferenceData } from './catalog-context.ts';

function formatNumber(value: number): string {
  return Number.isInteger(value) ? String(value) : String(Math.round(value * 10) / 10).replace('.', ',');
}

/** Attribute values with the label a shopper reads ("Ek", "220 cm"). */
export function presentCustomAttributes(
  rows: ProductAttributeRow[],
  reference: ReferenceData,
): CustomAttribute[] {
  const result: CustomAttribute[] = [];
  for (const row of rows) {
    const attribute = reference.attributeById.get(row.attribute_id);
    if (!attribute) continue;
    if (row.option_id !== null) {
      const option = attribute.options.find((o) => o.id === row.option_id);
      result.push({
        attribute_code: attribute.attribute_code,
        value: String(row.option_id),
        label: option?.label ?? '',
      });
    } else if (row.value_number !== null) {
      const text = formatNumber(Number(row.value_number));
      result.push({
        attribute_code: attribute.attribute_code,
        value: String(row.value_number),
        label: attribute.unit ? `${text} ${attribute.unit}` : text,
      });
    } else if (row.value_text !== null) {
      result.push({ attribute_code: attribute.attribute_code, value: row.value_text, label: row.value_text });
    }
  }
  return result;
}

export function presentAttribute(attribute: AttributeWithOptions, onlyOptions?: Set<number>): AttributeDto {
  return {
    attribute_id: attribute.id,
    attribute_code: attribute.attribute_code,
    frontend_label: attribute.frontend_label,
    default_label: attribute.default_label,
    frontend_input: attribute.frontend_input,
    unit: attribute.unit,
    is_user_defined: attribute.is_user_defined === 1,
    is_visible: attribute.is_visible === 1,
    is_comparable: attribute.is_comparable === 1,
    is_filterable: attribute.is_filterable === 1,
    options: attribute.options
      .filter((o) => !onlyOptions || onlyOptions.has(o.id))
      .map((o) => ({
        value: String(o.id),
        label: o.label,
        default_label: o.default_label,
        swatch_value: o.swatch_value,
      })),
  };
}

export function presentBrand(brandId: number | null, reference: ReferenceData): BrandDto | null {
  const brand = brandId === null ? undefined : reference.brandById.get(brandId);
  return brand
    ? { id: brand.id, name: brand.name, slug: brand.slug, description: brand.description, logo: brand.logo }
    : null;
}
