import type { CreateTableBuilder } from 'kysely';
import type { Engine } from '../database.js';

/** Adds the generated integer primary key `id` in each engine's own way. */
export function withId(engine: Engine) {
  return <T extends string>(t: CreateTableBuilder<T, never>) =>
    engine === 'postgres'
      ? t.addColumn('id', 'serial', (c) => c.primaryKey())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}
