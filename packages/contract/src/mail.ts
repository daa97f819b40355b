/** SPEC §7 extension "mail send and token": the contact form's mail to the shop. */
import { z } from 'zod';
import { named } from './registry.ts';

export const CONTACT_LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const;

export const mailTokenSchema = named(
  'MailToken',
  z.strictObject({
    /** Sent back with the mail; valid from a few seconds after it was issued for an hour (decision 0029). */
    token: z.string(),
    expires_in: z.number().int(),
  }),
);

const field = (max: number) =>
  z
    .string({ error: 'Field is required' })
    .trim()
    .min(1, 'Field is required')
    .max(max, `must be at most ${max} characters`)
    .refine((value) => !value.includes('\u0000'), 'must not contain NUL characters');

export const mailSendBody = z
  .object({
    token: z.string().min(1).max(200),
    name: field(CONTACT_LIMITS.name),
    email: field(CONTACT_LIMITS.email).pipe(z.email('Please provide valid e-mail address.')),
    subject: field(CONTACT_LIMITS.subject).optional(),
    message: field(CONTACT_LIMITS.message),
    /** The honeypot: a field people never see and leave empty; anything in it marks a robot. */
    website: z.string().max(500).optional(),
  })
  .strict();

export const mailSendSchema = named('MailSent', z.strictObject({ accepted: z.literal(true) }));

export type MailToken = z.infer<typeof mailTokenSchema>;
export type MailSendRequest = z.infer<typeof mailSendBody>;
