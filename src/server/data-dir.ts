import { accessSync, constants, mkdirSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
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

/** The data directory cannot be used; the message says which and why, in one line. */
export class DataDirError extends Error {
  override readonly name = 'DataDirError';
}

/**
 * Creates the data directory (owner-only) where missing and checks that it is a writable
 * directory. One level at a time: Node's recursive mkdir loops forever on a file system that
 * refuses new directories without saying EEXIST or EACCES (/proc answers ENOENT).
 */
export function ensureDataDir(dataDir: string): void {
  const missing: string[] = [];
  let existing = dataDir;
  for (;;) {
    try {
      statSync(existing);
      break;
    } catch {
      missing.unshift(existing);
      const parent = dirname(existing);
      if (parent === existing) break;
      existing = parent;
    }
  }
  const fix = 'choose another with --data-dir or NUTRI_DATA_DIR';
  for (const dir of missing) {
    try {
      mkdirSync(dir, { mode: 0o700 });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'error';
      throw new DataDirError(`cannot create the data directory ${dataDir} (${code} at ${dir}); ${fix}`);
    }
  }
  if (!statSync(dataDir).isDirectory()) throw new DataDirError(`the data directory ${dataDir} is not a directory; ${fix}`);
  try {
    accessSync(dataDir, constants.W_OK | constants.X_OK);
  } catch {
    throw new DataDirError(`the data directory ${dataDir} is not writable; ${fix}`);
  }
}

/** Opens the data directory's key store, creating the directory when missing. */
export function openKeyStore(dataDir: string, options: KeyStoreOptions = {}): KeyStore {
  ensureDataDir(dataDir);
  try {
    return KeyStore.open(keyStoreFile(dataDir), options);
  } catch (error) {
    if ((error as { code?: string }).code?.startsWith('SQLITE_CANTOPEN')) {
      throw new DataDirError(`cannot open ${keyStoreFile(dataDir)} (${(error as Error).message}); choose another data directory with --data-dir or NUTRI_DATA_DIR`);
    }
    throw error;
  }
}
