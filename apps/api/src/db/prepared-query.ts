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
  const templates = new WeakMap<object, Map<string, Template>>();
  // Kysely's types cannot follow a table chosen by a type parameter; the row's type is checked by the caller's.
  const insert = (db: Executor, row: Record<string, unknown>) =>
    (db as Kysely<Record<string, { id: number }>>)
      .insertInto(table)
      .values(row as never)
      .returning('id');
  return async (db: Executor, row: Insertable<Database[T]>): Promise<{ id: number }> => {
    const entries = Object.entries(row).filter(([, value]) => value !== undefined);
    if (!entries.every(([, value]) => isPlain(value)))
      return insert(db, row).executeTakeFirstOrThrow() as Promise<{ id: number }>;
    const adapter = db.getExecutor().adapter;
    let byColumns = templates.get(adapter);
    if (!byColumns) templates.set(adapter, (byColumns = new Map()));
    const key = entries.map(([column]) => column).join(',');
    let template = byColumns.get(key);
    if (!template) {
      const compiled = insert(
        db,
        Object.fromEntries(entries.map(([column], i) => [column, placeholder(i)])),
      ).compile();
      template = {
        query: compiled.query,
        sql: compiled.sql,
        parameters: compiled.parameters.map((p) => ({
          value: entries.findIndex((_, i) => p === placeholder(i)),
        })),
      };
      if (template.parameters.some((p) => 'value' in p && p.value < 0))
        throw new Error(`preparedInsert: a column of ${table} is not a parameter`);
      byColumns.set(key, template);
    }
    const result = await run<{ id: number }>(
      db,
      template,
      entries.map(([, value]) => value),
    );
    return result.rows[0]!;
  };
}
