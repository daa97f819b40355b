import type {
  AdminMailPreviewDto,
  AdminMailTemplateDto,
  AdminMissingTranslationsDto,
  AdminPage,
  AdminTranslationDto,
  AuditEntryDto,
  OrderResult,
} from '@hemma/contract';
import { MAIL_TEMPLATE_KINDS } from '@hemma/contract';
import { describe, expect, it } from 'vitest';
import { loginOwner, type AdminClient } from './support/admin-client.ts';
import { checkoutFixtures, orderRequest } from './support/checkout-fixtures.ts';
import { germanOrder } from './support/foreign-addresses.ts';
import { mailsEventually } from './support/mail.ts';
import { useTestApi } from './support/test-api.ts';
import { unknownPlaceholders } from '../src/modules/mail/mail-texts.ts';

/** Issue 33: the mail texts the owner writes, per store view (decision 0069). */
const api = useTestApi();
const shop = checkoutFixtures(api);

const SWEDISH_INTRO = 'Tack för att du handlar hos Möbelhuset, {name}! Här är din order.';
const GERMAN_INTRO = 'Danke für Ihren Einkauf im Möbelhaus, {name}! Hier ist Ihre Bestellung.';
const ENGLISH_DEFAULT_INTRO = 'Thank you for your order at Hemma. Here is a summary of your order.';
const MAIL = '/api/admin/mail-templates/order_confirmation';
const GERMAN = '/api/admin/translations/de/mail_template/order_confirmation';

const parcel = async () => (await shop.find('simple')).sku;

/** Places the order and reads its confirmation from the file outbox, as the shopper gets it. */
async function confirmationOf(request: ReturnType<typeof orderRequest>) {
  const placed = await api.post<OrderResult>('/api/order', request);
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const number = placed.body.result.increment_id;
  const [mail] = await mailsEventually(api.outboxDir, (m) => m.subject.includes(number));
  expect(mail, `no confirmation of ${number} in the outbox`).toBeDefined();
  return mail!;
}

async function put<T>(owner: AdminClient, path: string, texts: Record<string, string>) {
  return owner.send<T>('PUT', path, { texts });
}

