import { AdminApiError, isApiError } from '@hemma/api-client/admin';
import { staffLoginBody } from '@hemma/contract';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { useLogin, useSession } from '../../hooks/api/session.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import { LanguageSelect } from '../../layout/language-select.tsx';
import { intendedPath } from '../../session/intended-path.ts';
import { FormActions, TextField } from '../../ui/form/fields.tsx';
import type { FormIssue } from '../../ui/form/form-errors.ts';
import { FormSummary } from '../../ui/form/form-summary.tsx';
import { useForm } from '../../ui/form/use-form.ts';
import { PageHeader } from '../../ui/page-header.tsx';

const loginForm = z.strictObject({
  email: staffLoginBody.shape.email.min(1),
  password: staffLoginBody.shape.password.min(1),
});

/** The back office's door. A wrong password and a throttled login are said in words, never as a code. */
export default function LoginPage() {
  const { t } = useI18n();
  const session = useSession();
  const login = useLogin();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = intendedPath(params.get('next'));

  const form = useForm({
    schema: loginForm,
    initial: { email: '', password: '' },
    labels: { email: t('field.email'), password: t('field.password') },
    onSubmit: async (credentials): Promise<FormIssue[] | void> => {
      try {
        await login.mutateAsync(credentials);
      } catch (error) {
        if (!isApiError(error)) throw error;
        if (error.status === 401) return [{ field: null, text: t('login.failed') }];
        if (error.status === 429) {
          const retry = error instanceof AdminApiError ? error.retryAfterSeconds : null;
          const minutes = Math.ceil((retry ?? 0) / 60);
          return [{ field: null, text: retry ? t('login.throttled', { minutes }) : error.message }];
        }
        throw error;
      }
      await navigate(next, { replace: true });
    },
  });

  if (session.data && !login.isPending && !form.submitting) return <Navigate to={next} replace />;
  return (
    <main id="main" className="login">
      <div className="login-card">
        <p className="brand">{t('app.brand')}</p>
        <PageHeader title={t('login.title')} />
        <form noValidate onSubmit={form.handleSubmit}>
          <FormSummary form={form} />
          <TextField form={form} name="email" type="email" autoComplete="username" />
          <TextField form={form} name="password" type="password" autoComplete="current-password" />
          <FormActions>
            <button type="submit" className="button button-primary" disabled={form.submitting}>
              {t(form.submitting ? 'login.submitting' : 'action.login')}
            </button>
          </FormActions>
        </form>
        <LanguageSelect />
      </div>
    </main>
  );
}
