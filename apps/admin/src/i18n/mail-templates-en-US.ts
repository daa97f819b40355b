import type { mailTemplatesSvSE } from './mail-templates-sv-SE.ts';

/** The owner's mail texts (decision 0069), in English. */
export const mailTemplatesEnUS: Record<keyof typeof mailTemplatesSvSE, string> = {
  'nav.mailTemplates': 'Mail templates',
  'mailTemplates.pageTitle': 'Mail templates',
  'mailTemplates.description':
    "The subject, greeting, introduction and signature of the shop's mails. Amounts, items, addresses and links are filled in by the mail itself.",
  'mailTemplates.mail': 'Mail',
  'mailTemplates.subject': 'Subject',
  'mailTemplates.own': 'Own text',
  'mailTemplates.builtIn': 'Default text',
  'mailTemplates.edit': 'Edit',
  'mailTemplates.editTitle': 'Mail template: {name}',
  'mailTemplates.back': 'Back to the mail templates',
  'mailTemplates.swedishTitle': 'Swedish',
  'mailTemplates.swedishHelp':
    'An empty field sends the default text (shown in the field). The translations below stand beside this text.',
  'mailTemplates.placeholders': 'Placeholders you can use:',
  'mailTemplates.save': 'Save the Swedish text',
  'mailTemplates.saved': 'The Swedish text is saved.',
  'mailTemplates.previewTitle': 'Preview',
  'mailTemplates.previewHelp':
    'The mail for a made-up order, as a customer of the store view gets it with the saved texts.',
  'mailTemplates.previewFrame': 'Preview of the mail',
  'mailTemplates.store.default': 'Svenska',
  'mailTemplates.kind.order_confirmation': 'Order confirmation',
  'mailTemplates.kind.order_shipped': 'Order shipped',
  'mailTemplates.kind.order_cancelled': 'Order cancelled',
  'mailTemplates.kind.return_instructions': 'Return instructions',
  'mailTemplates.kind.return_rejected': 'Return not approved',
  'mailTemplates.kind.return_credit_note': 'Credit note for a return',
  'mailTemplates.kind.newsletter_confirmation': 'Confirm the newsletter',
  'mailTemplates.kind.newsletter_welcome': 'Welcome to the newsletter',
  'mailTemplates.kind.order_changed': 'Order changed',
  'mailTemplates.kind.order_shipment': 'Part of an order shipped',
  'mailTemplates.kind.password_reset': 'Password reset',
  'mailTemplates.linkKept':
    'The link to choose a new password, how long it works and what to do if the customer did not ask for it are always added by the mail – they cannot be removed.',
  'mailTemplates.englishBuiltIn':
    'The English store view (and a store view without its own text) still sends the built-in English text: “{text}”. Translate your text under English below.',
  'translations.entity.mail_template': 'Mail template',
  'translations.field.subject': 'Subject',
  'translations.field.greeting': 'Greeting',
  'translations.field.intro': 'Introduction',
  'translations.field.signature': 'Signature',
};
