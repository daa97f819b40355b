import { type ReactNode, useEffect } from 'react';
import { useI18n } from '../i18n/i18n.tsx';

/** A screen's title (the page's one h1 and the document title) and its main actions. */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  const { t } = useI18n();
  useEffect(() => {
    document.title = `${title} · ${t('app.title')}`;
  }, [title, t]);
  return (
    <header className="page-header">
      <div>
        <h1>{title}</h1>
        {description && <p className="page-description">{description}</p>}
      </div>
      {actions && <div className="page-actions">{actions}</div>}
    </header>
  );
}
