import { parseArgs } from 'node:util';
import { NutritionApiError } from '../../api/index.js';
import { DataDirError, DEFAULT_DAILY_LIMIT, keyIdPattern, openKeyStore, resolveDataDir, type KeyInfo, type KeyStore } from '../../server/index.js';
import { EXIT, UsageError, type Command, type CommandIO } from '../command.js';

const usage = `Usage:
  nutri keys create [--name <text>] [--daily-limit <n>] [--scopes describeMeal,scanLabel]
                    [--origins https://a.example,https://b.example] [--json]
  nutri keys list [--json]
  nutri keys revoke <id>

Options for all: --data-dir <dir> (default $NUTRI_DATA_DIR, else ~/.nutri-kit)
New keys get --daily-limit, else $NUTRI_DEFAULT_DAILY_LIMIT, else ${DEFAULT_DAILY_LIMIT} requests per UTC day.
A key is shown once, at creation; only its SHA-256 hash is stored.`;

const list = (value: string | undefined) => value?.split(',').map((s) => s.trim()).filter(Boolean);

/** The default limit for new keys from the environment, checked. */
export function defaultDailyLimit(env: NodeJS.ProcessEnv): number | undefined {
  const raw = env.NUTRI_DEFAULT_DAILY_LIMIT;
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 1) throw new UsageError(`NUTRI_DEFAULT_DAILY_LIMIT must be a whole number ≥ 1, not "${raw}"`);
  return value;
}

function withStore<T>(dataDir: string | undefined, io: CommandIO, work: (store: KeyStore) => T): T {
  let store: KeyStore;
  try {
    store = openKeyStore(resolveDataDir(dataDir, io.env), { defaultDailyLimit: defaultDailyLimit(io.env) });
  } catch (error) {
    // The directory given (--data-dir, NUTRI_DATA_DIR) cannot be used: a usage error, one line.
    if (error instanceof DataDirError) throw new UsageError(error.message);
    throw error;
  }
  try {
    return work(store);
  } finally {
    store.close();
  }
}

function describeKey(key: KeyInfo): string {
  const parts = [
    key.id,
    key.revokedAt ? `revoked ${key.revokedAt.slice(0, 10)}` : 'active',
    `${key.dailyLimit}/day`,
    `scopes: ${key.scopes?.join(',') ?? 'all'}`,
    `origins: ${key.origins?.join(',') ?? 'any'}`,
  ];
  return parts.join('  ') + (key.name ? `  "${key.name}"` : '');
}

export const keysCommand: Command = {
  name: 'keys',
  summary: 'Create, list and revoke API keys of the v4 service',
  usage,
  async run(args, io) {
    const [action, ...rest] = args;
    let parsed;
    try {
      parsed = parseArgs({
        args: rest,
        allowPositionals: true,
        options: {
          'data-dir': { type: 'string' },
          name: { type: 'string' },
          'daily-limit': { type: 'string' },
          scopes: { type: 'string' },
          origins: { type: 'string' },
          json: { type: 'boolean', default: false },
        },
      });
    } catch (error) {
      throw new UsageError((error as Error).message);
    }
    const { values, positionals } = parsed;
    const dataDir = values['data-dir'];
    try {
      switch (action) {
        case 'create': {
          if (positionals.length) throw new UsageError(`unexpected argument "${positionals[0]}"`);
          const limitText = values['daily-limit'];
          const dailyLimit = limitText === undefined ? undefined : Number(limitText);
          if (dailyLimit !== undefined && !Number.isSafeInteger(dailyLimit)) throw new UsageError(`--daily-limit must be a whole number, not "${limitText}"`);
          const created = withStore(dataDir, io, (store) =>
            store.create({ name: values.name, dailyLimit, scopes: list(values.scopes), origins: list(values.origins) }),
          );
          if (values.json) {
            io.stdout.write(JSON.stringify(created) + '\n');
          } else {
            io.stdout.write(
              `${created.key}\n\nKey ${created.id} created${created.name ? ` ("${created.name}")` : ''}: ${created.dailyLimit} requests per UTC day, ` +
                `scopes ${created.scopes?.join(', ') ?? 'all operations'}, origins ${created.origins?.join(', ') ?? 'any'}.\n` +
                'This is the only time the key is shown: store it now.\n',
            );
          }
          return EXIT.ok;
        }
        case 'list': {
          const keys = withStore(dataDir, io, (store) => store.list());
          if (values.json) io.stdout.write(JSON.stringify(keys) + '\n');
          else io.stdout.write(keys.length ? keys.map(describeKey).join('\n') + '\n' : 'No keys yet: nutri keys create --name <who>\n');
          return EXIT.ok;
        }
        case 'revoke': {
          const id = positionals[0];
          if (!id || positionals.length > 1) throw new UsageError('revoke takes one key id (see nutri keys list)');
          if (!keyIdPattern.test(id)) throw new UsageError(`"${id}" is not a key id; ids are 10 letters and digits (see nutri keys list)`);
          const done = withStore(dataDir, io, (store) => {
            const key = store.get(id);
            if (!key) return `no key has the id ${id}`;
            if (key.revokedAt) return `key ${id} was revoked already, on ${key.revokedAt}`;
            store.revoke(id);
            return undefined;
          });
          if (done) {
            io.stderr.write(`nutri keys: ${done}\n`);
            return EXIT.analysisError;
          }
          io.stdout.write(`Key ${id} revoked; the service refuses it from the next request on.\n`);
          return EXIT.ok;
        }
        default:
          throw new UsageError(action ? `unknown action "${action}"` : 'name an action: create, list or revoke');
      }
    } catch (error) {
      if (error instanceof NutritionApiError) throw new UsageError(error.message);
      throw error;
    }
  },
};
