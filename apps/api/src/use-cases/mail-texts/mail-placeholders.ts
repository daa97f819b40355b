import { InputError } from '../../errors.ts';
import { isMailTextKind, MAIL_TEXT_KINDS, unknownPlaceholders } from '../../modules/mail/mail-texts.ts';

/**
 * Refuses a mail text that names a placeholder its mail cannot fill (decision 0069): 400 naming the field, the
 * placeholder and the ones the mail knows, so `{ordernummer}` never reaches a shopper as written.
 */
export function requireKnownPlaceholders(
  kind: string,
  texts: Readonly<Record<string, string | undefined>>,
): void {
  if (!isMailTextKind(kind)) return;
  for (const [field, text] of Object.entries(texts)) {
    const unknown = unknownPlaceholders(kind, text ?? '');
    if (unknown.length > 0) {
      const known = MAIL_TEXT_KINDS[kind].placeholders.map((p) => `{${p}}`).join(', ');
      throw new InputError(
        `texts.${field}: unknown placeholder ${unknown.map((p) => `{${p}}`).join(', ')}; the ${kind} mail knows ${known}`,
      );
    }
  }
}
