import { type FormEvent, useCallback, useId, useState } from 'react';
import { isApiError } from '@hemma/api-client/admin';
import type { z } from 'zod';
import { type FormIssue, issuesOfApiMessage, issuesOfZodError } from './form-errors.ts';

type Values = Record<string, string | boolean>;

export interface FormOptions<S extends z.ZodType<unknown, Values>> {
  /** Checks the values before anything is sent: the contract's request schema, plus the form's own fields. */
  schema: S;
  initial: z.input<S>;
  /** Each field's label: its `<label>` and its link in the summary of problems. */
  labels: Record<keyof z.input<S> & string, string>;
  /** Sends the checked values; problems it returns (a refusal it words itself) are shown like the others. */
  onSubmit(values: z.output<S>): Promise<void | FormIssue[]>;
}

export interface Form<V extends Values> {
  id: string;
  values: V;
  issues: FormIssue[];
  submitting: boolean;
  set<K extends keyof V & string>(name: K, value: V[K]): void;
  /** Replaces every value (a form that reloads what it edits). */
  reset(values: V): void;
  issueOf(name: keyof V & string): FormIssue | undefined;
  fieldId(name: keyof V & string): string;
  handleSubmit(event: FormEvent): Promise<void>;
  /** How many submits were refused: the summary of problems takes the focus at each. */
  refusals: number;
  labels: Record<keyof V & string, string>;
}

/**
 * The back office's forms: values in state, checked by a zod schema on submit, then sent; a refusal of the API
 * (4xx) is split over the fields it names (form-errors.ts), anything else is said at the top. After a refused
 * submit the focus moves to the summary, so a screen reader hears what to fix.
 */
export function useForm<S extends z.ZodType<unknown, Values>>(options: FormOptions<S>): Form<z.input<S>> {
  type V = z.input<S>;
  // React's ids contain characters that are awkward in a fragment (`#…`); the field ids need none of them.
  const id = `form${useId().replace(/[^\w-]/g, '')}`;
  const [values, setValues] = useState<V>(options.initial);
  const [issues, setIssues] = useState<FormIssue[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const [refusals, setRefusals] = useState(0);
  const { schema, onSubmit } = options;

  const refuse = useCallback((found: FormIssue[]) => {
    setIssues(found);
    setRefusals((count) => count + 1);
  }, []);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const parsed = schema.safeParse(values);
    if (!parsed.success) return refuse(issuesOfZodError(parsed.error));
    setIssues([]);
    setSubmitting(true);
    try {
      const problems = await onSubmit(parsed.data);
      if (problems && problems.length > 0) refuse(problems);
    } catch (error) {
      refuse(
        isApiError(error) && error.status < 500
          ? issuesOfApiMessage(error.message, Object.keys(values))
          : [{ field: null, rule: 'unavailable' }],
      );
    } finally {
      setSubmitting(false);
    }
  };

  return {
    id,
    values,
    issues,
    submitting,
    set: (name, value) => {
      setValues((current) => ({ ...current, [name]: value }));
      setIssues((current) => current.filter((issue) => issue.field !== name));
    },
    reset: (next) => {
      setValues(next);
      setIssues([]);
    },
    issueOf: (name) => issues.find((issue) => issue.field === name),
    fieldId: (name) => `${id}-${name}`,
    handleSubmit,
    refusals,
    labels: options.labels,
  };
}
