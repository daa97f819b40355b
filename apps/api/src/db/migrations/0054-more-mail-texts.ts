import type { Kysely } from 'kysely';
import type { MigrationDialect } from './helpers.ts';
import { writeStoreMailTexts, type Texts } from './0050-mail-texts.ts';

/**
 * Three more mails the owner writes (issue 33, decision 0069 addendum): the order-changed mail, the mail of a
 * shipment of some of an order's lines and the password-reset mail. As migration 0050 did for the first eight, the
 * German and Italian wording these mails had in code becomes the /de and /it store views' texts (a text already
 * there is kept); Swedish and English stay built in.
 */
const DE_SIGNATURE = 'Herzliche Grüße, Hemma';
const IT_SIGNATURE = 'Cordiali saluti, Hemma';

const TEXTS: Record<'de' | 'it', Record<string, Texts>> = {
  de: {
    order_changed: [
      'Ihre Bestellung {order_number} wurde geändert',
      'Hallo {name},',
      'Wir haben Ihre Bestellung {order_number} geändert. So sieht sie jetzt aus:',
      DE_SIGNATURE,
    ],
    order_shipment: [
      'Ein Teil Ihrer Bestellung {order_number} wurde versandt',
      'Hallo {name},',
      'Wir haben diesen Teil Ihrer Bestellung {order_number} mit {carrier} versandt:',
      DE_SIGNATURE,
    ],
    password_reset: [
      'Setzen Sie Ihr Passwort bei Hemma zurück',
      'Hallo {name},',
      'wir haben eine Anfrage erhalten, das Passwort Ihres Kontos bei Hemma zurückzusetzen.',
      DE_SIGNATURE,
    ],
  },
  it: {
    order_changed: [
      'Il tuo ordine {order_number} è stato modificato',
      'Ciao {name},',
      'Abbiamo modificato il tuo ordine {order_number}. Ecco come è ora:',
      IT_SIGNATURE,
    ],
    order_shipment: [
      'Una parte del tuo ordine {order_number} è stata spedita',
      'Ciao {name},',
      'Abbiamo spedito questa parte del tuo ordine {order_number} con {carrier}:',
      IT_SIGNATURE,
    ],
    password_reset: [
      'Reimposta la tua password su Hemma',
      'Ciao {name},',
      'abbiamo ricevuto una richiesta di reimpostare la password del tuo account su Hemma.',
      IT_SIGNATURE,
    ],
  },
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema as it was, untyped
export async function up(db: Kysely<any>, _dialect: MigrationDialect): Promise<void> {
  await writeStoreMailTexts(db, TEXTS);
}
