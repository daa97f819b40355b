import { VALIDATION_MESSAGES, type ValidationCode } from '@hemma/commerce';
import type { z } from 'zod';

/**
 * What is wrong with a form, as data to word in the staff user's language: a SPEC §5 rule (worded like the
 * storefront's forms), a few of the back office's own (`unavailable`: the server could not be reached or failed),
 * or the API's text where no rule fits (a conflict).
 */
export type FormRule = ValidationCode | 'tooLong' | 'invalid' | 'unavailable';

export interface FormIssue {
  /** The field it belongs under (`address.city` for nested ones); null: the form as a whole. */
  field: string | null;
  rule?: FormRule;
  params?: Record<string, string | number>;
  text?: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/** Each English rule text as a pattern whose {placeholders} capture the values the API filled in. */
const RULE_PATTERNS = (Object.entries(VALIDATION_MESSAGES) as [ValidationCode, string][]).map(
  ([code, template]) => ({
    code,
    pattern: new RegExp(
      `^${escapeRegExp(template).replace(/\\?\{(\w+)\\?\}/g, (_, name: string) => `(?<${name}>.+?)`)}$`,
    ),
  }),
);

/** The rule behind an English message of the API (`Password must have at least 8 letters.`), with its values. */
export function ruleOfMessage(text: string): Pick<FormIssue, 'rule' | 'params'> | null {
  for (const { code, pattern } of RULE_PATTERNS) {
    const match = pattern.exec(text.trim());
    if (!match) continue;
    const params = Object.fromEntries(
      Object.entries(match.groups ?? {}).map(([name, value]) => [name, /^\d+$/.test(value) ? +value : value]),
    );
    return Object.keys(params).length > 0 ? { rule: code, params } : { rule: code };
  }
  return null;
}

/** Only the first problem of each field: a field shows one message at a time, like the storefront's. */
export function firstPerField(issues: readonly FormIssue[]): FormIssue[] {
  const seen = new Set<string>();
  return issues.filter((issue) => {
    if (issue.field === null) return true;
    if (seen.has(issue.field)) return false;
    seen.add(issue.field);
    return true;
  });
}

function issueOfZod(issue: z.core.$ZodIssue): FormIssue {
  const field = issue.path.length > 0 ? issue.path.map(String).join('.') : null;
  const params = issue.code === 'custom' ? (issue.params as FormIssue['params'] & { rule?: FormRule }) : null;
  if (params?.rule) {
    const { rule, ...values } = params;
    return Object.keys(values).length > 0 ? { field, rule, params: values } : { field, rule };
  }
  if (issue.code === 'invalid_type' || (issue.code === 'too_small' && issue.minimum === 1))
    return { field, rule: 'required' };
  if (issue.code === 'too_big' && issue.origin === 'string')
    return { field, rule: 'tooLong', params: { max: Number(issue.maximum) } };
  return { field, rule: 'invalid' };
}

/** A form schema's refusal as issues (custom checks name their rule in `params: {rule, …values}`). */
export function issuesOfZodError(error: z.ZodError): FormIssue[] {
  return firstPerField(error.issues.map(issueOfZod));
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A 400/409 message of the API as issues. Its parts (`Invalid body: name: …; role: …` from request validation,
 * `email: …; password: …` from a use case) go under the field they start with when the form has that field, and
 * to the top of the form otherwise; a part that is a SPEC §5 rule is worded like the form's own checks.
 */
export function issuesOfApiMessage(message: string, fields: readonly string[]): FormIssue[] {
  const body = message.replace(/^Invalid (body|query|path): /, '');
  const parts = body.split(/;\s+(?=[\w.[\]]+: )/);
  const issues = parts.map((part): FormIssue => {
    const match = /^([A-Za-z_][\w.[\]]*): (.+)$/s.exec(part.trim());
    const path = match?.[1];
    const field = path && (fields.includes(path) ? path : fields.find((f) => f === path.split('.')[0]));
    if (!match || !field) return { field: null, text: capitalise(part.trim()) };
    const text = match[2]!.trim();
    return { field, ...(ruleOfMessage(capitalise(text)) ?? { text: capitalise(text) }) };
  });
  return firstPerField(issues);
}
