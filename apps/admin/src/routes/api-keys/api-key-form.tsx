import { API_KEY_SCOPES, type ApiKeyCreatedDto, type ApiKeyScope } from '@hemma/contract';
import { z } from 'zod';
import { useCreateApiKey } from '../../hooks/api/api-keys.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import { CheckboxField, TextField } from '../../ui/form/fields.tsx';
import { FormSection } from '../../ui/form/form-section.tsx';
import { useForm } from '../../ui/form/use-form.ts';

/** The scope's checkbox name in the form (the form's values are flat). */
const field = (scope: ApiKeyScope) => scope.replace(':', '_') as ScopeField;
type ScopeField =
  'catalogue_read' | 'catalogue_write' | 'stock_write' | 'orders_read' | 'orders_write' | 'customers_read';

const scopeFields = Object.fromEntries(API_KEY_SCOPES.map((scope) => [field(scope), z.boolean()])) as Record<
  ScopeField,
  z.ZodBoolean
>;

/** A name and at least one scope; "no scope" is said at the first checkbox, where it is fixed. */
const keyForm = z
  .strictObject({ name: z.string().trim().min(1).max(100), ...scopeFields })
  .superRefine((values, context) => {
    if (!API_KEY_SCOPES.some((scope) => values[field(scope)]))
      context.addIssue({ code: 'custom', path: [field(API_KEY_SCOPES[0])], message: 'choose a scope' });
  });

const EMPTY = {
  name: '',
  ...(Object.fromEntries(API_KEY_SCOPES.map((scope) => [field(scope), false])) as Record<
    ScopeField,
    boolean
  >),
};

/** Makes a key; the new key (with the key itself) goes to `onCreated`, which shows it once. */
export function ApiKeyForm({ onCreated }: { onCreated(key: ApiKeyCreatedDto): void }) {
  const { t } = useI18n();
  const create = useCreateApiKey();
  const form = useForm({
    schema: keyForm,
    initial: EMPTY,
    labels: {
      name: t('apiKeys.name'),
      ...(Object.fromEntries(
        API_KEY_SCOPES.map((scope) => [field(scope), `${t(`apiKeys.scope.${scope}`)} (${scope})`]),
      ) as Record<ScopeField, string>),
    },
    onSubmit: async (values) => {
      const created = await create.mutateAsync({
        name: values.name,
        scopes: API_KEY_SCOPES.filter((scope) => values[field(scope)]),
      });
      form.reset(EMPTY);
      onCreated(created);
    },
  });
  return (
    <FormSection form={form} title={t('apiKeys.new')} submitLabel={t('apiKeys.create')}>
      <TextField form={form} name="name" autoComplete="off" hint={t('apiKeys.nameHint')} />
      <fieldset className="scope-group">
        <legend>{t('apiKeys.scopes')}</legend>
        <p className="field-hint">{t('apiKeys.chooseScope')}</p>
        {API_KEY_SCOPES.map((scope) => (
          <CheckboxField key={scope} form={form} name={field(scope)} />
        ))}
      </fieldset>
    </FormSection>
  );
}
