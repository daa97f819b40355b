import { emptyTaxonomyPlan } from './taxonomy-plan.ts';
import { adminProductInput } from '@hemma/contract';
import {
  collectReading,
  describeIssues,
  FileRefusedError,
  finishAtOnce,
  type CatalogueEntry,
  type CatalogueReading,
  type ParsedFile,
  type Steps,
} from './parsed-file.ts';

/**
 * The lines on which the elements of the top-level array start (of `[…]`, or of `{"products": […]}`): a rejected
 * product is reported by the line of its object, as a CSV row by its own.
 */
export function elementLines(text: string): number[] {
  const lines: number[] = [];
  let line = 1;
  let depth = 0;
  let arrayDepth = -1;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (char === '\n') line++;
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
      continue;
    }
    if (char === '"') inString = true;
    else if (char === '[' || char === '{') {
      if (depth === arrayDepth) lines.push(line);
      depth++;
      if (char === '[' && arrayDepth === -1) arrayDepth = depth;
    } else if (char === ']' || char === '}') depth--;
  }
  return lines;
}

const refusedShape = () =>
  new FileRefusedError(
    'The JSON file must be an array of products (AdminProductInput) or {"products": [...]}.',
  );

/** A broken JSON file, refused with what JSON.parse says about the whole of it. */
function unreadable(text: string, fallback: unknown): FileRefusedError {
  let error = fallback;
  try {
    JSON.parse(text);
  } catch (thrown) {
    error = thrown;
  }
  return new FileRefusedError(
    `Not a readable JSON file: ${error instanceof Error ? error.message : String(error)}`,
  );
}

interface Elements {
  starts: number[];
  ends: number[];
  lines: number[];
}

/** JSON's own white space (and nothing else). */
const isSpace = (code: number) => code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09;

/**
 * Where the products of a catalogue JSON start and end (the elements of the top-level array, or of the last
 * `"products"` array of a top-level object) and the line each starts on, without building any of them: null when
 * the document is neither. Yields now and then.
 */
function* findElements(text: string): Steps<Elements | null> {
  const first = text.search(/\S/);
  const root = text.charCodeAt(first);
  const ARRAY = 0x5b; // [
  const OBJECT = 0x7b; // {
  if (root !== ARRAY && root !== OBJECT) return null;
  const inObject = root === OBJECT;
  let elements: Elements | null = inObject ? null : { starts: [], ends: [], lines: [] };
  let line = 1;
  let depth = 0;
  let inString = false;
  let stringStart = -1;
  /** The depth of the products array's elements; -1 outside it. */
  let target = inObject ? -1 : 1;
  let elementStart = -1;
  // In a top-level object: whether a key comes next, the last key read, and whether its value is about to start.
  let expectKey = false;
  let key: string | null = null;
  let valueNext = false;
  const endElement = (i: number) => {
    elements!.starts.push(elementStart);
    elements!.ends.push(i);
    elementStart = -1;
  };
  for (let i = first; i < text.length; i++) {
    if ((i & 0xffff) === 0) yield;
    const code = text.charCodeAt(i);
    if (code === 0x0a) line++;
    if (inString) {
      if (code === 0x5c) i++;
      else if (code === 0x22) {
        inString = false;
        if (inObject && depth === 1 && expectKey) {
          try {
            key = JSON.parse(text.slice(stringStart, i + 1)) as string;
          } catch {
            key = null;
          }
          expectKey = false;
        }
      }
      continue;
    }
    if (isSpace(code)) continue;
    if (depth === target && elementStart < 0 && code !== 0x2c && code !== 0x5d) {
      elementStart = i;
      elements!.lines.push(line);
    }
    if (inObject && depth === 1 && valueNext) {
      valueNext = false;
      if (key === 'products') {
        // The last "products" is the one JSON.parse keeps.
        elements = code === ARRAY ? { starts: [], ends: [], lines: [] } : null;
        target = code === ARRAY ? 2 : -1;
      }
    }
    if (code === 0x22) {
      inString = true;
      stringStart = i;
    } else if (code === ARRAY || code === OBJECT) {
      depth++;
      if (inObject && depth === 1) expectKey = true;
    } else if (code === 0x5d || code === 0x7d) {
      if (depth === target && elementStart >= 0) endElement(i);
      if (depth === target && code === 0x5d) target = -1;
      depth--;
    } else if (code === 0x2c) {
      if (depth === target && elementStart >= 0) endElement(i);
      if (inObject && depth === 1) expectKey = true;
    } else if (code === 0x3a && inObject && depth === 1) valueNext = true;
  }
  return elements;
}

