import {
  type Compilable,
  type CompiledQuery,
  createQueryId,
  type Insertable,
  type Kysely,
  type QueryResult,
} from 'kysely';
import type { Database } from './schema.js';

type Executor = Kysely<Database>;

const placeholder = (i: number) => `\u0000prepared-query-value-${i}`;

interface Template {
  query: CompiledQuery['query'];
  sql: string;
  /** Each parameter: the index of the run's value it takes, or the value it always has. */
  parameters: ({ value: number } | { constant: unknown })[];
}

/**
 * A query of a fixed shape, built and compiled by Kysely once per database dialect; each run
 * only puts in its values. Kysely builds and compiles every query anew, and for the hot queries
 * of a registration (the seat count has four subqueries) that took several times as long as
 * SQLite running them. `build` gets placeholders for the values and must give the same SQL
 * whatever the values are: no `in` lists or conditions that depend on them.
 *
 *   const seats = preparedQuery((db, sessionId: number) => db.selectFrom(…).where('s.id', '=', sessionId));
 *   const row = (await seats(trx, 12)).rows[0];
 */
export function preparedQuery<A extends unknown[], R>(
  build: (db: Executor, ...values: A) => Compilable<R>,
): (db: Executor, ...values: A) => Promise<QueryResult<R>> {
  // One template per dialect (keyed by its adapter): the SQL differs between SQLite and PostgreSQL.
  const templates = new WeakMap<object, Template>();
  const templateFor = (db: Executor, arity: number): Template => {
    const adapter = db.getExecutor().adapter;
    let template = templates.get(adapter);
    if (!template) {
      const marks = Array.from({ length: arity }, (_, i) => placeholder(i));
      const compiled = build(db, ...(marks as A)).compile();
      template = {
        query: compiled.query,
        sql: compiled.sql,
        parameters: compiled.parameters.map((p) => {
          const value = typeof p === 'string' ? marks.indexOf(p) : -1;
          return value >= 0 ? { value } : { constant: p };
        }),
      };
      // A value that is not a plain parameter (written into the SQL, or dropped) would be lost.
      for (let i = 0; i < arity; i++)
        if (!template.parameters.some((p) => 'value' in p && p.value === i))
          throw new Error(`preparedQuery: value ${i} is not a parameter of the query`);
      templates.set(adapter, template);
    }
    return template;
  };
  return async (db, ...values) => run<R>(db, templateFor(db, values.length), values);
}

function run<R>(db: Executor, template: Template, values: readonly unknown[]) {
  return db.executeQuery<R>({
    query: template.query,
    queryId: createQueryId(),
    sql: template.sql,
    parameters: template.parameters.map((p) => ('value' in p ? values[p.value] : p.constant)),
  });
}

const isPlain = (value: unknown) => value === null || typeof value !== 'object';

/**
 * The insert of one row of `table`, answering its id, compiled once per dialect and set of
 * columns (the row's columns with a value: an undefined one takes the column's default, as with
 * Kysely). Kysely builds an insert of our 30-column rows anew each time; a registration's insert
 * runs often enough to matter. A row with a value that is not plain (an SQL expression) is
 * built by Kysely as usual.
 */
export function preparedInsert<T extends keyof Database & string>(table: T) {
  // Per dialect, the templates of the sets of columns seen so far (a table has one or a few).
  const templates = new WeakMap<object, { columns: string[]; template: Template }[]>();
  // Kysely's types cannot follow a table chosen by a type parameter; the row's type is checked by the caller's.
  const insert = (db: Executor, row: Record<string, unknown>) =>
    (db as Kysely<Record<string, { id: number }>>)
      .insertInto(table)
      .values(row as never)
      .returning('id');
  /** The row's columns with a value are exactly `columns`, in order (no string built on the hot path). */
  const fits = (row: Record<string, unknown>, columns: string[]) => {
    let n = 0;
    for (const column in row) {
      if (row[column] === undefined) continue;
      if (columns[n++] !== column) return false;
    }
    return n === columns.length;
  };
  const compile = (db: Executor, columns: string[]): Template => {
    const compiled = insert(
      db,
      Object.fromEntries(columns.map((column, i) => [column, placeholder(i)])),
    ).compile();
    const parameters = compiled.parameters.map((p) => ({
      value: columns.findIndex((_, i) => p === placeholder(i)),
    }));
    if (parameters.some((p) => p.value < 0))
      throw new Error(`preparedInsert: a column of ${table} is not a parameter`);
    return { query: compiled.query, sql: compiled.sql, parameters };
  };
  return async (db: Executor, row: Insertable<Database[T]>): Promise<{ id: number }> => {
    const values = row as Record<string, unknown>;
    for (const column in values)
      if (!isPlain(values[column]))
        return insert(db, values).executeTakeFirstOrThrow() as Promise<{ id: number }>;
    const adapter = db.getExecutor().adapter;
    let known = templates.get(adapter);
    if (!known) templates.set(adapter, (known = []));
    let entry = known.find((t) => fits(values, t.columns));
    if (!entry) {
      const columns = Object.keys(values).filter((column) => values[column] !== undefined);
      entry = { columns, template: compile(db, columns) };
      known.push(entry);
    }
    const result = await run<{ id: number }>(
      db,
      entry.template,
      entry.columns.map((column) => values[column]),
    );
    return result.rows[0]!;
  };
}
