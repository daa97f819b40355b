import type {
  ShippingCountriesDto,
  ShippingCountriesInput,
  AdminAttributeCreateInput,
  AdminAttributeDto,
  AdminAttributeOptionInput,
  AdminAttributeOptionUpdateInput,
  AdminAttributeUpdateInput,
  AdminBannersDto,
  AdminBannersInput,
  AdminBrandCreateInput,
  AdminBrandDto,
  AdminBrandUpdateInput,
  AdminCategoryCreateInput,
  AdminCategoryDto,
  AdminCategoryUpdateInput,
  AdminCmsBlockCreateInput,
  AdminCmsBlockDto,
  AdminCmsBlockUpdateInput,
  AdminCmsListQuery,
  AdminCmsPageCreateInput,
  AdminCmsPageDto,
  AdminCmsPageUpdateInput,
  AdminDashboardDto,
  AdminMissingTranslationsDto,
  AdminTranslationBody,
  AdminTranslationDto,
  AdminPage,
  EurPriceSettingsDto,
  EurPriceSettingsInput,
  PaymentSettingsInput,
  ShippingSettingsInput,
  ShopSettingsDto,
  TaxRateCreateInput,
  TaxRateDto,
  TaxSettingsDto,
  UploadedImage,
} from '@hemma/contract';
import type { Query } from '../requester.ts';
import type { AdminHttp } from './admin-http.ts';

type CmsPageRow = Omit<AdminCmsPageDto, 'content' | 'meta_title' | 'meta_description'>;
type CmsBlockRow = Omit<AdminCmsBlockDto, 'content'>;
const deleteWith = (path: string, updatedAt: string) =>
  `${path}?${new URLSearchParams({ updated_at: updatedAt }).toString()}`;

/**
 * The shop's structure and settings in the back office: the dashboard, the category tree, attributes and their
 * options, brands, CMS pages and blocks, the home page's banners (decision 0021) and the owner's settings
 * (decision 0022). Spread into `createAdminClient`.
 */
