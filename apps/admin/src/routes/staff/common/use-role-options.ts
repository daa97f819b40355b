import { STAFF_ROLES } from '@hemma/contract';
import { useI18n } from '../../../i18n/i18n.tsx';

/** The roles as choices, named in the staff user's language. */
export function useRoleOptions(): { value: string; label: string }[] {
  const { t } = useI18n();
  return STAFF_ROLES.map((role) => ({ value: role, label: t(`role.${role}`) }));
}
