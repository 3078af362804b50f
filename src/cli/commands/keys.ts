import { NutritionApiError } from '../../api/index.js';
import { DataDirError, DEFAULT_DAILY_LIMIT, keyIdPattern, openStore, StoreOpenError, StoreUnavailableError, type KeyInfo, type ServiceStore } from '../../server/index.js';
import { EXIT, parseCommandArgs, UsageError, type Command, type CommandIO } from '../command.js';
import { readStoreChoice } from './store-flags.js';

const usage = `Usage:
  nutri keys create [--name <text>] [--daily-limit <n>] [--scopes describeMeal,scanLabel]
                    [--origins https://a.example,https://b.example] [--json]
  nutri keys list [--json]
  nutri keys revoke <id>

Options for all: --data-dir <dir> (SQLite; default $NUTRI_DATA_DIR, else ~/.nutri-kit)
                 --store <url> (PostgreSQL, postgres://…; default $NUTRI_STORE_URL)
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

/** The database could not be reached: exit 1 with one line, as `serve` does. */
class StoreProblem extends Error {}

async function withStore<T>(values: Record<string, string | boolean | undefined>, io: CommandIO, work: (store: ServiceStore) => Promise<T> | T): Promise<T> {
  let store: ServiceStore;
  try {
    store = await openStore(readStoreChoice(values, io.env), { defaultDailyLimit: defaultDailyLimit(io.env) });
  } catch (error) {
    // The directory given (--data-dir, NUTRI_DATA_DIR) cannot be used: a usage error, one line.
    if (error instanceof DataDirError) throw new UsageError(error.message);
    if (error instanceof StoreOpenError) throw new StoreProblem(error.message);
    throw error;
  }
  try {
    return await work(store);
  } catch (error) {
    if (error instanceof StoreUnavailableError) throw new StoreProblem(`the store ${store.location} stopped answering (${error.problem})`);
    throw error;
  } finally {
    await store.close();
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
    const parsed = parseCommandArgs({
      args: rest,
      allowPositionals: true,
      options: {
        'data-dir': { type: 'string' },
        store: { type: 'string' },
        name: { type: 'string' },
        'daily-limit': { type: 'string' },
        scopes: { type: 'string' },
        origins: { type: 'string' },
        json: { type: 'boolean', default: false },
      },
    });
    const { values, positionals } = parsed;
    try {
      switch (action) {
        case 'create': {
          if (positionals.length) throw new UsageError(`unexpected argument "${positionals[0]}"`);
          const limitText = values['daily-limit'];
          const dailyLimit = limitText === undefined ? undefined : Number(limitText);
          if (dailyLimit !== undefined && !Number.isSafeInteger(dailyLimit)) throw new UsageError(`--daily-limit must be a whole number, not "${limitText}"`);
          const created = await withStore(values, io, (store) =>
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
          const keys = await withStore(values, io, (store) => store.list());
          if (values.json) io.stdout.write(JSON.stringify(keys) + '\n');
          else io.stdout.write(keys.length ? keys.map(describeKey).join('\n') + '\n' : 'No keys yet: nutri keys create --name <who>\n');
          return EXIT.ok;
        }
        case 'revoke': {
          const id = positionals[0];
          if (!id || positionals.length > 1) throw new UsageError('revoke takes one key id (see nutri keys list)');
          if (!keyIdPattern.test(id)) throw new UsageError(`"${id}" is not a key id; ids are 10 letters and digits (see nutri keys list)`);
          const done = await withStore(values, io, async (store) => {
            const key = await store.get(id);
            if (!key) return `no key has the id ${id}`;
            if (key.revokedAt) return `key ${id} was revoked already, on ${key.revokedAt}`;
            await store.revoke(id);
            return undefined;
          });
          if (done) {
            io.stderr.write(`nutri keys: ${done}\n`);
            return EXIT.analysisError;
          }
          io.stdout.write(`Key ${id} revoked; the service refuses it from the next request on (within a second on every instance sharing a PostgreSQL store).\n`);
          return EXIT.ok;
        }
        default:
          throw new UsageError(action ? `unknown action "${action}"` : 'name an action: create, list or revoke');
      }
    } catch (error) {
      if (error instanceof StoreProblem) {
        io.stderr.write(`nutri keys: ${error.message}\n`);
        return EXIT.analysisError;
      }
      if (error instanceof NutritionApiError) throw new UsageError(error.message);
      throw error;
    }
  },
};
