import { Link } from 'react-router';
import { useMailTemplates } from '../../hooks/api/mail-templates.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import type { MessageKey } from '../../i18n/sv-SE.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { QueryView } from '../../ui/states.tsx';
import '../../ui/styles/mail-templates.css';

export const mailLabel = (kind: string) => `mailTemplates.kind.${kind}` as MessageKey;

/** "E-postmallar" (decision 0069): every mail whose texts the owner writes, with its Swedish subject. */
export default function MailTemplatesPage() {
  const { t } = useI18n();
  const templates = useMailTemplates();
  return (
    <>
      <PageHeader title={t('mailTemplates.pageTitle')} description={t('mailTemplates.description')} />
      <QueryView query={templates}>
        {(list) => (
          <ul className="mail-template-list">
            {list.map((template) => {
              const subject = template.fields.find((f) => f.field === 'subject');
              const own = template.fields.some((f) => f.value !== null);
              return (
                <li key={template.kind}>
                  <Link to={`/mail-templates/${template.kind}`}>{t(mailLabel(template.kind))}</Link>
                  <span className="mail-template-subject">{subject?.value ?? subject?.default}</span>
                  <small>{t(own ? 'mailTemplates.own' : 'mailTemplates.builtIn')}</small>
                </li>
              );
            })}
          </ul>
        )}
      </QueryView>
    </>
  );
}
