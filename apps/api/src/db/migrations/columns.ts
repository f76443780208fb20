import type { CreateTableBuilder, Kysely } from 'kysely';
import type { Engine } from '../database.js';

/*
 * Building blocks of the migrations. Released migrations use them, so what each one writes is
 * part of those migrations' schema and must never change: a new need gets a new helper.
 */

/** Adds the generated integer primary key `id` in each engine's own way. */
export function withId(engine: Engine) {
  return <T extends string>(t: CreateTableBuilder<T, never>) =>
    engine === 'postgres'
      ? t.addColumn('id', 'serial', (c) => c.primaryKey())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

type ColumnType = 'text' | 'integer';
/** A column as SQL declares it: `'<name> <type>'`. */
type Column = `${string} ${ColumnType}`;
type NameOf<C> = C extends `${infer N} ${ColumnType}` ? N : never;

/**
 * Adds `not null` columns without a default, in the order listed: `.$call(required('city text',
 * 'min_age integer'))` in a table's chain of columns.
 */
export function required<const L extends Column[]>(...columns: L) {
  return <T extends string, C extends string>(table: CreateTableBuilder<T, C>) => {
    let t: CreateTableBuilder<T, C | NameOf<L[number]>> = table;
    for (const column of columns) {
      const [name, type] = column.split(' ') as [string, ColumnType];
      t = t.addColumn(name, type, (c) => c.notNull());
    }
    return t;
  };
}

/** `create index <name> on <table> (<columns>)`; the caller may add `.unique()` or `.where()`. */
export function index(db: Kysely<unknown>, name: string, table: string, columns: string[]) {
  return db.schema.createIndex(name).on(table).columns(columns);
}

/**
 * A family's guardians and emergency contact, as camp registrations (0001) and household
 * contacts (0007) name them.
 */
export const guardianColumns = [
  'pog1_first_name text',
  'pog1_last_name text',
  'pog1_email text',
  'pog1_phone text',
  'pog2_first_name text',
  'pog2_last_name text',
  'pog2_email text',
  'pog2_phone text',
  'emergency_contact_first_name text',
  'emergency_contact_last_name text',
  'emergency_contact_phone text',
  'emergency_contact_relationship text',
] as const;
