import type { AdminMailPreviewDto, AdminMailTemplateBody, AdminMailTemplateDto } from '@hemma/contract';
import { DEFAULT_STORE_VIEW, storeViewByCode } from '@hemma/commerce';
import type { Db } from '../../db/database.ts';
import { recordAudit, type AuditActor } from '../../modules/audit/audit-repository.ts';
import {
  MAIL_TEXT_FIELDS,
  MAIL_TEXT_KIND_CODES,
  MAIL_TEXT_KINDS,
  type MailTextKindCode,
} from '../../modules/mail/mail-texts.ts';
import { createCodeTextRepository } from '../../modules/store-texts/code-text-repository.ts';
import { requireKnownPlaceholders } from './mail-placeholders.ts';
import { resolveMailTexts, storedMailTexts } from './mail-texts-for.ts';
import { renderSampleMail } from './sample-mails.ts';

/** What the mail-template screens need: the database, the shop's address and support mail, the clock. */
export interface MailTemplateContext {
  db: Db;
  settings: { shopUrl: string; supportEmail: string };
  now(): Date;
}

/** One mail's Swedish texts: the owner's (null where the built-in one is sent) beside the built-in ones. */
export async function getMailTemplate(
  context: MailTemplateContext,
  kind: MailTextKindCode,
): Promise<AdminMailTemplateDto> {
  const stored = await storedMailTexts(context.db, kind);
  const builtIn = MAIL_TEXT_KINDS[kind]['sv-SE'];
  return {
    kind,
    placeholders: [...MAIL_TEXT_KINDS[kind].placeholders],
    fields: MAIL_TEXT_FIELDS.map((field) => ({
      field,
      value: stored.ownSwedish[field] ?? null,
      default: builtIn[field],
    })),
  };
}

/** Every mail whose texts the owner writes (decision 0069). */
export async function listMailTemplates(context: MailTemplateContext): Promise<AdminMailTemplateDto[]> {
  return Promise.all(MAIL_TEXT_KIND_CODES.map((kind) => getMailTemplate(context, kind)));
}

/**
 * Sets the owner's Swedish texts of a mail, field by field; an empty text goes back to the built-in one. A text
 * naming a placeholder the mail cannot fill is refused (400). Audited as `mail_templates.update`.
 */
export async function putMailTemplate(
  context: MailTemplateContext,
  actor: AuditActor,
  kind: MailTextKindCode,
  body: AdminMailTemplateBody,
): Promise<AdminMailTemplateDto> {
  requireKnownPlaceholders(kind, body.texts);
  const before = await getMailTemplate(context, kind);
  const now = context.now().toISOString();
  await context.db.transaction().execute(async (trx) => {
    const texts = createCodeTextRepository(trx);
    for (const [field, value] of Object.entries(body.texts))
      await texts.put({
        store_code: DEFAULT_STORE_VIEW.storeCode,
        entity: 'mail_template',
        entity_code: kind,
        field,
        value: value ?? '',
      });
    await recordAudit(
      trx,
      actor,
      {
        action: 'mail_templates.update',
        entityType: 'mail_template',
        entityId: kind,
        summary: Object.keys(body.texts).join(', '),
        before: Object.fromEntries(before.fields.map((f) => [f.field, f.value])),
        after: body.texts,
      },
      now,
    );
  });
  return getMailTemplate(context, kind);
}

/** The mail as a shopper of the store view gets it, for a made-up order or subscriber: its subject and HTML. */
export async function previewMailTemplate(
  context: MailTemplateContext,
  kind: MailTextKindCode,
  storeCode: string,
): Promise<AdminMailPreviewDto> {
  const store = storeViewByCode(storeCode) ?? DEFAULT_STORE_VIEW;
  const texts = resolveMailTexts(await storedMailTexts(context.db, kind), store.storeCode);
  const mail = renderSampleMail(kind, store, texts, context.settings, context.now());
  return { kind, store: store.storeCode, subject: mail.subject, html: mail.html };
}
