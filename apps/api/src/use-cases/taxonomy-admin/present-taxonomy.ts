import type { AdminAttributeDto, AdminBrandDto, AdminCategoryDto } from '@hemma/contract';
import type { AttributeWithOptions } from '../../modules/catalog/attribute-repository.ts';
import type { BrandRow } from '../../modules/catalog/brand-repository.ts';
import type { CategoryRow } from '../../modules/catalog/category-repository.ts';

export function presentAdminCategory(row: CategoryRow, productCount: number): AdminCategoryDto {
  return {
    id: row.id,
    parent_id: row.parent_id,
    name: row.name,
    url_key: row.url_key,
    url_path: row.url_path,
    path: row.path,
    level: row.level,
    position: row.position,
    is_active: row.is_active === 1,
    include_in_menu: row.include_in_menu === 1,
    description: row.description,
    meta_title: row.meta_title,
    meta_description: row.meta_description,
    image: row.image,
    product_count: productCount,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function presentAdminAttribute(attribute: AttributeWithOptions): AdminAttributeDto {
  return {
    id: attribute.id,
    attribute_code: attribute.attribute_code,
    frontend_label: attribute.frontend_label,
    default_label: attribute.default_label,
    frontend_input: attribute.frontend_input,
    unit: attribute.unit,
    is_visible: attribute.is_visible === 1,
    is_comparable: attribute.is_comparable === 1,
    is_filterable: attribute.is_filterable === 1,
    position: attribute.position,
    options: attribute.options.map((o) => ({
      id: o.id,
      label: o.label,
      default_label: o.default_label,
      swatch_value: o.swatch_value,
      sort_order: o.sort_order,
    })),
  };
}

export function presentAdminBrand(row: BrandRow, productCount: number): AdminBrandDto {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    logo: row.logo,
    product_count: productCount,
  };
}
