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
  const reader = new CsvReader(text, separator);
  const records: CsvRecord[] = [];
  for (let record = reader.next(); record; record = reader.next())
    records.push({ line: record.line, fields: record.fields });
  return records;
}

/** A record and where it starts in the text: `CsvReader.at(offset, line)` reads it again. */
export interface CsvRecordAt extends CsvRecord {
  offset: number;
}

const QUOTE = 34;
const LF = 10;
const CR = 13;

/**
 * Reads a CSV text one record at a time (`next()`), so that a large file is never held as records all at once, and
 * reads a record again from where it starts (`at`). Fields are slices of the text, not built character by character.
 */
export class CsvReader {
  #pos: number;
  #line: number;
  readonly #separator: number;

  constructor(
    private readonly source: string,
    separator: ',' | ';' = detectSeparator(source),
    offset?: number,
    line = 1,
  ) {
    this.#separator = separator.charCodeAt(0);
    this.#pos = offset ?? (source.charCodeAt(0) === 0xfeff ? 1 : 0);
    this.#line = line;
  }

  /** The record that starts at `offset` on `line` (as `next()` reported them). */
  at(offset: number, line: number): CsvRecordAt | undefined {
    return new CsvReader(this.source, this.#separator === 59 ? ';' : ',', offset, line).next();
  }

  /** The next record, or undefined at the end; blank lines are not records. Throws CsvSyntaxError. */
  next(): CsvRecordAt | undefined {
    const source = this.source;
    const length = source.length;
    const separator = this.#separator;
    while (this.#pos < length) {
      const offset = this.#pos;
      const start = this.#line;
      const fields: string[] = [];
      let field = '';
      let run = this.#pos;
      let quoted = false;
      let wasQuoted = false;
      let i = this.#pos;
      let ended = false;
      for (; i < length; i++) {
        const char = source.charCodeAt(i);
        if (quoted) {
          if (char === QUOTE) {
            field += source.slice(run, i);
            if (source.charCodeAt(i + 1) === QUOTE) {
              field += '"';
              i++;
            } else quoted = false;
            run = i + 1;
          } else if (char === LF) this.#line++;
        } else if (char === QUOTE) {
          if (field !== '' || run !== i)
            throw new CsvSyntaxError(
              this.#line,
              'a quote inside an unquoted field (put the field in quotes and double the quote)',
            );
          quoted = true;
          wasQuoted = true;
          run = i + 1;
        } else if (char === separator) {
          fields.push(field + source.slice(run, i));
          field = '';
          run = i + 1;
        } else if (char === LF || char === CR) {
          fields.push(field + source.slice(run, i));
          i += char === CR && source.charCodeAt(i + 1) === LF ? 2 : 1;
          this.#line++;
          ended = true;
          break;
        }
      }
      if (quoted) throw new CsvSyntaxError(start, 'a quoted field is not closed');
      if (!ended) {
        // The last record, without a line break after it.
        if (field === '' && run === i && fields.length === 0 && !wasQuoted) {
          this.#pos = i;
          return undefined;
        }
        fields.push(field + source.slice(run, i));
      }
      this.#pos = i;
      // Blank lines are not records.
      if (fields.length > 1 || fields[0] !== '' || wasQuoted) return { line: start, offset, fields };
    }
    return undefined;
  }
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
