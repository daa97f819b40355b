/**
 * Intl's date formatters, one per language and options: making one costs some twenty times reading a date with it
 * (issue 32: order mails and delivery dates made one per date shown). Only options given as literals in the code are
 * asked for, so the cache stays as small as the languages times the formats.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    // A language or time zone Intl refuses throws here and is not kept.
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}
