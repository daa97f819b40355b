import type { AdminAttributeDto } from '@hemma/contract';
import { useState } from 'react';
import {
  useAddAttributeOption,
  useDeleteAttributeOption,
  useUpdateAttributeOption,
} from '../../../hooks/api/attributes.ts';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useConfirm } from '../../../ui/confirm.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { TextField } from '../../../ui/form/fields.tsx';
import { FormSection } from '../../../ui/form/form-section.tsx';
import { useForm } from '../../../ui/form/use-form.ts';
import { useNotify } from '../../../ui/notices.tsx';
import { optionForm, optionPosition } from '../common/attribute-forms.ts';

type Option = AdminAttributeDto['options'][number];
const EMPTY = { label: '', default_label: '', swatch_value: '' };

/** The form of a new option, or of one being renamed (in a dialog). */
function OptionForm({
  attribute,
  option,
  onDone,
}: {
  attribute: AdminAttributeDto;
  option: Option | null;
  onDone?: () => void;
}) {
  const { t } = useI18n();
  const notify = useNotify();
  const add = useAddAttributeOption(attribute.id);
  const update = useUpdateAttributeOption(attribute.id);
  const form = useForm({
    schema: optionForm,
    initial: option
      ? { label: option.label, default_label: option.default_label, swatch_value: option.swatch_value ?? '' }
      : EMPTY,
    labels: {
      label: t('attribute.optionLabel'),
      default_label: t('attribute.defaultLabel'),
      swatch_value: t('attribute.swatch'),
    },
    onSubmit: async (values) => {
      const swatch = values.swatch_value === '' ? null : values.swatch_value;
      if (option) {
        await update.mutateAsync({
          optionId: option.id,
          input: {
            label: values.label,
            ...(values.default_label ? { default_label: values.default_label } : {}),
            swatch_value: swatch,
          },
        });
        notify(t('attribute.optionSaved', { name: values.label }));
      } else {
        await add.mutateAsync({
          label: values.label,
          ...(values.default_label ? { default_label: values.default_label } : {}),
          swatch_value: swatch,
        });
        form.reset(EMPTY);
        notify(t('attribute.optionAdded', { name: values.label }));
      }
      onDone?.();
    },
  });
  return (
    <FormSection
      form={form}
      title={option ? undefined : t('attribute.newOption')}
      submitLabel={option ? t('action.save') : t('action.add')}
      actions={
        onDone && (
          <button type="button" className="button" onClick={onDone}>
            {t('action.cancel')}
          </button>
        )
      }
    >
      <TextField form={form} name="label" autoComplete="off" />
      <TextField form={form} name="default_label" autoComplete="off" hint={t('attribute.defaultLabelHint')} />
      <TextField form={form} name="swatch_value" autoComplete="off" hint={t('attribute.swatchHint')} />
    </FormSection>
  );
}

/** A select attribute's options in the order the shop shows them: reorder, rename, delete, add. */
export function AttributeOptions({ attribute }: { attribute: AdminAttributeDto }) {
  const { t } = useI18n();
  const notify = useNotify();
  const confirm = useConfirm();
  const update = useUpdateAttributeOption(attribute.id);
  const remove = useDeleteAttributeOption(attribute.id);
  const [editing, setEditing] = useState<Option | null>(null);
  const options = attribute.options;
  const busy = update.isPending || remove.isPending;
  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      notify(done);
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), 'error');
    }
  };
  const move = (option: Option, step: -1 | 1) => {
    const sortOrder = optionPosition(options, option.id, step);
    if (sortOrder === null) return;
    void run(
      () => update.mutateAsync({ optionId: option.id, input: { sort_order: sortOrder } }),
      t(step < 0 ? 'category.movedUp' : 'category.movedDown', { name: option.label }),
    );
  };
  const deleteOption = async (option: Option) => {
    const ok = await confirm({
      title: t('attribute.confirmDeleteOption.title'),
      text: t('attribute.confirmDeleteOption.text', { name: option.label }),
      confirmLabel: t('action.delete'),
      danger: true,
    });
    if (ok)
      void run(() => remove.mutateAsync(option.id), t('attribute.optionDeleted', { name: option.label }));
  };
  return (
    <>
      <section className="panel" aria-labelledby="attribute-options">
        <h2 id="attribute-options">{t('attribute.options')}</h2>
        {options.length === 0 ? (
          <p>{t('attribute.noOptions')}</p>
        ) : (
          <ol className="option-list">
            {options.map((option, index) => (
              <li key={option.id} className="tree-row">
                <span className="tree-name">
                  {option.swatch_value && (
                    <span className="swatch" style={{ background: option.swatch_value }} aria-hidden="true" />
                  )}
                  {option.label}
                  {option.default_label !== option.label && (
                    <span className="tree-meta">{option.default_label}</span>
                  )}
                </span>
                <span className="tree-actions">
                  <button
                    type="button"
                    className="button button-small"
                    disabled={busy || index === 0}
                    aria-label={t('category.moveUp', { name: option.label })}
                    onClick={() => move(option, -1)}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="button button-small"
                    disabled={busy || index === options.length - 1}
                    aria-label={t('category.moveDown', { name: option.label })}
                    onClick={() => move(option, 1)}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className="button button-small"
                    aria-label={t('attribute.editOption', { name: option.label })}
                    onClick={() => setEditing(option)}
                  >
                    {t('attribute.edit')}
                  </button>
                  <button
                    type="button"
                    className="button button-small"
                    disabled={busy}
                    aria-label={t('attribute.deleteOption', { name: option.label })}
                    onClick={() => void deleteOption(option)}
                  >
                    {t('action.delete')}
                  </button>
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
      <OptionForm attribute={attribute} option={null} />
      <Dialog
        open={editing !== null}
        title={t('attribute.editOption', { name: editing?.label ?? '' })}
        onClose={() => setEditing(null)}
      >
        {editing && <OptionForm attribute={attribute} option={editing} onDone={() => setEditing(null)} />}
      </Dialog>
    </>
  );
}
