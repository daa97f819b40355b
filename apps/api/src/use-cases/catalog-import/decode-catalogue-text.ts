import { FileRefusedError } from './parsed-file.ts';

/**
 * A catalogue file's bytes as text (issue 29, defect 9). UTF-8 is read strictly (a byte-order mark is dropped): a
 * file that is not UTF-8 is not read with `�` in place of its letters. What Swedish Excel writes as "CSV" is
 * Windows-1252 (Latin-1 plus the printable characters of 0x80–0x9F: `€`, `’`, `–` …); such a file is converted, and
 * the import's report says so. Anything else is refused with a message that names what it is, when that can be told.
 */
export type CatalogueEncoding = 'utf-8' | 'windows-1252';

export interface DecodedCatalogue {
  text: string;
  encoding: CatalogueEncoding;
}

/** The characters of 0x80–0x9F in Windows-1252; the five bytes it leaves undefined are null. */
const WINDOWS_1252_HIGH: (number | null)[] = [
  0x20ac,
  null,
  0x201a,
  0x0192,
  0x201e,
  0x2026,
  0x2020,
  0x2021,
  0x02c6,
  0x2030,
  0x0160,
  0x2039,
  0x0152,
  null,
  0x017d,
  null,
  null,
  0x2018,
  0x2019,
  0x201c,
  0x201d,
  0x2022,
  0x2013,
  0x2014,
  0x02dc,
  0x2122,
  0x0161,
  0x203a,
  0x0153,
  null,
  0x017e,
  0x0178,
];

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The line (1-based) of byte `index`. */
function lineOf(bytes: Uint8Array, index: number): number {
  let line = 1;
  for (let i = 0; i < index; i++) if (bytes[i] === 0x0a) line++;
  return line;
}

/** Where the bytes stop being UTF-8, and how many well-formed multi-byte UTF-8 characters come before and after. */
function utf8Shape(bytes: Uint8Array): { firstInvalid: number; sequences: number } {
  let firstInvalid = -1;
  let sequences = 0;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i]!;
    if (byte < 0x80) continue;
    const length =
      byte >= 0xc2 && byte <= 0xdf
        ? 2
        : byte >= 0xe0 && byte <= 0xef
          ? 3
          : byte >= 0xf0 && byte <= 0xf4
            ? 4
            : 0;
    let ok = length > 0 && i + length <= bytes.length;
    for (let k = 1; ok && k < length; k++) ok = (bytes[i + k]! & 0xc0) === 0x80;
    if (ok) {
      sequences++;
      i += length - 1;
    } else if (firstInvalid < 0) firstInvalid = i;
  }
  return { firstInvalid, sequences };
}

function decodeWindows1252(bytes: Uint8Array): string {
  const parts: string[] = [];
  const chunk = 8192;
  for (let start = 0; start < bytes.length; start += chunk) {
    const codes = new Array<number>(Math.min(chunk, bytes.length - start));
    for (let i = 0; i < codes.length; i++) {
      const byte = bytes[start + i]!;
      codes[i] = byte >= 0x80 && byte <= 0x9f ? WINDOWS_1252_HIGH[byte - 0x80]! : byte;
    }
    parts.push(String.fromCharCode(...codes));
  }
  return parts.join('');
}

const SAVE_AS_UTF8 = 'save it as "CSV UTF-8" (or UTF-8 text) and import it again';

/**
 * The text of a catalogue file's bytes: UTF-8 (strictly), else Windows-1252 when the bytes are plausibly that. Throws
 * FileRefusedError naming the encoding (UTF-16, a mix of UTF-8 and something else, one that is neither).
 */
export function decodeCatalogueBytes(bytes: Uint8Array): DecodedCatalogue {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
    throw new FileRefusedError(
      `The file is UTF-16 text (what Excel calls "Unicode text"), not UTF-8: ${SAVE_AS_UTF8}.`,
    );
  if (bytes.includes(0))
    throw new FileRefusedError('This is not a text file: send the catalogue as CSV or JSON.');
  try {
    return { text: utf8.decode(bytes), encoding: 'utf-8' };
  } catch {
    // Not UTF-8: below.
  }
  const { firstInvalid, sequences } = utf8Shape(bytes);
  const line = lineOf(bytes, Math.max(firstInvalid, 0));
  const byte = `0x${bytes[Math.max(firstInvalid, 0)]!.toString(16).toUpperCase().padStart(2, '0')}`;
  if (sequences > 0)
    throw new FileRefusedError(
      `The file mixes UTF-8 with another encoding (line ${line} has the byte ${byte}, which is not UTF-8, while ` +
        `other lines are UTF-8): ${SAVE_AS_UTF8}.`,
    );
  let high = 0;
  let paired = 0;
  for (let i = 0; i < bytes.length; i++) {
    const value = bytes[i]!;
    if (value < 0x80) continue;
    high++;
    if ((bytes[i - 1] ?? 0) >= 0x80 || (bytes[i + 1] ?? 0) >= 0x80) paired++;
    if (value <= 0x9f && WINDOWS_1252_HIGH[value - 0x80] === null)
      throw new FileRefusedError(
        `The file is neither UTF-8 nor Windows-1252 (Latin-1): line ${lineOf(bytes, i)} has the byte ` +
          `0x${value.toString(16).toUpperCase()}, which Windows-1252 does not use: ${SAVE_AS_UTF8}.`,
      );
  }
  // Swedish text in Windows-1252 has its å, ä and ö among ASCII letters; an encoding of two bytes per character
  // (Shift JIS, GBK, EUC …) has runs of them.
  if (high >= 8 && paired / high > 0.6)
    throw new FileRefusedError(
      `The file is neither UTF-8 nor Windows-1252 (Latin-1): its text looks like an encoding of two bytes per ` +
        `character (from line ${line}): ${SAVE_AS_UTF8}.`,
    );
  return { text: decodeWindows1252(bytes), encoding: 'windows-1252' };
}
