import type { Rejection } from './parsed-file.ts';

/**
 * The rejected rows of an import as they are found (out of order: the file's pass first, then while reading and
 * saving): how many, and the first `keep` of them by line — the report keeps the first 1000, so an import of a file
 * whose every row is bad does not hold them all (issue 29, defect 5).
 */
export class RejectionLog {
  #kept: Rejection[] = [];
  #count = 0;

  constructor(private readonly keep = Infinity) {}

  add(rows: readonly Rejection[]): void {
    for (const row of rows) this.#kept.push(row);
    this.#count += rows.length;
    if (this.#kept.length > 2 * this.keep) this.#trim();
  }

  get count(): number {
    return this.#count;
  }

  /** The first `keep` rejected rows, by line (rows of one line in the order they were found). */
  first(): Rejection[] {
    this.#trim();
    return [...this.#kept];
  }

  #trim(): void {
    this.#kept.sort((a, b) => a.line - b.line);
    if (this.#kept.length > this.keep) this.#kept.length = this.keep;
  }
}
