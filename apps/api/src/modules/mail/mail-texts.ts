/**
 * The parts of the shop's mails the owner writes (decision 0069): per mail, its subject, greeting, introduction and
 * signature, with placeholders such as `{order_number}` that the mail fills in. Everything else in a mail (amounts,
 * lines, addresses, links, the labels beside them) is data the template renders in the mail's language.
 *
 * The Swedish and English wording here is the built-in text: the Swedish one is the mail's text until the owner writes
 * their own, the English one stands in for any store view without a text of its own (like an attribute's English
 * label, decision 0061). German and Italian are the store views' own texts, written into the shop by migration 0050.
 */
export const MAIL_TEXT_FIELDS = ['subject', 'greeting', 'intro', 'signature'] as const;
export type MailTextField = (typeof MAIL_TEXT_FIELDS)[number];
export type MailTexts = Record<MailTextField, string>;

interface MailTextKind {
  /** What the owner's texts of this mail may name. */
  placeholders: readonly string[];
  'sv-SE': MailTexts;
  'en-US': MailTexts;
}

const SV_SIGNATURE = 'Varma hälsningar, Hemma';
const EN_SIGNATURE = 'Warm regards, Hemma';
const ORDER = ['name', 'order_number'] as const;
const RETURN = [...ORDER, 'return_number'] as const;

export const MAIL_TEXT_KINDS = {
  order_confirmation: {
    placeholders: ORDER,
    'sv-SE': {
      subject: 'Orderbekräftelse – order {order_number}',
      greeting: 'Hej {name}!',
      intro: 'Tack för din beställning hos Hemma. Här är en sammanfattning av din order.',
      signature: SV_SIGNATURE,
    },
    'en-US': {
      subject: 'Order confirmation – order {order_number}',
      greeting: 'Hi {name},',
      intro: 'Thank you for your order at Hemma. Here is a summary of your order.',
      signature: EN_SIGNATURE,
    },
  },
  order_shipped: {
    placeholders: [...ORDER, 'carrier'],
    'sv-SE': {
      subject: 'Din order {order_number} är skickad',
      greeting: 'Hej {name}!',
      intro: 'Din order {order_number} har skickats med {carrier}.',
      signature: SV_SIGNATURE,
    },
    'en-US': {
      subject: 'Your order {order_number} has shipped',
      greeting: 'Hi {name},',
      intro: 'Your order {order_number} has been shipped with {carrier}.',
      signature: EN_SIGNATURE,
    },
  },
  order_cancelled: {
    placeholders: ORDER,
    'sv-SE': {
      subject: 'Din order {order_number} är avbruten',
      greeting: 'Hej {name}!',
      intro: 'Din order {order_number} har avbrutits.',
      signature: SV_SIGNATURE,
    },
    'en-US': {
      subject: 'Your order {order_number} has been cancelled',
      greeting: 'Hi {name},',
      intro: 'Your order {order_number} has been cancelled.',
      signature: EN_SIGNATURE,
    },
  },
  return_instructions: {
    placeholders: RETURN,
    'sv-SE': {
      subject: 'Din retur {return_number} – så skickar du tillbaka varorna',
      greeting: 'Hej {name}!',
      intro: 'Vi har tagit emot din returanmälan {return_number} för order {order_number}.',
      signature: SV_SIGNATURE,
    },
    'en-US': {
      subject: 'Your return {return_number} – how to send the goods back',
      greeting: 'Hi {name},',
      intro: 'We have received your return request {return_number} for order {order_number}.',
      signature: EN_SIGNATURE,
    },
  },
  return_rejected: {
    placeholders: RETURN,
    'sv-SE': {
      subject: 'Din retur {return_number} kunde inte godkännas',
      greeting: 'Hej {name}!',
      intro: 'Vi kunde tyvärr inte godkänna din retur {return_number}.',
      signature: SV_SIGNATURE,
    },
    'en-US': {
      subject: 'Your return {return_number} could not be approved',
      greeting: 'Hi {name},',
      intro: 'Unfortunately we could not approve your return {return_number}.',
      signature: EN_SIGNATURE,
    },
  },
  return_credit_note: {
    placeholders: [...RETURN, 'credit_note_number'],
    'sv-SE': {
      subject: 'Kreditnota {credit_note_number} för din retur',
      greeting: 'Hej {name}!',
      intro: 'Här är kreditnotan för din retur {return_number} av order {order_number}.',
      signature: SV_SIGNATURE,
    },
    'en-US': {
      subject: 'Credit note {credit_note_number} for your return',
      greeting: 'Hi {name},',
      intro: 'Here is the credit note for your return {return_number} of order {order_number}.',
      signature: EN_SIGNATURE,
    },
  },
  order_changed: {
    placeholders: ORDER,
    'sv-SE': {
      subject: 'Din order {order_number} är ändrad',
      greeting: 'Hej {name}!',
      intro: 'Vi har ändrat din order {order_number}. Så här ser den ut nu:',
      signature: SV_SIGNATURE,
    },
    'en-US': {
      subject: 'Your order {order_number} has been changed',
      greeting: 'Hi {name},',
      intro: 'We have changed your order {order_number}. This is how it looks now:',
      signature: EN_SIGNATURE,
    },
  },
  order_shipment: {
    placeholders: [...ORDER, 'carrier'],
    'sv-SE': {
      subject: 'En leverans av din order {order_number} är skickad',
      greeting: 'Hej {name}!',
      intro: 'Vi har skickat det här av din order {order_number} med {carrier}:',
      signature: SV_SIGNATURE,
    },
    'en-US': {
      subject: 'Part of your order {order_number} has shipped',
      greeting: 'Hi {name},',
      intro: 'We have shipped this part of your order {order_number} with {carrier}:',
      signature: EN_SIGNATURE,
    },
  },
  newsletter_confirmation: {
    placeholders: ['email'],
    'sv-SE': {
      subject: 'Bekräfta din prenumeration på Hemmas nyhetsbrev',
      greeting: 'Hej!',
      intro: 'Någon – förhoppningsvis du – har anmält {email} till Hemmas nyhetsbrev.',
      signature: SV_SIGNATURE,
    },
    'en-US': {
      subject: "Confirm your subscription to Hemma's newsletter",
      greeting: 'Hello,',
      intro: "Someone – hopefully you – signed up {email} for Hemma's newsletter.",
      signature: EN_SIGNATURE,
    },
  },
  newsletter_welcome: {
    placeholders: ['email', 'percent'],
    'sv-SE': {
      subject: 'Välkommen till Hemmas nyhetsbrev – här är {percent} % rabatt',
      greeting: 'Hej och välkommen!',
      intro:
        'Tack för att du prenumererar på Hemmas nyhetsbrev. Du får inspiration, nyheter och erbjudanden för hemmet ' +
        'direkt i inkorgen – och som välkomstgåva {percent} % rabatt på ditt nästa köp.',
      signature: SV_SIGNATURE,
    },
    'en-US': {
      subject: "Welcome to Hemma's newsletter – here is {percent} % off",
      greeting: 'Hello and welcome!',
      intro:
        "Thank you for subscribing to Hemma's newsletter. You will get inspiration, news and offers for your home " +
        'straight to your inbox – and, as a welcome gift, {percent} % off your next purchase.',
      signature: EN_SIGNATURE,
    },
  },
  password_reset: {
    // The link, how long it works and what to do if it was not you are the mail's own (data, not the owner's text).
    placeholders: ['name'],
    'sv-SE': {
      subject: 'Återställ ditt lösenord hos Hemma',
      greeting: 'Hej {name}!',
      intro: 'Vi har fått en begäran om att återställa lösenordet till ditt konto hos Hemma.',
      signature: SV_SIGNATURE,
    },
    'en-US': {
      subject: 'Reset your password at Hemma',
      greeting: 'Hi {name},',
      intro: 'We have received a request to reset the password of your account at Hemma.',
      signature: EN_SIGNATURE,
    },
  },
} as const satisfies Record<string, MailTextKind>;

