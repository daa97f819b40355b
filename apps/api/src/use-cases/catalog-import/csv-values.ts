import { LIST_SEPARATOR } from './catalogue-columns.ts';

/**
 * Cells of the catalogue CSV into values: numbers with a decimal point or comma (a Swedish spreadsheet's
 * `12 995,50`), yes/no flags, lists separated by `|`. Each returns the value or throws a CellError saying what the
 * cell should hold.
 */
export class CellError extends Error {}

export function numberCell(text: string): number {
  const cleaned = text.replace(/[\s\u00a0]/g, '');
  const normal = cleaned.includes('.') ? cleaned : cleaned.replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(normal)) throw new CellError(`"${text}" is not a number`);
  return Number(normal);
}

export function integerCell(text: string): number {
  const value = numberCell(text);
  if (!Number.isInteger(value)) throw new CellError(`"${text}" is not a whole number`);
  return value;
}

const YES = new Set(['1', 'yes', 'true', 'ja', 'y', 'j']);
const NO = new Set(['0', 'no', 'false', 'nej', 'n']);

export function flagCell(text: string): boolean {
  const value = text.trim().toLowerCase();
  if (YES.has(value)) return true;
  if (NO.has(value)) return false;
  throw new CellError(`"${text}" is not yes or no (1/0)`);
}

/** Status 1 enabled, 2 disabled (the words are taken too). */
export function statusCell(text: string): number {
  const value = text.trim().toLowerCase();
  if (value === 'enabled' || value === 'aktiv') return 1;
  if (value === 'disabled' || value === 'inaktiv') return 2;
  return integerCell(text);
}

export function listCell(text: string): string[] {
  return text
    .split(LIST_SEPARATOR)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

export function jsonCell(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new CellError(`is not JSON (${error instanceof Error ? error.message : String(error)})`);
  }
}
