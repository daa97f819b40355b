import { useI18n } from '../../i18n/i18n.tsx';

/** The groups every shop has (SPEC §6), named in the staff user's language; a shop's own by their code. */
const KNOWN = {
  'NOT LOGGED IN': 'customers.groupName.guest',
  General: 'customers.groupName.general',
  Wholesale: 'customers.groupName.wholesale',
  Retailer: 'customers.groupName.retailer',
} as const;

export function useGroupName(): (code: string | null, id: number) => string {
  const { t } = useI18n();
  return (code, id) => {
    if (code === null) return `#${id}`;
    return code in KNOWN ? t(KNOWN[code as keyof typeof KNOWN]) : code;
  };
}
