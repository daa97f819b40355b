import { Link, useNavigate, useParams } from 'react-router';
import { useAttribute, useDeleteAttribute } from '../../../hooks/api/attributes.ts';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useConfirm } from '../../../ui/confirm.tsx';
import { useNotify } from '../../../ui/notices.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { EmptyState, QueryView } from '../../../ui/states.tsx';
import { StoreTranslations } from '../../../ui/translations/store-translations.tsx';
import { TRANSLATED_STORES } from '../../../ui/translations/translation-form.tsx';
import { hasOptions } from '../common/attribute-forms.ts';
import { AttributeDetailsForm } from './attribute-details-form.tsx';
import { AttributeOptions } from './attribute-options.tsx';

/** One attribute: its labels and flags, its options, and deleting it when no product uses it. */
export default function AttributeEditPage() {
  const { t } = useI18n();
  const id = Number(useParams().id);
  const attribute = useAttribute(id);
  const remove = useDeleteAttribute();
  const confirm = useConfirm();
  const notify = useNotify();
  const navigate = useNavigate();
  return (
    <QueryView query={attribute}>
      {(found) => {
        if (!found)
          return (
            <>
              <PageHeader title={t('error.notFound.title')} />
              <EmptyState title={t('attribute.notFound')}>
                <Link to="/attributes" className="button">
                  {t('attribute.backToList')}
                </Link>
              </EmptyState>
            </>
          );
        const deleteAttribute = async () => {
          const ok = await confirm({
            title: t('attribute.confirmDelete.title'),
            text: t('attribute.confirmDelete.text', { name: found.frontend_label }),
            confirmLabel: t('action.delete'),
            danger: true,
          });
          if (!ok) return;
          try {
            await remove.mutateAsync(found.id);
            notify(t('attribute.deleted', { name: found.frontend_label }));
            void navigate('/attributes');
          } catch (error) {
            notify(error instanceof Error ? error.message : String(error), 'error');
          }
        };
        return (
          <>
            <PageHeader
              title={found.frontend_label}
              description={`${found.attribute_code} · ${t(`attribute.input.${found.frontend_input}`)}`}
              actions={
                <>
                  <Link to="/attributes" className="button">
                    {t('attribute.backToList')}
                  </Link>
                  <button
                    type="button"
                    className="button button-danger"
                    onClick={() => void deleteAttribute()}
                  >
                    {t('action.delete')}
                  </button>
                </>
              }
            />
            <AttributeDetailsForm
              key={JSON.stringify([found.frontend_label, found.default_label, found.unit])}
              attribute={found}
            />
            {hasOptions(found.frontend_input) && <AttributeOptions attribute={found} />}
            <StoreTranslations entity="attribute" entityKey={String(found.id)} />
            {hasOptions(found.frontend_input) && found.options.length > 0 && (
              <section className="panel" aria-labelledby="attribute-option-translations">
                <h2 id="attribute-option-translations">{t('translations.optionLinks')}</h2>
                <ul className="option-translations">
                  {found.options.map((option) => (
                    <li key={option.id}>
                      <span>{option.label}</span>
                      {TRANSLATED_STORES.map((code) => (
                        <Link key={code} to={`/translations/${code}/attribute_option/${option.id}`}>
                          {t(`translations.store.${code}`)}
                        </Link>
                      ))}
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </>
        );
      }}
    </QueryView>
  );
}
