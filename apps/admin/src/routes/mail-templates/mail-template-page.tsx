import type { AdminMailTemplateDto } from '@hemma/contract';
import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useMailPreview, useMailTemplate, useSaveMailTemplate } from '../../hooks/api/mail-templates.ts';
import { useTranslation } from '../../hooks/api/translations.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import type { MessageKey } from '../../i18n/sv-SE.ts';
import { useNotify } from '../../ui/notices.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { QueryView } from '../../ui/states.tsx';
import { StoreTabs } from '../../ui/translations/store-tabs.tsx';
import { StoreTranslations } from '../../ui/translations/store-translations.tsx';
import { TRANSLATED_STORES } from '../../ui/translations/translation-form.tsx';
import '../../ui/styles/mail-templates.css';
import { mailLabel } from './mail-templates-page.tsx';

/**
 * One mail's texts (decision 0069): the Swedish ones, the store views' beside them (the translations panel of
 * decision 0061) and a preview of the mail as a store view's shopper gets it.
 */
export default function MailTemplatePage() {
  const { kind = 'order_confirmation' } = useParams();
  const { t } = useI18n();
  const template = useMailTemplate(kind);
  return (
    <>
      <PageHeader
        title={t('mailTemplates.editTitle', { name: t(mailLabel(kind)) })}
        description={t('mailTemplates.description')}
      />
      <p>
        <Link to="/mail-templates">{t('mailTemplates.back')}</Link>
      </p>
      <QueryView query={template}>
        {(current) => <SwedishTexts key={JSON.stringify(current.fields)} current={current} />}
      </QueryView>
      <StoreTranslations entity="mail_template" entityKey={kind} />
      <MailPreview kind={kind} />
    </>
  );
}

function SwedishTexts({ current }: { current: AdminMailTemplateDto }) {
  const { t } = useI18n();
  const notify = useNotify();
  const titleId = useId();
  const save = useSaveMailTemplate(current.kind);
  // English is its own text (decision 0069): an owner's Swedish edit does not reach a built-in English one.
  const english = useTranslation('en', 'mail_template', current.kind).data;
  const builtInEnglish = (field: string) => {
    const found = english?.fields.find((f) => f.field === field);
    return found && found.value === null ? found.shown : null;
  };
  const [values, setValues] = useState(() =>
    Object.fromEntries(current.fields.map((f) => [f.field, f.value ?? ''])),
  );
  const [error, setError] = useState<string | null>(null);
  return (
    <section className="panel" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('mailTemplates.swedishTitle')}</h2>
      <p>{t('mailTemplates.swedishHelp')}</p>
      <p className="mail-placeholders">
        {t('mailTemplates.placeholders')}{' '}
        {current.placeholders.map((name) => (
          <code key={name}>{`{${name}}`}</code>
        ))}
      </p>
      {current.kind === 'password_reset' && <p>{t('mailTemplates.linkKept')}</p>}
      <form
        className="mail-template-form"
        onSubmit={(event) => {
          event.preventDefault();
          setError(null);
          void save.mutateAsync({ texts: values }).then(
            () => notify(t('mailTemplates.saved')),
            (refused: unknown) => setError(refused instanceof Error ? refused.message : String(refused)),
          );
        }}
      >
        {current.fields.map((field) => {
          const id = `mail-${current.kind}-${field.field}`;
          const set = (value: string) => setValues({ ...values, [field.field]: value });
          const props = {
            id,
            lang: 'sv',
            value: values[field.field] ?? '',
            placeholder: field.default,
            onChange: (e: { target: { value: string } }) => set(e.target.value),
          };
          const stale = field.value !== null ? builtInEnglish(field.field) : null;
          return (
            <div className="field" key={field.field}>
              <label htmlFor={id}>{t(`translations.field.${field.field}` as MessageKey)}</label>
              {field.field === 'intro' ? (
                <textarea rows={4} aria-describedby={stale ? `${id}-en` : undefined} {...props} />
              ) : (
                <input aria-describedby={stale ? `${id}-en` : undefined} {...props} />
              )}
              {stale && (
                <p className="field-hint mail-english-hint" id={`${id}-en`}>
                  {t('mailTemplates.englishBuiltIn', { text: stale })}
                </p>
              )}
            </div>
          );
        })}
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button button-primary" disabled={save.isPending}>
          {t('mailTemplates.save')}
        </button>
      </form>
    </section>
  );
}

const PREVIEW_STORES = ['default', ...TRANSLATED_STORES] as const;

function MailPreview({ kind }: { kind: string }) {
  const { t } = useI18n();
  const titleId = useId();
  const [store, setStore] = useState<string>('default');
  const preview = useMailPreview(kind, store);
  const storeName = (code: string) =>
    t((code === 'default' ? 'mailTemplates.store.default' : `translations.store.${code}`) as MessageKey);
  return (
    <section className="panel mail-preview" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('mailTemplates.previewTitle')}</h2>
      <p>{t('mailTemplates.previewHelp')}</p>
      <StoreTabs stores={PREVIEW_STORES} chosen={store} onChoose={setStore} label={storeName} />
      <QueryView query={preview}>
        {(mail) => (
          <>
            <p className="mail-preview-subject">
              {t('mailTemplates.subject')}: <strong>{mail.subject}</strong>
            </p>
            {/* A sandbox without scripts: the mail's HTML is shown, never run. */}
            <iframe title={t('mailTemplates.previewFrame')} sandbox="" srcDoc={mail.html} />
          </>
        )}
      </QueryView>
    </section>
  );
}
