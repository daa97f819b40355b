import { CompiledQuery, type Compilable, type Kysely } from 'kysely';

/** Stands for one argument (or one item of a list argument) while the query is built; replaced at each execution. */
class Slot {
  constructor(
    readonly argument: number,
    readonly item: number,
  ) {}
}

interface Template {
  readonly sql: string;
  /** Per parameter of the SQL: the slot it takes its value from, or a value the query fixes itself. */
  readonly parameters: readonly unknown[];
}

/** A value of the query; null where it is one (a column set to NULL), never in a comparison (`= NULL` is no match). */
type Argument = string | number | null | readonly (string | number)[];

/** Lists longer than this are compiled at each execution: their shapes are rare and their SQL long. */
const MAX_KEPT_LIST = 128;

/**
 * A read that runs on every request, built and compiled by Kysely once per shape (database and the lengths of its
 * list arguments) instead of at each execution (issue 32): building the query's nodes and compiling them cost
 * 6–13 µs per statement, about a tenth of a product answer's CPU. `build` must use its arguments only as values of
 * the query (a list's length may shape it): it is called with stand-ins, which the SQL's parameters then name.
 * Lists of more than MAX_KEPT_LIST items are built as before.
 */
export function compiledQuery<DB, A extends Argument[], R>(
  build: (db: Kysely<DB>, ...args: A) => Compilable<R>,
): {
  all(db: Kysely<DB>, ...args: A): Promise<R[]>;
  first(db: Kysely<DB>, ...args: A): Promise<R | undefined>;
} {
  const templates = new WeakMap<Kysely<DB>, Map<string, Template>>();

  function template(db: Kysely<DB>, args: A): Template {
    let shapes = templates.get(db);
    if (!shapes) templates.set(db, (shapes = new Map()));
    const shape = args.map((arg) => (Array.isArray(arg) ? arg.length : '')).join(',');
    let made = shapes.get(shape);
    if (made) return made;
    const standIns = args.map((arg, i) =>
      Array.isArray(arg) ? arg.map((_, j) => new Slot(i, j)) : new Slot(i, -1),
    ) as unknown as A;
    const compiled = build(db, ...standIns).compile();
    const used = new Set(compiled.parameters.filter((p) => p instanceof Slot));
    const expected = standIns.flat().length;
    if (used.size !== expected)
      throw new Error(
        `compiledQuery: ${expected - used.size} argument(s) not used as values of ${compiled.sql}`,
      );
    made = { sql: compiled.sql, parameters: compiled.parameters };
    shapes.set(shape, made);
    return made;
  }

  async function all(db: Kysely<DB>, ...args: A): Promise<R[]> {
    if (args.some((arg) => Array.isArray(arg) && arg.length > MAX_KEPT_LIST))
      return (await db.executeQuery(build(db, ...args))).rows;
    const { sql, parameters } = template(db, args);
    const values = parameters.map((p) =>
      p instanceof Slot ? (p.item < 0 ? args[p.argument] : (args[p.argument] as unknown[])[p.item]) : p,
    );
    return (await db.executeQuery(CompiledQuery.raw(sql, values))).rows as R[];
  }

  return {
    all,
    async first(db: Kysely<DB>, ...args: A): Promise<R | undefined> {
      return (await all(db, ...args))[0];
    },
  };
}