export function shopCalls(http: AdminHttp) {
  return {
    dashboard: {
      get: () => http.get<AdminDashboardDto>('dashboard'),
    },
    categories: {
      list: () => http.get<AdminCategoryDto[]>('categories'),
      create: (input: AdminCategoryCreateInput) => http.send<AdminCategoryDto>('POST', 'categories', input),
      update: (id: number, input: AdminCategoryUpdateInput) =>
        http.send<AdminCategoryDto>('PATCH', `categories/${id}`, input),
      remove: (id: number, updatedAt: string) =>
        http.send<true>('DELETE', deleteWith(`categories/${id}`, updatedAt)),
    },
    attributes: {
      list: () => http.get<AdminAttributeDto[]>('attributes'),
      create: (input: AdminAttributeCreateInput) => http.send<AdminAttributeDto>('POST', 'attributes', input),
      update: (id: number, input: AdminAttributeUpdateInput) =>
        http.send<AdminAttributeDto>('PATCH', `attributes/${id}`, input),
      remove: (id: number) => http.send<true>('DELETE', `attributes/${id}`),
      addOption: (id: number, input: AdminAttributeOptionInput) =>
        http.send<AdminAttributeDto>('POST', `attributes/${id}/options`, input),
      updateOption: (id: number, optionId: number, input: AdminAttributeOptionUpdateInput) =>
        http.send<AdminAttributeDto>('PATCH', `attributes/${id}/options/${optionId}`, input),
      removeOption: (id: number, optionId: number) =>
        http.send<AdminAttributeDto>('DELETE', `attributes/${id}/options/${optionId}`),
    },
    brands: {
      list: () => http.get<AdminBrandDto[]>('brands'),
      create: (input: AdminBrandCreateInput) => http.send<AdminBrandDto>('POST', 'brands', input),
      update: (id: number, input: AdminBrandUpdateInput) =>
        http.send<AdminBrandDto>('PATCH', `brands/${id}`, input),
      remove: (id: number) => http.send<true>('DELETE', `brands/${id}`),
    },
    cmsPages: {
      list: (query: Partial<AdminCmsListQuery> = {}) =>
        http.get<AdminPage<CmsPageRow>>('cms/pages', query as Query),
      get: (id: number) => http.get<AdminCmsPageDto>(`cms/pages/${id}`),
      create: (input: AdminCmsPageCreateInput) => http.send<AdminCmsPageDto>('POST', 'cms/pages', input),
      update: (id: number, input: AdminCmsPageUpdateInput) =>
        http.send<AdminCmsPageDto>('PATCH', `cms/pages/${id}`, input),
      remove: (id: number, updatedAt: string) =>
        http.send<true>('DELETE', deleteWith(`cms/pages/${id}`, updatedAt)),
    },
    cmsBlocks: {
      list: (query: Partial<AdminCmsListQuery> = {}) =>
        http.get<AdminPage<CmsBlockRow>>('cms/blocks', query as Query),
      get: (id: number) => http.get<AdminCmsBlockDto>(`cms/blocks/${id}`),
      create: (input: AdminCmsBlockCreateInput) => http.send<AdminCmsBlockDto>('POST', 'cms/blocks', input),
      update: (id: number, input: AdminCmsBlockUpdateInput) =>
        http.send<AdminCmsBlockDto>('PATCH', `cms/blocks/${id}`, input),
      remove: (id: number, updatedAt: string) =>
        http.send<true>('DELETE', deleteWith(`cms/blocks/${id}`, updatedAt)),
    },
    banners: {
      get: (storeCode: string) => http.get<AdminBannersDto>(`banners/${storeCode}`),
      put: (storeCode: string, input: AdminBannersInput) =>
        http.send<AdminBannersDto>('PUT', `banners/${storeCode}`, input),
      /** A picture for a banner (or a category): the answer's `file` goes into its `image`. */
      uploadPicture: (picture: Blob) => http.send<UploadedImage>('POST', 'images', picture),
    },
    /** Translations of the owner's texts per store view (decision 0058). */
    translations: {
      missing: (storeCode: string) =>
        http.get<AdminMissingTranslationsDto>(`translations/${storeCode}?limit=200`),
      get: (storeCode: string, entity: string, key: string) =>
        http.get<AdminTranslationDto>(`translations/${storeCode}/${entity}/${encodeURIComponent(key)}`),
      put: (storeCode: string, entity: string, key: string, body: AdminTranslationBody) =>
        http.send<AdminTranslationDto>(
          'PUT',
          `translations/${storeCode}/${entity}/${encodeURIComponent(key)}`,
          body,
        ),
    },
    settings: {
      get: () => http.get<ShopSettingsDto>('settings'),
      saveShipping: (input: ShippingSettingsInput) =>
        http.send<ShopSettingsDto>('PUT', 'settings/shipping-methods', input),
      savePayment: (input: PaymentSettingsInput) =>
        http.send<ShopSettingsDto>('PUT', 'settings/payment-methods', input),
      eurPrices: () => http.get<EurPriceSettingsDto>('settings/eur-prices'),
      saveEurPrices: (input: EurPriceSettingsInput) =>
        http.send<EurPriceSettingsDto>('PUT', 'settings/eur-prices', input),
      tax: () => http.get<TaxSettingsDto>('settings/tax'),
      addTaxRate: (input: TaxRateCreateInput) => http.send<TaxRateDto>('POST', 'settings/tax-rates', input),
      changeTaxRate: (id: number, rate: number) =>
        http.send<TaxRateDto>('PATCH', `settings/tax-rates/${id}`, { rate }),
      removeTaxRate: (id: number) => http.send<true>('DELETE', `settings/tax-rates/${id}`),
      countries: () => http.get<ShippingCountriesDto>('settings/countries'),
      saveCountries: (input: ShippingCountriesInput) =>
        http.send<ShippingCountriesDto>('PUT', 'settings/countries', input),
    },
  };
}
