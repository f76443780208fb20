import {
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type DatabaseMetadataOptions,
  DEFAULT_MIGRATION_LOCK_TABLE,
  DEFAULT_MIGRATION_TABLE,
  type Kysely,
  PostgresDialect,
  type SchemaMetadata,
  type TableMetadata,
} from 'kysely';

/**
 * PostgreSQL with an introspector that survives a schema dropped while it reads the catalogue.
 *
 * Kysely's own introspector (which its migrator asks whether the migration tables exist) calls
 * functions that take a schema *name* (`has_schema_privilege`, `pg_get_serial_sequence`) on
 * every row of every schema; when another server or test drops a schema mid-query, PostgreSQL
 * fails the whole read with "schema … does not exist". The migrator and
 * `renameRecordedMigrations` only need which tables exist where, so this introspector reads
 * names by oid and lists no columns.
 */
export class MigrationSafePostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new TableNamesIntrospector(db);
  }
}

class TableNamesIntrospector implements DatabaseIntrospector {
  readonly #db: Kysely<unknown>;
  constructor(db: Kysely<unknown>) {
    this.#db = db;
  }

  async getSchemas(): Promise<SchemaMetadata[]> {
    const rows = await (this.#db as Kysely<Catalog>)
      .selectFrom('pg_catalog.pg_namespace')
      .select('nspname')
      .execute();
    return rows.map((r) => ({ name: r.nspname }));
  }

  async getTables(
    options: DatabaseMetadataOptions = { withInternalKyselyTables: false },
  ): Promise<TableMetadata[]> {
    let query = (this.#db as Kysely<Catalog>)
      .selectFrom('pg_catalog.pg_class as c')
      .innerJoin('pg_catalog.pg_namespace as ns', 'c.relnamespace', 'ns.oid')
      .select(['c.relname as name', 'ns.nspname as schema', 'c.relkind as kind'])
      .where('c.relkind', 'in', ['r', 'v', 'p'])
      .where('ns.nspname', '!~', '^pg_')
      .where('ns.nspname', '!=', 'information_schema')
      .where((eb) => eb.fn<boolean>('has_schema_privilege', ['ns.oid', eb.val('USAGE')]))
      .orderBy('ns.nspname')
      .orderBy('c.relname');
    if (!options.withInternalKyselyTables)
      query = query
        .where('c.relname', '!=', DEFAULT_MIGRATION_TABLE)
        .where('c.relname', '!=', DEFAULT_MIGRATION_LOCK_TABLE);
    const rows = await query.execute();
    return rows.map((r) => ({ name: r.name, schema: r.schema, isView: r.kind === 'v', columns: [] }));
  }

  async getMetadata(options?: DatabaseMetadataOptions): Promise<DatabaseMetadata> {
    return { tables: await this.getTables(options) };
  }
}

interface Catalog {
  'pg_catalog.pg_namespace': { oid: number; nspname: string };
  'pg_catalog.pg_class': { relname: string; relkind: string; relnamespace: number };
}
