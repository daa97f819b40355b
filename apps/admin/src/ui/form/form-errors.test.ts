import { PASSWORD_MIN_LENGTH, validationMessage } from '@hemma/commerce';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issuesOfApiMessage, issuesOfZodError, ruleOfMessage } from './form-errors.ts';
import { checkEmail, checkPassword } from './form-rules.ts';

const fields = ['email', 'name', 'role', 'password'];

describe('issuesOfApiMessage', () => {
  it('when a use case names fields, then each part goes under its field, worded by its rule', () => {
    const message = `email: ${validationMessage({ code: 'email' })}; password: ${validationMessage({
      code: 'passwordMinLength',
      params: { min: PASSWORD_MIN_LENGTH },
    })}`;
    expect(issuesOfApiMessage(message, fields)).toEqual([
      { field: 'email', rule: 'email' },
      { field: 'password', rule: 'passwordMinLength', params: { min: 8 } },
    ]);
  });

  it('when request validation refuses the body, then its prefix goes and the fields are found', () => {
    expect(
      issuesOfApiMessage(
        'Invalid body: name: Too small: expected string to have >=1 characters; role: Invalid option: expected one of "owner"|"catalogue"|"orders"',
        fields,
      ),
    ).toEqual([
      { field: 'name', text: 'Too small: expected string to have >=1 characters' },
      { field: 'role', text: 'Invalid option: expected one of "owner"|"catalogue"|"orders"' },
    ]);
  });

  it('when a conflict names a field of the form, then it is shown under that field', () => {
    expect(issuesOfApiMessage('email: a staff user with a@b.se exists already', fields)).toEqual([
      { field: 'email', text: 'A staff user with a@b.se exists already' },
    ]);
  });

  it('when the message names no field of the form, then it goes to the top of the form whole', () => {
    expect(
      issuesOfApiMessage('This is the last active owner: make another staff user owner first.', fields),
    ).toEqual([{ field: null, text: 'This is the last active owner: make another staff user owner first.' }]);
    expect(issuesOfApiMessage('sku: exists already', fields)).toEqual([
      { field: null, text: 'Sku: exists already' },
    ]);
  });

  it('maps a nested path to the form field it belongs to', () => {
    expect(issuesOfApiMessage('address.city: Field is required', ['address'])).toEqual([
      { field: 'address', rule: 'required' },
    ]);
  });
});

describe('ruleOfMessage', () => {
  it('reads the values the API put into a rule text', () => {
    expect(ruleOfMessage('Only 3 products of this type are available!')).toEqual({
      rule: 'maxQuantity',
      params: { maxQuantity: 3 },
    });
    expect(ruleOfMessage('Field is required')).toEqual({ rule: 'required' });
    expect(ruleOfMessage('Something else entirely')).toBeNull();
  });
});

describe('issuesOfZodError', () => {
  const form = z
    .strictObject({
      name: z.string().trim().min(1).max(5),
      email: z.string().trim().min(1),
      password: z.string(),
      repeatPassword: z.string(),
    })
    .superRefine((values, ctx) => {
      checkEmail(ctx, values.email);
      checkPassword(ctx, values.password, values.repeatPassword);
    });
  const issues = (values: object) => {
    const result = form.safeParse(values);
    return result.success ? [] : issuesOfZodError(result.error);
  };

  it('when fields are blank, then each says it is required, once', () => {
    expect(issues({ name: ' ', email: '', password: '', repeatPassword: '' })).toEqual([
      { field: 'name', rule: 'required' },
      { field: 'email', rule: 'required' },
      { field: 'password', rule: 'required' },
      { field: 'repeatPassword', rule: 'required' },
    ]);
  });

  it('when values break the shared rules, then the rules and their values are named', () => {
    expect(issues({ name: 'Alexandra', email: 'nope', password: 'kort', repeatPassword: 'annat' })).toEqual([
      { field: 'name', rule: 'tooLong', params: { max: 5 } },
      { field: 'email', rule: 'email' },
      { field: 'password', rule: 'passwordMinLength', params: { min: 8 } },
      { field: 'repeatPassword', rule: 'passwordsIdentical' },
    ]);
  });

  it('when everything is right, then there is nothing to say', () => {
    expect(
      issues({ name: 'Berit', email: 'b@hemma.se', password: 'Hemma-2026!', repeatPassword: 'Hemma-2026!' }),
    ).toEqual([]);
  });
});
