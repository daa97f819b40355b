/**
 * Just enough of a MIME reader to check what the shop sent: decoded headers and the text/plain part.
 * It reads what nodemailer writes (RFC 5322 with RFC 2045-2047 encodings) without pulling in a full parser.
 */
export interface ParsedMessage {
  /** Header values by lower-case name, unfolded and with encoded words decoded; the first of repeated headers. */
  headers: Map<string, string>;
  /** The first text/plain part, decoded to a string with `\n` line ends; null when the message has none. */
  text: string | null;
}

interface Part {
  headers: Map<string, string>;
  /** The body as raw bytes, one char per byte (latin1), so no charset is assumed before the headers name one. */
  body: string;
}

interface EncodedWord {
  charset: string;
  bytes: Buffer;
}

const ENCODED_WORD = /=\?([^?*\s]+)(?:\*[^?\s]*)?\?([BbQq])\?([^?\s]*)\?=/g;

export function parseMessage(raw: Buffer | string): ParsedMessage {
  const part = splitPart(
    typeof raw === 'string' ? Buffer.from(raw, 'utf8').toString('latin1') : raw.toString('latin1'),
  );
  const text = findText(part);
  return { headers: part.headers, text: text === null ? null : text.replace(/\r\n/g, '\n') };
}

/** Decodes RFC 2047 encoded words in a header value. */
export function decodeHeaderValue(value: string): string {
  const pieces: (string | EncodedWord)[] = [];
  let cursor = 0;
  for (const match of value.matchAll(ENCODED_WORD)) {
    const [word, charset = 'utf-8', encoding = 'Q', data = ''] = match;
    const gap = value.slice(cursor, match.index);
    // Whitespace between two encoded words is folding, not content (RFC 2047 §6.2).
    if (gap && !(typeof pieces.at(-1) === 'object' && /^\s*$/.test(gap))) pieces.push(gap);
    const bytes = encoding.toUpperCase() === 'B' ? Buffer.from(data, 'base64') : decodeQEncoding(data);
    pieces.push({ charset: charset.toLowerCase(), bytes });
    cursor = match.index + word.length;
  }
  pieces.push(value.slice(cursor));
  // Adjacent words are decoded together: senders may split one multi-byte character between two words.
  const merged: (string | EncodedWord)[] = [];
  for (const piece of pieces) {
    const last = merged.at(-1);
    if (typeof piece === 'object' && typeof last === 'object' && last.charset === piece.charset) {
      merged[merged.length - 1] = { charset: last.charset, bytes: Buffer.concat([last.bytes, piece.bytes]) };
    } else {
      merged.push(piece);
    }
  }
  return merged
    .map((piece) => (typeof piece === 'string' ? piece : decodeBytes(piece.bytes, piece.charset)))
    .join('');
}

function splitPart(raw: string): Part {
  const end = /\r?\n\r?\n/.exec(raw);
  const head = end ? raw.slice(0, end.index) : raw;
  const body = end ? raw.slice(end.index + end[0].length) : '';
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n(?=[ \t])/g, '').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    // Raw 8-bit header bytes are UTF-8 (RFC 6532); encoded words take care of everything else.
    const value = decodeHeaderValue(Buffer.from(line.slice(colon + 1).trim(), 'latin1').toString('utf8'));
    if (!headers.has(name)) headers.set(name, value);
  }
  return { headers, body };
}

function findText(part: Part): string | null {
  const { type, params } = parseContentType(part.headers.get('content-type'));
  if (type.startsWith('multipart/')) {
    const boundary = params.get('boundary');
    if (!boundary) return null;
    for (const child of splitMultipart(part.body, boundary)) {
      const text = findText(splitPart(child));
      if (text !== null) return text;
    }
    return null;
  }
  if (type !== 'text/plain') return null;
  const bytes = decodeTransfer(part.body, part.headers.get('content-transfer-encoding'));
  return decodeBytes(bytes, params.get('charset') ?? 'us-ascii');
}

function splitMultipart(body: string, boundary: string): string[] {
  const parts: string[] = [];
  let current: string[] | null = null;
  for (const line of body.split(/\r?\n/)) {
    const trimmed = line.trimEnd();
    if (trimmed === `--${boundary}--`) break;
    if (trimmed === `--${boundary}`) {
      if (current) parts.push(current.join('\r\n'));
      current = [];
    } else {
      current?.push(line);
    }
  }
  if (current) parts.push(current.join('\r\n'));
  return parts;
}

function parseContentType(value = 'text/plain'): { type: string; params: Map<string, string> } {
  const [type = '', ...rest] = value.split(';');
  const params = new Map<string, string>();
  for (const param of rest) {
    const equals = param.indexOf('=');
    if (equals < 0) continue;
    const key = param.slice(0, equals).trim().toLowerCase();
    params.set(
      key,
      param
        .slice(equals + 1)
        .trim()
        .replace(/^"(.*)"$/, '$1'),
    );
  }
  return { type: type.trim().toLowerCase() || 'text/plain', params };
}

function decodeTransfer(body: string, encoding = '7bit'): Buffer {
  switch (encoding.trim().toLowerCase()) {
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    case 'base64':
      return Buffer.from(body.replace(/[^A-Za-z0-9+/=]/g, ''), 'base64');
    default:
      return Buffer.from(body, 'latin1');
  }
}

function decodeQuotedPrintable(body: string): Buffer {
  const decoded = body
    // Trailing whitespace on a line was added in transit; meaningful spaces are encoded as =20.
    .replace(/[ \t]+(?=\r?\n|$)/g, '')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(decoded, 'latin1');
}

function decodeQEncoding(data: string): Buffer {
  const decoded = data
    .replace(/_/g, ' ')
    .replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(decoded, 'latin1');
}

function decodeBytes(bytes: Buffer, charset: string): string {
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    // An unknown charset label: show the bytes rather than fail the whole message.
    return bytes.toString('latin1');
  }
}
