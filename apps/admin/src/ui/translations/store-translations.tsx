import type { TranslatableEntity } from '@hemma/contract';
import { useId, useState } from 'react';
import { useTranslation } from '../../hooks/api/translations.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import type { MessageKey } from '../../i18n/sv-SE.ts';
import { QueryView } from '../states.tsx';
import { StoreTabs } from './store-tabs.tsx';
import { TRANSLATED_STORES, TranslationForm } from './translation-form.tsx';

/**
 * An editor's "Översättningar" panel (decision 0061): the entity's texts side by side with the Swedish ones, one store
 * view at a time (Deutsch, Italiano, English), saved apart from the editor's own form; a missing translation says
 * what the shopper sees instead.
 */
export function StoreTranslations({ entity, entityKey }: { entity: TranslatableEntity; entityKey: string }) {
  const { t } = useI18n();
  const titleId = useId();
  const [storeCode, setStoreCode] = useState<string>('de');
  const translation = useTranslation(storeCode, entity, entityKey);
  return (
    <section className="panel store-translations" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('translations.panelTitle')}</h2>
      <p>{t('translations.panelHelp')}</p>
      <StoreTabs
        stores={TRANSLATED_STORES}
        chosen={storeCode}
        onChoose={setStoreCode}
        label={(code) => t(`translations.store.${code}` as MessageKey)}
      />
      <QueryView query={translation}>
        {(current) => (
          <TranslationForm
            key={`${current.store_code}:${JSON.stringify(current.fields)}`}
            current={current}
          />
        )}
      </QueryView>
    </section>
  );
}
