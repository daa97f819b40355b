import type { Kysely } from 'kysely';
import type { MigrationDialect } from './helpers.ts';

/**
 * The owner's mail texts (issue 33, decision 0069): the subject, greeting, introduction and signature of each mail
 * are the owner's texts, per store view, in `store_view_code_texts` (entity `mail_template`, keyed by the mail,
 * migration 0043). The Swedish and English wording stays built in (the default text, and the fallback of a store view
 * without its own); the German and Italian wording the mails had until now becomes the /de and /it store views' texts
 * here, so a shop that edits nothing sends the same mails, and the owner edits or removes them like any translation.
 * A text the shop already has is kept.
 */
export type Texts = [subject: string, greeting: string, intro: string, signature: string];

const DE_SIGNATURE = 'Herzliche Grüße, Hemma';
const IT_SIGNATURE = 'Cordiali saluti, Hemma';

const TEXTS: Record<'de' | 'it', Record<string, Texts>> = {
  de: {
    order_confirmation: [
      'Bestellbestätigung – Bestellung {order_number}',
      'Hallo {name},',
      'Vielen Dank für Ihre Bestellung bei Hemma. Hier ist eine Übersicht Ihrer Bestellung.',
      DE_SIGNATURE,
    ],
    order_shipped: [
      'Ihre Bestellung {order_number} wurde versandt',
      'Hallo {name},',
      'Ihre Bestellung {order_number} wurde mit {carrier} versandt.',
      DE_SIGNATURE,
    ],
    order_cancelled: [
      'Ihre Bestellung {order_number} wurde storniert',
      'Hallo {name},',
      'Ihre Bestellung {order_number} wurde storniert.',
      DE_SIGNATURE,
    ],
    return_instructions: [
      'Ihre Rücksendung {return_number} – so senden Sie die Waren zurück',
      'Hallo {name},',
      'Wir haben Ihre Rücksendung {return_number} zur Bestellung {order_number} erhalten.',
      DE_SIGNATURE,
    ],
    return_rejected: [
      'Ihre Rücksendung {return_number} konnte nicht genehmigt werden',
      'Hallo {name},',
      'Leider konnten wir Ihre Rücksendung {return_number} nicht genehmigen.',
      DE_SIGNATURE,
    ],
    return_credit_note: [
      'Gutschrift {credit_note_number} zu Ihrer Rücksendung',
      'Hallo {name},',
      'Hier ist die Gutschrift zu Ihrer Rücksendung {return_number} der Bestellung {order_number}.',
      DE_SIGNATURE,
    ],
    newsletter_confirmation: [
      'Bestätigen Sie Ihr Abonnement des Hemma-Newsletters',
      'Hallo,',
      'Jemand – hoffentlich Sie – hat {email} für den Newsletter von Hemma angemeldet.',
      DE_SIGNATURE,
    ],
    newsletter_welcome: [
      'Willkommen beim Newsletter von Hemma – hier sind {percent} % Rabatt',
      'Hallo und willkommen!',
      'Vielen Dank für Ihr Abonnement des Hemma-Newsletters. Sie erhalten Inspiration, Neuheiten und Angebote ' +
        'für Ihr Zuhause direkt in Ihr Postfach – und als Willkommensgeschenk {percent} % Rabatt auf Ihren nächsten Einkauf.',
      DE_SIGNATURE,
    ],
  },
  it: {
    order_confirmation: [
      "Conferma d'ordine – ordine {order_number}",
      'Ciao {name},',
      'Grazie per il tuo ordine su Hemma. Ecco un riepilogo del tuo ordine.',
      IT_SIGNATURE,
    ],
    order_shipped: [
      'Il tuo ordine {order_number} è stato spedito',
      'Ciao {name},',
      'Il tuo ordine {order_number} è stato spedito con {carrier}.',
      IT_SIGNATURE,
    ],
    order_cancelled: [
      'Il tuo ordine {order_number} è stato annullato',
      'Ciao {name},',
      'Il tuo ordine {order_number} è stato annullato.',
      IT_SIGNATURE,
    ],
    return_instructions: [
      'Il tuo reso {return_number} – come rispedire la merce',
      'Ciao {name},',
      "Abbiamo ricevuto la tua richiesta di reso {return_number} per l'ordine {order_number}.",
      IT_SIGNATURE,
    ],
    return_rejected: [
      'Il tuo reso {return_number} non è stato approvato',
      'Ciao {name},',
      'Purtroppo non abbiamo potuto approvare il tuo reso {return_number}.',
      IT_SIGNATURE,
    ],
    return_credit_note: [
      'Nota di credito {credit_note_number} per il tuo reso',
      'Ciao {name},',
      "Ecco la nota di credito per il tuo reso {return_number} dell'ordine {order_number}.",
      IT_SIGNATURE,
    ],
    newsletter_confirmation: [
      'Conferma la tua iscrizione alla newsletter di Hemma',
      'Ciao,',
      'Qualcuno – speriamo tu – ha iscritto {email} alla newsletter di Hemma.',
      IT_SIGNATURE,
    ],
    newsletter_welcome: [
      'Benvenuto nella newsletter di Hemma – ecco il {percent} % di sconto',
      'Ciao e benvenuto!',
      'Grazie per esserti iscritto alla newsletter di Hemma. Riceverai ispirazioni, novità e offerte per la casa ' +
        'direttamente nella tua casella di posta – e, come regalo di benvenuto, il {percent} % di sconto sul tuo prossimo acquisto.',
      IT_SIGNATURE,
    ],
  },
};

const FIELDS = ['subject', 'greeting', 'intro', 'signature'] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema as it was, untyped
export async function up(db: Kysely<any>, _dialect: MigrationDialect): Promise<void> {
  await writeStoreMailTexts(db, TEXTS);
}

/** Writes store views' mail texts (store code → mail → texts), keeping every text the shop already has. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema as it was, untyped
export async function writeStoreMailTexts(db: Kysely<any>, texts: Record<string, Record<string, Texts>>) {
  const existing = (await db
    .selectFrom('store_view_code_texts')
    .select(['store_code', 'entity_code', 'field'])
    .where('entity', '=', 'mail_template')
    .execute()) as { store_code: string; entity_code: string; field: string }[];
  const has = new Set(existing.map((r) => `${r.store_code}/${r.entity_code}/${r.field}`));
  const rows = Object.entries(texts).flatMap(([storeCode, mails]) =>
    Object.entries(mails).flatMap(([mail, fields]) =>
      FIELDS.map((field, i) => ({
        store_code: storeCode,
        entity: 'mail_template',
        entity_code: mail,
        field,
        value: fields[i],
      })).filter((row) => !has.has(`${storeCode}/${mail}/${row.field}`)),
    ),
  );
  if (rows.length > 0) await db.insertInto('store_view_code_texts').values(rows).execute();
}
