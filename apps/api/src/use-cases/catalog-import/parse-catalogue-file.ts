import { readCatalogueCsv } from './parse-csv.ts';
import { readCatalogueJson } from './parse-json.ts';
import {
  collectReading,
  FileRefusedError,
  finishAtOnce,
  type CatalogueReading,
  type ParsedFile,
  type Steps,
} from './parsed-file.ts';
import type { Vocabulary } from './vocabulary.ts';

export type CatalogueFormat = 'csv' | 'json';

/** The format of a file: as named (a file name's extension or an explicit format), else by its first character. */
export function detectFormat(text: string, hint?: string | null): CatalogueFormat {
  const named = hint?.toLowerCase().match(/(?:^|\.)(csv|json)$/)?.[1];
  if (named) return named as CatalogueFormat;
  return /^\uFEFF?\s*[[{]/.test(text) ? 'json' : 'csv';
}

/**
 * A catalogue file (CSV or JSON, docs/formats/catalogue-import.md) → its first pass: checked whole, counted, its
 * products to be read one by one (`entries()`). Pure: the shop's taxonomy comes in as a vocabulary. A file that is
 * not a catalogue file throws FileRefusedError.
 */
export function* readCatalogue(
  text: string,
  vocabulary: Vocabulary,
  hint?: string | null,
): Steps<CatalogueReading> {
  if (text.includes('\u0000'))
    throw new FileRefusedError('This is not a text file: send the catalogue as CSV or JSON.');
  if (text.trim() === '') throw new FileRefusedError('The file is empty.');
  return detectFormat(text, hint) === 'json'
    ? yield* readCatalogueJson(text)
    : yield* readCatalogueCsv(text, vocabulary);
}

/** The whole file at once: its products and rejected rows (the unit tests' view of `readCatalogue`). */
export function parseCatalogueFile(text: string, vocabulary: Vocabulary, hint?: string | null): ParsedFile {
  return collectReading(finishAtOnce(readCatalogue(text, vocabulary, hint)));
}
