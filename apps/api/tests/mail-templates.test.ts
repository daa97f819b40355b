import type {
  AdminMailPreviewDto,
  AdminOrderDto,
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
import { accountFixtures } from './support/account-fixtures.ts';
import { mailsEventually, readOutbox } from './support/mail.ts';
import { tradeFixtures } from './support/trade-fixtures.ts';
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

/** Saves texts that name a placeholder the mail cannot fill: a 400 whose message names each of `named`. */
async function expectRefused(
  owner: AdminClient,
  path: string,
  texts: Record<string, string>,
  named: string[],
) {
  const refused = await put<unknown>(owner, path, texts);
  expect(refused.status).toBe(400);
  for (const name of named) expect(JSON.stringify(refused.body)).toContain(name);
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
    await expectRefused(
      owner,
      '/api/admin/mail-templates/order_shipped',
      { subject: 'Order {ordernummer} är på väg med {carrier}' },
      ['{ordernummer}', '{order_number}'],
    );
    await expectRefused(
      owner,
      '/api/admin/translations/de/mail_template/order_shipped',
      { intro: 'Ihre Bestellung {bestellnummer} ist unterwegs.' },
      ['{bestellnummer}'],
    );
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

describe('the order-changed, shipment and password-reset mails (decision 0069, addendum)', () => {
  const trade = tradeFixtures(api);
  const accounts = accountFixtures(api);

  /** An invoice order of 2 × a parcel, in processing: its back-office id, number and line. */
  async function orderOfTwo(request: (products: { sku: string; qty: number }[]) => unknown) {
    const product = await shop.find('simple', (p) => p.stock.is_in_stock && (p.weight ?? 0) <= 10);
    await trade.setStock(product.id, 20);
    const placed = await api.post<OrderResult>('/api/order', request([{ sku: product.sku, qty: 2 }]));
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const owner = await loginOwner(api);
    const number = placed.body.result.increment_id;
    const { id } = await trade.findOrder(owner, number);
    expect((await trade.setStatus(owner, id, { status: 'processing' })).status).toBe(200);
    const order = await owner.get<AdminOrderDto>(`/api/admin/orders/${id}`);
    return { owner, id, number, line: order.body.result.items[0]! };
  }

  it('lists the three with what they may name, and refuses what they cannot fill', async () => {
    const owner = await loginOwner(api);
    const list = (await owner.get<AdminMailTemplateDto[]>('/api/admin/mail-templates')).body.result;
    const placeholders = Object.fromEntries(list.map((m) => [m.kind, m.placeholders]));
    expect(placeholders).toMatchObject({
      order_changed: ['name', 'order_number'],
      order_shipment: ['name', 'order_number', 'carrier'],
      password_reset: ['name'],
    });
    await expectRefused(
      owner,
      '/api/admin/mail-templates/password_reset',
      { intro: 'Gäller order {order_number}.' },
      ['{order_number}', '{name}'],
    );
    await expectRefused(
      owner,
      '/api/admin/translations/de/mail_template/order_changed',
      { subject: 'Bestellung {order_number} mit {carrier}' },
      ['{carrier}'],
    );
  });

  it('sends a shipment with the owner’s Swedish text, and a /de one German field by field, else English', async () => {
    const owner = await loginOwner(api);
    await put(owner, '/api/admin/mail-templates/order_shipment', {
      intro: 'Paket till {name}: order {order_number} åker med {carrier}.',
    });
    await put(owner, '/api/admin/translations/de/mail_template/order_shipment', { intro: '' });
    const ship = async (request: (products: { sku: string; qty: number }[]) => unknown) => {
      const order = await orderOfTwo(request);
      const body = {
        carrier: 'PostNord',
        tracking_number: 'SE42',
        lines: [{ item_id: order.line.id, qty: 1 }],
      };
      const shipped = await order.owner.send('POST', `/api/admin/orders/${order.id}/shipments`, body);
      expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
      const [mail] = await mailsEventually(
        api.outboxDir,
        (m) => m.subject.includes(order.number) && !/bekräftelse|bestätigung/i.test(m.subject),
      );
      return { mail: mail!, order };
    };
    const swedish = await ship((products) => orderRequest(products));
    expect(swedish.mail.subject).toBe(`En leverans av din order ${swedish.order.number} är skickad`);
    expect(swedish.mail.text).toContain(
      `Paket till Astrid: order ${swedish.order.number} åker med PostNord.`,
    );
    expect(swedish.mail.text).toContain('Spårningsnummer: SE42');

    const german = await ship((products) => germanOrder(products));
    expect(german.mail.subject).toBe(`Ein Teil Ihrer Bestellung ${german.order.number} wurde versandt`);
    expect(german.mail.text).toContain(
      `We have shipped this part of your order ${german.order.number} with PostNord:`,
    );
    expect(german.mail.text).toContain('Sendungsnummer: SE42');
    expect(german.mail.text).toContain('Herzliche Grüße, Hemma');
  });

  it('sends an order change with the owner’s subject around the new lines and total', async () => {
    const { owner, id, number, line } = await orderOfTwo((products) => orderRequest(products));
    await put(owner, '/api/admin/mail-templates/order_changed', {
      subject: 'Ändring i order {order_number}',
    });
    const edited = await owner.send('POST', `/api/admin/orders/${id}/edit`, {
      lines: [{ item_id: line.id, qty: 1 }],
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const [mail] = await mailsEventually(api.outboxDir, (m) => m.subject === `Ändring i order ${number}`);
    expect(mail?.text).toContain(`Vi har ändrat din order ${number}. Så här ser den ut nu:`);
    expect(mail?.text).toContain(`1 × ${line.name}`);
    expect(mail?.text).toContain('Nytt totalbelopp: ');
  });

  it('sends a password reset with the owner’s texts and always its link', async () => {
    const owner = await loginOwner(api);
    await put(owner, '/api/admin/mail-templates/password_reset', {
      subject: 'Nytt lösenord för {name}',
      greeting: 'Tjena {name}',
      intro: 'Du bad om ett nytt lösenord.',
      signature: 'Hälsningar från Möbelhuset',
    });
    await put(owner, '/api/admin/translations/de/mail_template/password_reset', { intro: '' });
    const { email } = await accounts.register();
    const mailFor = async (query: string) => {
      // Sent within the request (no outbox): the newest mail to the address is this one.
      expect((await api.post(`/api/user/reset-password${query}`, { email })).status).toBe(200);
      return (await readOutbox(api.outboxDir)).filter((m) => m.to.includes(email)).at(-1)!;
    };
    const swedish = await mailFor('');
    expect(swedish.subject).toBe('Nytt lösenord för Karin');
    expect(swedish.text).toContain('Tjena Karin\n\nDu bad om ett nytt lösenord.');
    expect(swedish.text).toMatch(/\/reset-password\?token=[\w-]{43}&email=/);
    expect(swedish.text).toContain('Länken fungerar en gång');
    expect(swedish.text).toContain('Hälsningar från Möbelhuset');

    const german = await mailFor('?storeCode=de');
    expect(german.subject).toBe('Setzen Sie Ihr Passwort bei Hemma zurück');
    expect(german.text).toContain(
      'We have received a request to reset the password of your account at Hemma.',
    );
    expect(german.text).toMatch(/\/de\/reset-password\?token=[\w-]{43}&email=/);
  });

  it('previews the three as a store view’s shopper gets them', async () => {
    const owner = await loginOwner(api);
    const preview = async (kind: string, store: string) =>
      (await owner.get<AdminMailPreviewDto>(`/api/admin/mail-templates/${kind}/preview?store=${store}`)).body
        .result;
    const shipment = await preview('order_shipment', 'it');
    expect(shipment.subject).toBe('Una parte del tuo ordine 100000123 è stata spedita');
    expect(shipment.html).toContain('Numero di tracciamento: 00370712345678');
    expect((await preview('order_changed', 'de')).html).toContain('€');
    const reset = await preview('password_reset', 'de');
    expect(reset.html).toContain('/de/reset-password?token=');
    expect(reset.html).toContain('Neues Passwort wählen</a>');
  });
});
