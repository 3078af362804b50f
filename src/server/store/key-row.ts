import type { OperationName } from '../../api/index.js';
import type { KeyInfo } from '../keys/key-store.js';
import type { StoredKey } from './store.js';

/*
 * A key's row as both stores hold it (SQLite's api_keys, PostgreSQL's nutri_api_keys): the same
 * columns under the same names; only the way each database hands back a list and a time differs.
 * One mapping from a row to what the service knows of a key, so a column is mapped once.
 */
export interface KeyRow {
  id: string;
  hash: Buffer;
  name: string;
  daily_limit: number;
  /** JSON text in SQLite, an array in PostgreSQL; null for "every operation". */
  scopes: string | string[] | null;
  /** JSON text in SQLite, an array in PostgreSQL; null for "any origin". */
  origins: string | string[] | null;
  /** ISO text in SQLite, a timestamp in PostgreSQL. */
  created_at: string | Date;
  revoked_at: string | Date | null;
}

/** What is known about the key of a row; never its secret. */
export function keyInfoOf(row: KeyRow): KeyInfo {
  return {
    id: row.id,
    name: row.name,
    dailyLimit: row.daily_limit,
    scopes: listOf(row.scopes) as OperationName[] | null,
    origins: listOf(row.origins),
    createdAt: timeOf(row.created_at),
    revokedAt: row.revoked_at === null ? null : timeOf(row.revoked_at),
  };
}

/** The row as `nutri store copy` moves it: with its hash. */
export function storedKeyOf(row: KeyRow): StoredKey {
  return { ...keyInfoOf(row), hash: row.hash };
}

function listOf(value: string | string[] | null): string[] | null {
  if (typeof value === 'string') return value ? (JSON.parse(value) as string[]) : null;
  return value;
}

const timeOf = (value: string | Date): string => (typeof value === 'string' ? value : value.toISOString());
