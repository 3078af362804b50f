import { mkdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { KeyStore, type KeyStoreOptions } from './keys/index.js';

/** `--data-dir`, else `NUTRI_DATA_DIR`, else `~/.nutri-kit`. */
export function resolveDataDir(flag: string | undefined, env: NodeJS.ProcessEnv = process.env): string {
  const chosen = flag || env.NUTRI_DATA_DIR || join(homedir(), '.nutri-kit');
  return resolve(chosen);
}

/** The SQLite file that holds keys and daily counts. */
export function keyStoreFile(dataDir: string): string {
  return join(dataDir, 'nutri.sqlite');
}

/** Opens the data directory's key store, creating the directory (owner-only) when missing. */
export function openKeyStore(dataDir: string, options: KeyStoreOptions = {}): KeyStore {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  return KeyStore.open(keyStoreFile(dataDir), options);
}
