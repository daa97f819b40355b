/**
 * CSV as RFC 4180 writes it (comma or semicolon separated, fields in double quotes may hold separators, quotes as
 * `""` and line breaks), read into records that remember the line they start on — the catalogue import reports
 * rejected rows by it. Pure: text in, records out.
 */
export interface CsvRecord {
  /** The line of the file the record starts on (1 is the header). */
  line: number;
  fields: string[];
}

export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(`line ${line}: ${message}`);
  }
}

/** The separator of a file: the one of `,` and `;` that the header line uses more (a Swedish spreadsheet's `;`). */
export function detectSeparator(text: string): ',' | ';' {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const count = (char: string) => header.split(char).length;
  return count(';') > count(',') ? ';' : ',';
}

export function readCsv(text: string, separator: ',' | ';' = detectSeparator(text)): CsvRecord[] {
  const records: CsvRecord[] = [];
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  let line = 1;
  let fields: string[] = [];
  let field = '';
  let start = 1;
  let quoted = false;
  let wasQuoted = false;
  const endRecord = () => {
    fields.push(field);
    // Blank lines are not records.
    if (fields.length > 1 || fields[0] !== '' || wasQuoted) records.push({ line: start, fields });
    fields = [];
    field = '';
    wasQuoted = false;
  };
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!;
    if (quoted) {
      if (char === '"') {
        if (source[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        if (char === '\n') line++;
        field += char;
      }
    } else if (char === '"' && field === '') {
      quoted = true;
      wasQuoted = true;
    } else if (char === '"') {
      throw new CsvSyntaxError(
        line,
        'a quote inside an unquoted field (put the field in quotes and double the quote)',
      );
    } else if (char === separator) {
      fields.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i++;
      endRecord();
      line++;
      start = line;
    } else field += char;
  }
  if (quoted) throw new CsvSyntaxError(start, 'a quoted field is not closed');
  if (field !== '' || fields.length > 0 || wasQuoted) endRecord();
  return records;
}

/** A field as CSV writes it: quoted when it holds a separator, a quote or a line break. */
export function csvField(value: string, separator = ','): string {
  return value.includes(separator) || /["\r\n]/.test(value) || /^\s|\s$/.test(value)
    ? `"${value.replaceAll('"', '""')}"`
    : value;
}

export function writeCsvLine(fields: readonly string[], separator = ','): string {
  return fields.map((f) => csvField(f, separator)).join(separator);
}

/**
 * A cell a spreadsheet would take for a formula: one that begins with `=`, `+`, `-`, `@`, a tab or a carriage return
 * (OWASP, "CSV Injection") — after any number of single quotes, so that a text which itself begins with a quote and
 * one of those still reads back as it was (see restoreFormulaText).
 */
const FORMULA_LIKE = /^'*[=+\-@\t\r]/;
/** A cell the export neutralised: one quote more than the text, then a formula's first character. */
const NEUTRALISED = /^'+[=+\-@\t\r]/;
/** A number as the export writes one (String of a JS number): a spreadsheet reads it as that number. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?(e[+-]?\d+)?$/i;

/**
 * A cell as the catalogue export writes it, safe to open in a spreadsheet (decision 0024): a text that a spreadsheet
 * would run as a formula gets a single quote in front and is quoted, so it shows as text (`'=HYPERLINK(…)`). A cell of
 * a numeric column (`number`) that holds a plain number is written as it is — `-3` in `qty` stays a number.
 */
export function spreadsheetSafeField(
  value: string,
  options: { number?: boolean; separator?: string } = {},
): string {
  const separator = options.separator ?? ',';
  if (options.number && PLAIN_NUMBER.test(value)) return csvField(value, separator);
  return FORMULA_LIKE.test(value) ? `"'${value.replaceAll('"', '""')}"` : csvField(value, separator);
}

/** The text of a cell the export neutralised (spreadsheetSafeField): its one added quote taken off again. */
export function restoreFormulaText(field: string): string {
  return NEUTRALISED.test(field) ? field.slice(1) : field;
}
