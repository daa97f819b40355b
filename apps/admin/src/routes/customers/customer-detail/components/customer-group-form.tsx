import type { AdminCustomerDto } from '@hemma/contract';
import { isApiError } from '@hemma/api-client/admin';
import { z } from 'zod';
import { useChangeCustomerGroup, useCustomer, useCustomerGroups } from '../../../../hooks/api/customers.ts';
import { useI18n } from '../../../../i18n/i18n.tsx';
import { SelectField } from '../../../../ui/form/fields.tsx';
import { FormSection } from '../../../../ui/form/form-section.tsx';
import { useForm } from '../../../../ui/form/use-form.ts';
import { useNotify } from '../../../../ui/notices.tsx';
import { useGroupName } from '../../../../ui/trade/customer-group.ts';

const groupForm = z.strictObject({ group_id: z.string().regex(/^\d+$/) });

/**
 * Moves the customer to another group (it decides their tier prices and tax class). The customer's `updated_at` as
 * read goes with it: a change made meanwhile (the customer edited their profile) is refused, said and reloaded.
 */
export function CustomerGroupForm({ data }: { data: AdminCustomerDto }) {
  const { t } = useI18n();
  const notify = useNotify();
  const groups = useCustomerGroups();
  const groupName = useGroupName();
  const change = useChangeCustomerGroup(data.customer.id);
  const reload = useCustomer(data.customer.id);
  const { customer } = data;
  const form = useForm({
    schema: groupForm,
    initial: { group_id: String(customer.group_id) },
    labels: { group_id: t('customers.groupField') },
    onSubmit: async ({ group_id }) => {
      if (Number(group_id) === customer.group_id) return notify(t('form.nothingChanged'));
      try {
        const saved = await change.mutateAsync({
          group_id: Number(group_id),
          updated_at: customer.updated_at,
        });
        notify(
          t('customers.groupChanged', {
            name: `${saved.customer.firstname} ${saved.customer.lastname}`,
            group: groupName(saved.group?.code ?? null, saved.customer.group_id),
          }),
        );
      } catch (error) {
        if (!isApiError(error) || error.status !== 409) throw error;
        void reload.refetch();
        return [{ field: null, text: t('customers.stale') }];
      }
    },
  });
  const options = (groups.data ?? [])
    // Guests are not a group an account can be in.
    .filter((group) => group.id !== 0)
    .map((group) => ({ value: String(group.id), label: groupName(group.code, group.id) }));
  return (
    <FormSection form={form} title={t('customers.groupTitle')} submitLabel={t('customers.changeGroup')}>
      <SelectField
        form={form}
        name="group_id"
        hint={t('customers.groupHint')}
        options={options.length > 0 ? options : [{ value: String(customer.group_id), label: '…' }]}
      />
    </FormSection>
  );
}
