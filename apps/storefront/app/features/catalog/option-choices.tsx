import type { ReactNode } from 'react';
import { useI18n } from '~/i18n/i18n.tsx';
import styles from './product-options.module.css';

export interface Choice {
  id: string;
  label: string;
  /** The price (addition), shown beside the label. */
  extra: string;
}

/** One bundle or custom option: a radio group, checkboxes or a select, in a fieldset named by its title. */
export function Choices({
  name,
  title,
  type,
  choices,
  chosen,
  optional,
  onChange,
  children,
}: {
  name: string;
  title: string;
  type: 'radio' | 'checkbox' | 'select';
  choices: Choice[];
  chosen: readonly string[];
  optional: boolean;
  onChange: (chosen: string[]) => void;
  children?: ReactNode;
}) {
  const { t } = useI18n();
  const legend = optional ? `${title} (${t('product.optional')})` : title;
  return (
    <fieldset className={styles.group}>
      <legend>{legend}</legend>
      {type === 'select' ? (
        <select
          name={name}
          aria-label={legend}
          value={chosen[0] ?? ''}
          onChange={(event) => onChange(event.target.value ? [event.target.value] : [])}
        >
          {(optional || !chosen[0]) && <option value="">{t('product.noChoice')}</option>}
          {choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.extra ? `${choice.label} – ${choice.extra}` : choice.label}
            </option>
          ))}
        </select>
      ) : (
        choices.map(({ id, label, extra }) => {
          const on = chosen.includes(id);
          return (
            <label key={id} className={styles.row}>
              <input
                type={type}
                name={name}
                value={id}
                checked={on}
                onChange={() =>
                  onChange(type === 'radio' ? [id] : on ? chosen.filter((c) => c !== id) : [...chosen, id])
                }
              />
              <span>{label}</span>
              <span>{extra}</span>
            </label>
          );
        })
      )}
      {children}
    </fieldset>
  );
}
