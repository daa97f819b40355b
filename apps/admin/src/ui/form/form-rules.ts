import { isValidEmail, validatePassword } from '@hemma/commerce';
import type { z } from 'zod';
import type { FormRule } from './form-errors.ts';

type Context = z.RefinementCtx;

/** Adds a problem a form words by its rule (see form-errors.ts). */
export function addRuleIssue(
  ctx: Context,
  field: string,
  rule: FormRule,
  params: Record<string, string | number> = {},
): void {
  ctx.addIssue({ code: 'custom', path: [field], message: rule, params: { rule, ...params } });
}

/** The e-mail rule of the storefront and the API (a blank field is left to `required`). */
export function checkEmail(ctx: Context, email: string, field = 'email'): void {
  if (email.trim() !== '' && !isValidEmail(email.trim())) addRuleIssue(ctx, field, 'email');
}

/** The password rules of SPEC §5 (length, three kinds of characters), and that the repetition matches. */
export function checkPassword(ctx: Context, password: string, repeat?: string): void {
  for (const issue of validatePassword(password, repeat))
    addRuleIssue(ctx, issue.field, issue.code, issue.params);
}
