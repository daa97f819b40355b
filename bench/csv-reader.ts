// The catalogue import's CSV reader (apps/api/src/use-cases/catalog-import/csv.ts) against csv-parse (issue 36,
// decision 0064), on the import benchmark's catalogue files: time to read every record once, in one process,
// alternating, and the line each reader reports for the records of a file whose cells hold line breaks (a spreadsheet
// on Windows writes CRLF) — the import report names rejected rows by that line.
//   npx tsx bench/csv-reader.ts [--products 10000,40000] [--runs 7]
import { Parser } from 'csv-parse';
import { parse } from 'csv-parse/sync';
import { CsvReader } from '@hemma/api/bench';
import { catalogueCsv } from './support/catalogue-csv.ts';

const argv = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? (argv[i + 1] ?? fallback) : fallback;
};
const runs = Number(arg('runs', '7'));

interface Info {
  lines: number;
}
/** csv-parse's parser as the import would drive it: fed 64 kB at a time, its records taken as they come. */
interface ParseApi {
  parse(
    buf: Buffer | undefined,
    end: boolean,
    push: (record: unknown) => void,
    close: () => void,
  ): Error | undefined;
}
function* csvParseRecords(bytes: Buffer): Generator<{ info: Info; record: string[] }> {
  const options = { info: true, relax_column_count: true, skip_empty_lines: true } as const;
  const api = (new Parser(options) as unknown as { api: ParseApi }).api;
  const queue: { info: Info; record: string[] }[] = [];
  const push = (record: unknown) => queue.push(record as { info: Info; record: string[] });
  for (let at = 0; at < bytes.length; at += 65_536) {
    const error = api.parse(bytes.subarray(at, at + 65_536), false, push, () => {});
    if (error) throw error;
    yield* queue.splice(0);
  }
  const error = api.parse(undefined, true, push, () => {});
  if (error) throw error;
  yield* queue.splice(0);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
for (const products of arg('products', '10000,40000').split(',').map(Number)) {
  const { csv, rows } = catalogueCsv({ products });
  const bytes = Buffer.from(csv);
  const readers: Record<string, () => number> = {
    'ours (CsvReader)': () => {
      const reader = new CsvReader(csv, ',');
      let n = 0;
      while (reader.next()) n++;
      return n;
    },
    'csv-parse, 64 kB chunks, info': () => {
      let n = 0;
      for (const record of csvParseRecords(bytes)) n += record.record.length > 0 ? 1 : 0;
      return n;
    },
    'csv-parse/sync, all at once': () => (parse(bytes, { relax_column_count: true }) as unknown[]).length,
  };
  const times = new Map<string, number[]>();
  for (let run = 0; run < runs; run++)
    for (const [name, read] of Object.entries(readers)) {
      const started = process.hrtime.bigint();
      const count = read();
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      if (count !== rows + 1) throw new Error(`${name} read ${count} records, not ${rows + 1}`);
      times.set(name, [...(times.get(name) ?? []), ms]);
    }
  const ours = median(times.get('ours (CsvReader)')!);
  console.log(
    `${products} products, ${rows} rows, ${(bytes.length / 1e6).toFixed(1)} MB, median of ${runs}:`,
  );
  for (const [name, values] of times)
    console.log(
      `  ${name.padEnd(32)} ${median(values).toFixed(0).padStart(5)} ms  ${(median(values) / ours).toFixed(1)}×`,
    );
}

// Lines: a header, a row whose description holds a line break, a row after it; CRLF as a Windows spreadsheet writes.
const file = 'sku,description\r\nA,"two\r\nlines"\r\nB,one line\r\n';
const ours = [];
const reader = new CsvReader(file, ',');
for (let record = reader.next(); record; record = reader.next())
  ours.push(`${record.fields[0]}@${record.line}`);
const theirs = [...csvParseRecords(Buffer.from(file))].map((r) => `${r.record[0]}@${r.info.lines}`);
console.log(
  `lines of ${JSON.stringify(file)}: ours ${ours.join(' ')}; csv-parse info.lines ${theirs.join(' ')}`,
);
