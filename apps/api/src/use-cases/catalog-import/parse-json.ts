import { adminProductInput } from '@hemma/contract';
import {
  describeIssues,
  FileRefusedError,
  type ParsedFile,
  type ParsedProduct,
  type Rejection,
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

/**
 * A catalogue JSON file → products: an array of the contract's AdminProductInput (or `{"products": [...]}`), each
 * checked on its own. A file that is not JSON, or not such an array, throws FileRefusedError.
 */
export function parseCatalogueJson(text: string): ParsedFile {
  let document: unknown;
  try {
    document = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (error) {
    throw new FileRefusedError(
      `Not a readable JSON file: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const items = Array.isArray(document)
    ? document
    : document && typeof document === 'object' && Array.isArray((document as { products?: unknown }).products)
      ? (document as { products: unknown[] }).products
      : null;
  if (!items)
    throw new FileRefusedError(
      'The JSON file must be an array of products (AdminProductInput) or {"products": [...]}.',
    );
  const lines = elementLines(text);
  const products: ParsedProduct[] = [];
  const rejected: Rejection[] = [];
  const seen = new Map<string, number>();
  items.forEach((item, index) => {
    const line = lines[index] ?? 1;
    const sku =
      item && typeof item === 'object' && typeof (item as { sku?: unknown }).sku === 'string'
        ? (item as { sku: string }).sku
        : null;
    const result = adminProductInput.safeParse(item);
    if (!result.success) {
      rejected.push({ line, sku, reason: `product ${index + 1}: ${describeIssues(result.error.issues)}` });
      return;
    }
    const earlier = seen.get(result.data.sku);
    if (earlier !== undefined) {
      rejected.push({ line, sku, reason: `sku: ${result.data.sku} is on line ${earlier} already` });
      return;
    }
    seen.set(result.data.sku, line);
    products.push({ line, sku: result.data.sku, variantLines: [], input: result.data });
  });
  return { format: 'json', rows: items.length, products, rejected };
}