describe('the owner’s mail texts', () => {
  it('lists every mail with its Swedish texts, the built-in ones and what they may name', async () => {
    const owner = await loginOwner(api);
    const list = await owner.get<AdminMailTemplateDto[]>('/api/admin/mail-templates');
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.result.map((m) => m.kind)).toContain('order_shipped');
    const confirmation = list.body.result.find((m) => m.kind === 'order_confirmation')!;
    expect(confirmation.placeholders).toEqual(['name', 'order_number']);
    expect(confirmation.fields.find((f) => f.field === 'subject')).toEqual({
      field: 'subject',
      value: null,
      default: 'Orderbekräftelse – order {order_number}',
    });
  });

  it('has German and Italian texts for every mail, naming only what the mail fills in', async () => {
    const owner = await loginOwner(api);
    for (const kind of MAIL_TEMPLATE_KINDS)
      for (const store of ['de', 'it']) {
        const texts = await owner.get<AdminTranslationDto>(
          `/api/admin/translations/${store}/mail_template/${kind}`,
        );
        expect(texts.status, JSON.stringify(texts.body)).toBe(200);
        for (const field of texts.body.result.fields) {
          expect(field.from, `${store} ${kind} ${field.field}`).toBe(store);
          expect(unknownPlaceholders(kind, field.value ?? ''), field.value ?? '').toEqual([]);
        }
      }
  });

  it('sends the German owner text to a /de order, the English default once it is removed', async () => {
    const owner = await loginOwner(api);
    const swedish = await put<AdminMailTemplateDto>(owner, MAIL, { intro: SWEDISH_INTRO });
    expect(swedish.status, JSON.stringify(swedish.body)).toBe(200);
    expect(swedish.body.result.fields.find((f) => f.field === 'intro')!.value).toBe(SWEDISH_INTRO);

    // The German texts the mails had are the /de store view's (migration 0050): translated, editable.
    const before = await owner.get<AdminTranslationDto>(GERMAN);
    expect(before.body.result.fields.find((f) => f.field === 'subject')).toMatchObject({
      value: 'Bestellbestätigung – Bestellung {order_number}',
      from: 'de',
    });
    const german = await put<AdminTranslationDto>(owner, GERMAN, { intro: GERMAN_INTRO });
    expect(german.status, JSON.stringify(german.body)).toBe(200);
    expect(german.body.result.fields.find((f) => f.field === 'intro')).toMatchObject({
      swedish: SWEDISH_INTRO,
      value: GERMAN_INTRO,
      from: 'de',
    });

    const first = await confirmationOf(germanOrder([{ sku: await parcel(), qty: 1 }]));
    expect(first.subject).toMatch(/^Bestellbestätigung – Bestellung \d+$/);
    expect(first.text).toContain('Danke für Ihren Einkauf im Möbelhaus, Astrid! Hier ist Ihre Bestellung.');
    expect(first.text).toContain('Zwischensumme');
    expect(first.text).not.toContain('Möbelhuset');

    const removed = await put<AdminTranslationDto>(owner, GERMAN, { intro: '' });
    expect(removed.body.result.fields.find((f) => f.field === 'intro')).toMatchObject({
      value: null,
      shown: ENGLISH_DEFAULT_INTRO,
      from: 'en',
    });
    const second = await confirmationOf(germanOrder([{ sku: await parcel(), qty: 1 }]));
    expect(second.text).toContain(ENGLISH_DEFAULT_INTRO);
    expect(second.text).not.toContain('Möbelhaus');
    // Only the removed text falls back: the subject and the mail's labels stay German.
    expect(second.subject).toMatch(/^Bestellbestätigung/);
    expect(second.text).toContain('Zwischensumme');

    // The back office lists the intro among what /de shows in English.
    const missing = await owner.get<AdminMissingTranslationsDto>(
      '/api/admin/translations/de?entity=mail_template',
    );
    expect(missing.body.result.missing).toContainEqual(
      expect.objectContaining({ key: 'order_confirmation', field: 'intro', falls_back_to: 'en' }),
    );

    // The Swedish store view's shopper gets the owner's Swedish text.
    const sent = await confirmationOf(orderRequest([{ sku: await parcel(), qty: 1 }]));
    expect(sent.text).toContain('Tack för att du handlar hos Möbelhuset, Astrid! Här är din order.');

    const audit = await owner.get<AdminPage<AuditEntryDto>>(
      '/api/admin/audit?entity_type=mail_template&entity_id=order_confirmation',
    );
    expect(audit.body.result.items.map((e) => e.action)).toContain('mail_templates.update');
  });

  it('refuses a placeholder the mail cannot fill with a 400 naming it, in Swedish and in a translation', async () => {
    const owner = await loginOwner(api);
    const swedish = await put<unknown>(owner, '/api/admin/mail-templates/order_shipped', {
      subject: 'Order {ordernummer} är på väg med {carrier}',
    });
    expect(swedish.status).toBe(400);
    expect(JSON.stringify(swedish.body)).toContain('{ordernummer}');
    expect(JSON.stringify(swedish.body)).toContain('{order_number}');
    const german = await put<unknown>(owner, '/api/admin/translations/de/mail_template/order_shipped', {
      intro: 'Ihre Bestellung {bestellnummer} ist unterwegs.',
    });
    expect(german.status).toBe(400);
    expect(JSON.stringify(german.body)).toContain('{bestellnummer}');
    // Nothing was saved.
    const after = await owner.get<AdminMailTemplateDto>('/api/admin/mail-templates/order_shipped');
    expect(after.body.result.fields.every((f) => f.value === null)).toBe(true);
    expect((await owner.get('/api/admin/mail-templates/order_lost')).status).toBe(400);
    expect((await put(owner, MAIL, { closing: 'Hej då' })).status).toBe(400);
  });

  it('previews a mail as a store view’s shopper gets it', async () => {
    const owner = await loginOwner(api);
    await put(owner, '/api/admin/translations/it/mail_template/order_cancelled', {
      intro: 'Il tuo ordine {order_number} è stato annullato, {name}.',
    });
    const preview = await owner.get<AdminMailPreviewDto>(
      '/api/admin/mail-templates/order_cancelled/preview?store=it',
    );
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.result.subject).toBe('Il tuo ordine 100000123 è stato annullato');
    expect(preview.body.result.html).toContain('Il tuo ordine 100000123 è stato annullato, Åsa.');
    expect(preview.body.result.html).toContain('<html lang="it">');
    const confirmation = await owner.get<AdminMailPreviewDto>(
      '/api/admin/mail-templates/order_confirmation/preview?store=de',
    );
    expect(confirmation.body.result.html).toContain('€');
    expect((await owner.get(`${MAIL}/preview?store=fr`)).status).toBe(400);
  });
});
