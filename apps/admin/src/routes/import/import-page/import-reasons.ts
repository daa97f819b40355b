import type { MessageKey, Params, Translate } from '../../../i18n/translate.ts';

/**
 * An import's rejection reason in the owner's language (issue 35). The API words a reason in English for the
 * command line and developers (decision 0023): `line 12: price: must not be negative; sku: …`. Each part's message
 * that the back office knows is said with its own words; a column's name stays as the file writes it, and a message
 * it does not know is shown as the API says it.
 */
const REASONS: readonly (readonly [RegExp, MessageKey])[] = [
  [/^a row needs an sku$/, 'import.reason.noSku'],
  [/^must not be negative$/, 'import.reason.negative'],
  [/^"(?<value>.*)" is not a number$/, 'import.reason.notNumber'],
  [/^"(?<value>.*)" is not a whole number$/, 'import.reason.notWhole'],
  [/^"(?<value>.*)" is not yes or no \(1\/0\)$/, 'import.reason.notFlag'],
  [/^(?<sku>.+) is on line (?<line>\d+) already$/, 'import.reason.skuTwice'],
  [/^no category "(?<name>.*)"$/, 'import.reason.noCategory'],
  [/^no brand "(?<name>.*)"$/, 'import.reason.noBrand'],
  [/^no tax class "(?<name>.*)"$/, 'import.reason.noTaxClass'],
  [/^no customer group "(?<name>.*)"$/, 'import.reason.noGroup'],
  [/^no (?<code>\w+) option "(?<name>.*)"$/, 'import.reason.noOption'],
  [/^give the tax class/, 'import.reason.giveTaxClass'],
  [/^give the price/, 'import.reason.givePrice'],
  [/^not imported: its variant on line (?<line>\d+) is rejected$/, 'import.reason.variantRejected'],
  [/^(?<sku>.+) is not a product row of this file$/, 'import.reason.noParent'],
  [/^(?<sku>.+) is not a configurable product$/, 'import.reason.notConfigurable'],
  [/^only a configurable product has variants$/, 'import.reason.onlyConfigurable'],
  [/^the row has (?<fields>\d+) fields, the header (?<header>\d+)$/, 'import.reason.tooWide'],
  [/^no product with sku (?<sku>.+)$/, 'import.reason.noProduct'],
  [/^no image (?<file>\S+): upload it first/, 'import.reason.noImage'],
  [/^a variant's row leaves it to its product$/, 'import.reason.variantColumn'],
  [/^must be kronor with at most two decimals$/, 'import.reason.kronor'],
  [/^(is not a real date|must be an ISO date)/, 'import.reason.date'],
  [/^Required$/, 'import.reason.required'],
];

/** One message (no field, no line) in the owner's words, or as it is. */
function message(text: string, t: Translate): string {
  for (const [pattern, key] of REASONS) {
    const match = pattern.exec(text);
    if (match) return t(key, (match.groups ?? {}) as Params);
  }
  return text;
}

/** A whole reason: its parts (`; `), each with its line (`line 3: `) and its field (`price: `) kept in place. */
export function importReasonText(reason: string, t: Translate): string {
  return reason
    .split('; ')
    .map((part) => {
      const [, line, field, rest] = /^(?:line (\d+): )?(?:([a-z_][\w.]*): )?(.*)$/s.exec(part)!;
      return `${line ? `${t('import.reason.line', { line })}: ` : ''}${field ? `${field}: ` : ''}${message(rest!, t)}`;
    })
    .join('; ');
}