/**
 * A catalogue JSON file → products: an array of the contract's AdminProductInput (or `{"products": [...]}`), each
 * checked on its own. A file that is not JSON, or not such an array, throws FileRefusedError.
 *
 * Two passes (issue 29, defect 5): the first finds where each product's object starts and ends and checks that the
 * whole document is JSON (each object parsed and dropped, the rest of the document parsed with the objects left out);
 * the second (`entries()`) parses and checks one product at a time.
 */
export function* readCatalogueJson(text: string): Steps<CatalogueReading> {
  const source = text.charCodeAt(0) === 0xfeff ? ' ' + text.slice(1) : text;
  const elements = yield* findElements(source);
  if (!elements) {
    // Not an array or an object: refused as what JSON.parse makes of it.
    try {
      JSON.parse(source);
    } catch (error) {
      throw unreadable(source, error);
    }
    throw refusedShape();
  }
  const { starts, ends, lines } = elements;
  // The document without the products must be JSON, and so must each product.
  let skeleton = '';
  let previous = 0;
  for (let i = 0; i < starts.length; i++) {
    skeleton += `${source.slice(previous, starts[i])}0`;
    previous = ends[i]!;
  }
  skeleton += source.slice(previous);
  let document: unknown;
  try {
    document = JSON.parse(skeleton);
  } catch (error) {
    throw unreadable(source, error);
  }
  const shapeOk = Array.isArray(document)
    ? document.length === starts.length
    : Array.isArray((document as { products?: unknown }).products) &&
      (document as { products: unknown[] }).products.length === starts.length;
  if (!shapeOk) throw refusedShape();
  for (let i = 0; i < starts.length; i++) {
    if (i % 500 === 0) yield;
    try {
      JSON.parse(source.slice(starts[i], ends[i]));
    } catch (error) {
      throw unreadable(source, error);
    }
  }

  function* entries(): Generator<CatalogueEntry, void, undefined> {
    const seen = new Map<string, number>();
    for (let index = 0; index < starts.length; index++) {
      const item = JSON.parse(source.slice(starts[index], ends[index])) as unknown;
      const line = lines[index] ?? 1;
      const sku =
        item && typeof item === 'object' && typeof (item as { sku?: unknown }).sku === 'string'
          ? (item as { sku: string }).sku
          : null;
      const result = adminProductInput.safeParse(item);
      if (!result.success) {
        yield {
          rejected: [{ line, sku, reason: `product ${index + 1}: ${describeIssues(result.error.issues)}` }],
        };
        continue;
      }
      const earlier = seen.get(result.data.sku);
      if (earlier !== undefined) {
        yield { rejected: [{ line, sku, reason: `sku: ${result.data.sku} is on line ${earlier} already` }] };
        continue;
      }
      seen.set(result.data.sku, line);
      yield { product: { line, sku: result.data.sku, variantLines: [], input: result.data } };
    }
  }

  return {
    format: 'json',
    rows: starts.length,
    candidates: starts.length,
    rejected: [],
    attributePlan: { attributes: [], options: [] },
    taxonomyPlan: emptyTaxonomyPlan(),
    entries,
  };
}

/** The whole JSON file at once (the unit tests' view; the import reads it with `readCatalogueJson`). */
export function parseCatalogueJson(text: string): ParsedFile {
  return collectReading(finishAtOnce(readCatalogueJson(text)));
}
