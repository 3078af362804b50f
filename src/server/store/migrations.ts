import type pg from 'pg';

/**
 * The PostgreSQL schema, as numbered steps. A step is never edited once released: a change is a
 * new step, so every database can be brought from any earlier version to the latest.
 */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'api keys and daily counts',
    sql: `
      CREATE TABLE nutri_api_keys (
        id          text PRIMARY KEY,
        hash        bytea NOT NULL,
        name        text NOT NULL DEFAULT '',
        daily_limit integer NOT NULL CHECK (daily_limit > 0),
        scopes      text[],
        origins     text[],
        created_at  timestamptz NOT NULL,
        revoked_at  timestamptz
      );
      CREATE TABLE nutri_daily_usage (
        key_id text NOT NULL,
        day    date NOT NULL,
        count  integer NOT NULL CHECK (count >= 0),
        PRIMARY KEY (key_id, day)
      );`,
  },
];

export const SCHEMA_VERSION = MIGRATIONS[MIGRATIONS.length - 1]!.version;

/**
 * One number for nutri-kit's advisory lock ("nutri" in ASCII): every instance that starts takes
 * it before looking at the schema, so instances started together migrate one after another and
 * the later ones find nothing left to do.
 */
const MIGRATION_LOCK = 0x6e75747269;

export interface MigrationReport {
  from: number;
  to: number;
  applied: Migration[];
}

/**
 * Brings the schema to the latest version in one transaction under the advisory lock: either
 * every pending step is applied and recorded, or none is. The version table itself is created
 * under the lock too (two concurrent `CREATE TABLE IF NOT EXISTS` can collide in PostgreSQL).
 */
export async function migrate(client: pg.ClientBase): Promise<MigrationReport> {
  await client.query('BEGIN');
  try {
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query(`CREATE TABLE IF NOT EXISTS nutri_schema_migrations (
      version    integer PRIMARY KEY,
      name       text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const from = await versionIn(client);
    if (from > SCHEMA_VERSION) throw new SchemaTooNewError(from);
    const applied = MIGRATIONS.filter((m) => m.version > from);
    for (const step of applied) {
      await client.query(step.sql);
      await client.query('INSERT INTO nutri_schema_migrations (version, name) VALUES ($1, $2)', [step.version, step.name]);
    }
    await client.query('COMMIT');
    return { from, to: SCHEMA_VERSION, applied };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

/** The schema version of the database; 0 when nutri-kit has never migrated it. */
export async function schemaVersion(client: pg.ClientBase | pg.Pool): Promise<number> {
  const table = await client.query<{ present: boolean }>("SELECT to_regclass('nutri_schema_migrations') IS NOT NULL AS present");
  return table.rows[0]!.present ? versionIn(client) : 0;
}

async function versionIn(client: pg.ClientBase | pg.Pool): Promise<number> {
  const result = await client.query<{ version: number | null }>('SELECT max(version) AS version FROM nutri_schema_migrations');
  return result.rows[0]!.version ?? 0;
}

/** A database migrated by a newer nutri-kit: this one must not write to it. */
export class SchemaTooNewError extends Error {
  override readonly name = 'SchemaTooNewError';
  constructor(readonly found: number) {
    super(`the database's nutri-kit schema is version ${found}, newer than this nutri-kit knows (${SCHEMA_VERSION}); upgrade nutri-kit`);
  }
}
