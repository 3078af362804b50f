import { existsSync } from 'node:fs';
import {
  DataDirError,
  keyStoreFile,
  openStore,
  PostgresStore,
  redactUrl,
  resolveDataDir,
  SCHEMA_VERSION,
  StoreOpenError,
  StoreUnavailableError,
  type ServiceStore,
  type StoreChoice,
} from '../../server/index.js';
import { EXIT, parseCommandArgs, UsageError, type Command } from '../command.js';
import { postgresUrl } from './store-flags.js';

const usage = `Usage:
  nutri store migrate [--store <url>]            bring a PostgreSQL store's schema up to date
  nutri store copy --from <dir|url> --to <dir|url>
                                                 copy keys and daily counts between stores

--store defaults to $NUTRI_STORE_URL. A store is a data directory (SQLite, <dir>/nutri.sqlite) or a
postgres:// URL. \`nutri serve --store <url>\` migrates by itself on start (under an advisory lock,
so instances started together are safe); migrate is for operators who run schema changes by hand.
copy adds the keys the destination lacks (with their hashes, names, limits, scopes, origins and
revocations) and raises each daily count to the source's where it is lower; it never removes.`;

/** A data directory or a PostgreSQL URL, as --from / --to name them. */
function choiceOf(raw: string, flag: string, env: NodeJS.ProcessEnv, mustExist: boolean): StoreChoice {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(raw)) return { kind: 'postgres', url: postgresUrl(raw, flag) };
  const dataDir = resolveDataDir(raw, env);
  if (mustExist && !existsSync(keyStoreFile(dataDir))) throw new UsageError(`${flag} ${dataDir} holds no key store (${keyStoreFile(dataDir)} is missing)`);
  return { kind: 'sqlite', dataDir };
}

async function open(choice: StoreChoice): Promise<ServiceStore> {
  try {
    return await openStore(choice);
  } catch (error) {
    if (error instanceof DataDirError) throw new UsageError(error.message);
    throw error;
  }
}

export const storeCommand: Command = {
  name: 'store',
  summary: 'Migrate a PostgreSQL store, or copy keys and counts between stores',
  usage,
  async run(args, io) {
    const [action, ...rest] = args;
    const parsed = parseCommandArgs({
      args: rest,
      allowPositionals: false,
      options: { store: { type: 'string' }, from: { type: 'string' }, to: { type: 'string' } },
    });
    const { values } = parsed;
    try {
      switch (action) {
        case 'migrate': {
          const raw = values.store || io.env.NUTRI_STORE_URL;
          if (!raw) throw new UsageError('name the database: --store postgres://… (or set NUTRI_STORE_URL)');
          const url = postgresUrl(raw, values.store ? '--store' : 'NUTRI_STORE_URL');
          const report = await PostgresStore.migrate({ url });
          const where = redactUrl(url);
          io.stdout.write(report.applied.length
            ? `${where}: schema ${report.from} → ${report.to} (${report.applied.map((m) => `${m.version} ${m.name}`).join('; ')})\n`
            : `${where}: schema already at version ${SCHEMA_VERSION}; nothing to do\n`);
          return EXIT.ok;
        }
        case 'copy': {
          if (!values.from || !values.to) throw new UsageError('copy needs --from <dir|url> and --to <dir|url>');
          const from = choiceOf(values.from, '--from', io.env, true);
          const to = choiceOf(values.to, '--to', io.env, false);
          if (JSON.stringify(from) === JSON.stringify(to)) throw new UsageError('--from and --to name the same store');
          const source = await open(from);
          try {
            const destination = await open(to);
            try {
              const dump = await source.dump();
              const added = await destination.load(dump);
              io.stdout.write(
                `Copied from ${source.location} to ${destination.location}: ${added.keys} of ${dump.keys.length} keys added ` +
                  `(${dump.keys.length - added.keys} were there already), ${added.counts} of ${dump.counts.length} daily counts added or raised.\n`,
              );
            } finally {
              await destination.close();
            }
          } finally {
            await source.close();
          }
          return EXIT.ok;
        }
        default:
          throw new UsageError(action ? `unknown action "${action}"` : 'name an action: migrate or copy');
      }
    } catch (error) {
      if (error instanceof StoreOpenError || error instanceof StoreUnavailableError) {
        io.stderr.write(`nutri store: ${error instanceof StoreUnavailableError ? `the database stopped answering (${error.problem})` : error.message}\n`);
        return EXIT.analysisError;
      }
      throw error;
    }
  },
};
