import type { ReactNode } from 'react';
import { useI18n } from '~/i18n/i18n.tsx';
import type { CheckoutStep } from './checkout-details.ts';
import styles from './checkout.module.css';

/** One numbered checkout step: open (its form), done (a summary with 'Edit') or still to come (its title only). */
export function CheckoutStepSection({
  name,
  number,
  state,
  title,
  summary,
  onEdit,
  children,
}: {
  name: CheckoutStep;
  number: number;
  state: 'open' | 'done' | 'todo';
  title: string;
  summary: ReactNode;
  onEdit: () => void;
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <section className={styles.step} aria-labelledby={`step-${name}`} data-state={state}>
      <h2 id={`step-${name}`}>
        <span className={styles.number}>{number}</span> {title}
      </h2>
      {state === 'open' && children}
      {state === 'done' && (
        <div className={styles.summary}>
          {summary}
          <button type="button" className={styles.edit} onClick={onEdit}>
            {t('checkout.edit')}
          </button>
        </div>
      )}
    </section>
  );
}

/** A radio list of shipping or payment methods with its form message. */
export function MethodChoices({
  legend,
  name,
  choices,
  chosen,
  error,
  onChoose,
}: {
  legend: string;
  name: string;
  choices: { key: string; title: string; cost: string }[];
  chosen: string;
  error: string | null;
  onChoose: (key: string) => void;
}) {
  return (
    <fieldset className={styles.methods}>
      <legend>{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.key} className={styles.method}>
          <input
            type="radio"
            name={name}
            checked={chosen === choice.key}
            onChange={() => onChoose(choice.key)}
          />
          <span>{choice.title}</span>
          <strong>{choice.cost}</strong>
        </label>
      ))}
      {error && <p className={styles.error}>{error}</p>}
    </fieldset>
  );
}
