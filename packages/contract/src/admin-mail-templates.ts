/**
 * The owner's mail texts (decision 0069): per mail, the subject, greeting, introduction and signature in Swedish
 * (here) and per store view (the translations API, entity `mail_template`), and a preview of the mail as a shopper
 * of a store view gets it.
 */
import { z } from 'zod';
import { named } from './registry.ts';

export const MAIL_TEMPLATE_KINDS = [
  'order_confirmation',
  'order_shipped',
  'order_cancelled',
  'order_changed',
  'order_shipment',
  'return_instructions',
  'return_rejected',
  'return_credit_note',
  'newsletter_confirmation',
  'newsletter_welcome',
  'password_reset',
] as const;
export const mailTemplateKind = z.enum(MAIL_TEMPLATE_KINDS, {
  message: `must be one of ${MAIL_TEMPLATE_KINDS.join(', ')}`,
});

export const adminMailTemplateParams = z.object({ kind: mailTemplateKind });

export const adminMailTemplateSchema = named(
  'AdminMailTemplate',
  z.strictObject({
    kind: mailTemplateKind,
    /** What the texts may name, written `{order_number}`. */
    placeholders: z.array(z.string()),
    fields: z.array(
      z.strictObject({
        field: z.enum(['subject', 'greeting', 'intro', 'signature']),
        /** The owner's Swedish text; null: the built-in one is sent. */
        value: z.string().nullable(),
        /** The built-in Swedish text. */
        default: z.string(),
      }),
    ),
  }),
);

export const adminMailTemplatesSchema = named('AdminMailTemplates', z.array(adminMailTemplateSchema));

export const adminMailTemplateBody = z.strictObject({
  /** Field → the owner's Swedish text; an empty text goes back to the built-in one. */
  texts: z.partialRecord(z.enum(['subject', 'greeting', 'intro', 'signature']), z.string().max(2_000)),
});

export const adminMailPreviewQuery = z.object({
  /** The store view whose shopper the preview is for; its texts, else English, else Swedish. */
  store: z
    .enum(['default', 'en', 'de', 'it'], { message: 'must be a store view: default, en, de or it' })
    .default('default'),
});

export const adminMailPreviewSchema = named(
  'AdminMailPreview',
  z.strictObject({ kind: mailTemplateKind, store: z.string(), subject: z.string(), html: z.string() }),
);

export type MailTemplateKind = z.infer<typeof mailTemplateKind>;
export type AdminMailTemplateDto = z.infer<typeof adminMailTemplateSchema>;
export type AdminMailTemplateBody = z.infer<typeof adminMailTemplateBody>;
export type AdminMailPreviewDto = z.infer<typeof adminMailPreviewSchema>;
