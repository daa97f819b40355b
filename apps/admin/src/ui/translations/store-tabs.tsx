import { useI18n } from '../../i18n/i18n.tsx';

/** One button per store view, the chosen one pressed: which language a panel shows (decisions 0061, 0069). */
export function StoreTabs({
  stores,
  chosen,
  onChoose,
  label,
}: {
  stores: readonly string[];
  chosen: string;
  onChoose: (storeCode: string) => void;
  label: (storeCode: string) => string;
}) {
  const { t } = useI18n();
  return (
    <div className="store-tabs" role="group" aria-label={t('translations.store')}>
      {stores.map((code) => (
        <button
          key={code}
          type="button"
          className={code === chosen ? 'button button-primary' : 'button'}
          aria-pressed={code === chosen}
          onClick={() => onChoose(code)}
        >
          {label(code)}
        </button>
      ))}
    </div>
  );
}
