import type { TaxonomyPlan } from './taxonomy-plan.ts';
import type { AdminProductData } from '@hemma/contract';
import type { AttributePlan } from './vocabulary.ts';

/** A row the import does not take, with the line of the file it is on and why (in words a shop owner can act on). */
export interface Rejection {
  line: number;
  sku: string | null;
  reason: string;
}

/** A product of the file, validated with the contract's AdminProductInput (prices still kronor). */
export interface ParsedProduct {
  /** The line of the product's row (JSON: where its object starts). */
  line: number;
  sku: string;
  /** The lines of its variants' rows, in variant order (`variants.1` is on variantLines[1]). */
  variantLines: number[];
  input: AdminProductData;
}

export interface ParsedFile {
  format: 'csv' | 'json';
  /** Rows (CSV) or objects (JSON) the file has, rejected ones included. */
  rows: number;
  products: ParsedProduct[];
  rejected: Rejection[];
}

/** What reading one product of the file gives: the product, or the rows of it that are rejected (at least one). */
export type CatalogueEntry = { product: ParsedProduct } | { rejected: Rejection[] };

/**
 * A catalogue file after its first pass (issue 29, defect 5): checked whole (a file that is not a catalogue was
 * refused by then), counted, its rows that cannot be any product's rejected; its products are read one by one by
 * `entries()`, so that no more than the product being saved is held besides the text.
 */
export interface CatalogueReading {
  format: 'csv' | 'json';
  /** Rows (CSV) or objects (JSON) the file has, rejected ones included. */
  rows: number;
  /** The products the file names: `entries()` yields one entry for each. */
  candidates: number;
  /** Rows rejected by the first pass (a row too wide, without an sku, a repeated sku, a variant of no product). */
  rejected: Rejection[];
  /** The attributes and options the file's columns define and the shop lacks: created before the first save. */
  attributePlan: AttributePlan;
  /** The tax classes, brands and categories the file names and the shop lacks: created before the first save. */
  taxonomyPlan: TaxonomyPlan;
  /** The products in the file's order, each read and checked as it is asked for. */
  entries(): Generator<CatalogueEntry, void, undefined>;
}

/** The whole file at once, as the pure parser's callers (and tests) want it. */
export function collectReading(reading: CatalogueReading): ParsedFile {
  const products: ParsedProduct[] = [];
  const rejected = [...reading.rejected];
  for (const entry of reading.entries())
    if ('product' in entry) products.push(entry.product);
    else rejected.push(...entry.rejected);
  rejected.sort((a, b) => a.line - b.line);
  return { format: reading.format, rows: reading.rows, products, rejected };
}

/**
 * A computation in steps: a generator that yields now and then (nothing) and returns its result. `finishAtOnce` runs
 * it to the end; the import runs it with pauses for the event loop (yield-to-event-loop.ts).
 */
export type Steps<T> = Generator<void, T, undefined>;

export function finishAtOnce<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** A file that is not a catalogue file at all (not CSV or JSON, a wrong header): nothing of it is imported. */
export class FileRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FileRefusedError';
  }
}

/** Zod's issues as one reason: `field: what is wrong; …`, a variant's fields named by its own line. */
export function describeIssues(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  variantLines: readonly number[] = [],
): string {
  return issues
    .slice(0, 6)
    .map((issue) => {
      const path = issue.path.map(String);
      if (path[0] === 'variants' && path.length > 1) {
        const line = variantLines[Number(path[1])];
        if (line !== undefined)
          return `line ${line}: ${path.slice(2).join('.') || 'variant'}: ${issue.message}`;
      }
      return `${path.join('.') || 'row'}: ${issue.message}`;
    })
    .join('; ');
}

/** The reason of a save's refusal, its `variants.N.…` fields named by the variant's line. */
export function describeSaveError(message: string, variantLines: readonly number[]): string {
  return message.replace(/^Invalid body: /, '').replace(/\bvariants\.(\d+)\./g, (whole, index: string) => {
    const line = variantLines[Number(index)];
    return line === undefined ? whole : `line ${line}: `;
  });
}
