import type { AdminProductData } from '@hemma/contract';

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
