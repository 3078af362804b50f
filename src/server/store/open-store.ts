import { openKeyStore } from '../data-dir.js';
import type { KeyStoreOptions } from '../keys/index.js';
import { PostgresStore, type PostgresStoreOptions } from './postgres-store.js';
import type { ServiceStore } from './store.js';

/** Which store to use: SQLite in a data directory (the default) or a PostgreSQL URL. */
export type StoreChoice =
  | { kind: 'sqlite'; dataDir: string }
  | ({ kind: 'postgres' } & Omit<PostgresStoreOptions, keyof KeyStoreOptions>);

/**
 * Opens the chosen store. SQLite: the data directory is created when missing (DataDirError when
 * it cannot be). PostgreSQL: connects and migrates the schema (StoreOpenError when it cannot).
 */
export async function openStore(choice: StoreChoice, options: KeyStoreOptions = {}): Promise<ServiceStore> {
  if (choice.kind === 'sqlite') return openKeyStore(choice.dataDir, options);
  const { kind: _kind, ...postgres } = choice;
  return PostgresStore.open({ ...postgres, ...options });
}
