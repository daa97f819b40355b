import { BASE_PATH } from '../app/base-path.ts';
import { useLogout } from '../hooks/api/session.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { useStaff } from '../session/staff-context.tsx';
import { LanguageSelect } from './language-select.tsx';

/** Who is signed in, in which role; the language; logging out. */
export function UserPanel() {
  const { t } = useI18n();
  const staff = useStaff();
  const logout = useLogout();
  return (
    <section className="user-panel" aria-label={t('layout.account')}>
      <p className="user-name">{staff.name}</p>
      <p className="user-meta">
        {staff.email}
        <br />
        {t(`role.${staff.role}`)}
      </p>
      <LanguageSelect />
      <button
        type="button"
        className="button"
        disabled={logout.isPending}
        onClick={() =>
          void logout
            .mutateAsync()
            .catch(() => undefined)
            .then(() => window.location.replace(`${BASE_PATH}/login`))
        }
      >
        {t('action.logout')}
      </button>
    </section>
  );
}