export type MailTextKindCode = keyof typeof MAIL_TEXT_KINDS;
export const MAIL_TEXT_KIND_CODES = Object.keys(MAIL_TEXT_KINDS) as MailTextKindCode[];

export const isMailTextKind = (code: string): code is MailTextKindCode =>
  Object.hasOwn(MAIL_TEXT_KINDS, code);

const PLACEHOLDER = /\{([^{}\s]*)\}/g;

/** The placeholders a text names that its mail does not know, in the order written (`{ordernummer}`, `{}`). */
export function unknownPlaceholders(kind: MailTextKindCode, text: string): string[] {
  const known: readonly string[] = MAIL_TEXT_KINDS[kind].placeholders;
  const unknown = [...text.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '').filter((n) => !known.includes(n));
  return [...new Set(unknown)];
}

/** The text with each known placeholder replaced by its value (values are data: never read as placeholders). */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/** Every field of a mail's texts filled in. */
export function fillMailTexts(
  texts: MailTexts,
  values: Readonly<Record<string, string | number>>,
): MailTexts {
  return {
    subject: fillPlaceholders(texts.subject, values),
    greeting: fillPlaceholders(texts.greeting, values),
    intro: fillPlaceholders(texts.intro, values),
    signature: fillPlaceholders(texts.signature, values),
  };
}

/** The built-in texts of a mail in a language: Swedish for sv-SE, else the English ones every store view falls back to. */
export function builtInMailTexts(kind: MailTextKindCode, locale: string): MailTexts {
  return { ...MAIL_TEXT_KINDS[kind][locale === 'sv-SE' ? 'sv-SE' : 'en-US'] };
}
