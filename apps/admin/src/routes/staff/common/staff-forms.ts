import { staffCreateBody, staffRoleSchema } from '@hemma/contract';
import { z } from 'zod';
import { checkEmail, checkPassword } from '../../../ui/form/form-rules.ts';

// The contract's request fields, plus what a form adds: a role must be chosen, the password is typed twice.
const { name, email, password } = staffCreateBody.shape;
const role = z.string().min(1).pipe(staffRoleSchema);

export const staffCreateForm = z
  .strictObject({ name, email: email.min(1), role, password, repeatPassword: z.string() })
  .superRefine((values, ctx) => {
    checkEmail(ctx, values.email);
    checkPassword(ctx, values.password, values.repeatPassword);
  });

export const staffDetailsForm = z.strictObject({ name, role, is_active: z.boolean() });

export const staffPasswordForm = z
  .strictObject({ password, repeatPassword: z.string() })
  .superRefine((values, ctx) => checkPassword(ctx, values.password, values.repeatPassword));
