import { useI18n } from '../../../i18n/i18n.tsx';

/** The labels of the fields an attribute's forms share. */
export function useAttributeLabels() {
  const { t } = useI18n();
  return {
    frontend_label: t('attribute.label'),
    default_label: t('attribute.defaultLabel'),
    unit: t('attribute.unit'),
    is_visible: t('attribute.isVisible'),
    is_comparable: t('attribute.isComparable'),
    is_filterable: t('attribute.isFilterable'),
  };
}
