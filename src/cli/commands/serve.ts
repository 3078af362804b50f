import { createServer as createNetServer } from 'node:net';
import type { ParseArgsConfig } from 'node:util';
import {
  createEnginePool,
  createServer,
  DataDirError,
  defaultPoolSize,
  DEFAULT_HOST,
  DEFAULT_IMAGE_BUDGET_BYTES,
  DEFAULT_MAX_CONCURRENT_PER_CLIENT,
  DEFAULT_PORT,
  isServiceWorker,
  jsonLineLogger,
  openStore,
  reportListening,
  resolveDataDir,
  StoreOpenError,
  superviseWorkers,
  type RunningService,
  type ServedEngine,
  type ServiceStore,
  type Site,
  type StoreChoice,
} from '../../server/index.js';
import type { EngineConfig } from '../../engine/config.js';
import { EXIT, parseCommandArgs, UsageError, type Command, type CommandIO } from '../command.js';
import { engineConfigFrom } from './analyze.js';
import { defaultDailyLimit } from './keys.js';
import { describeStore, readStoreChoice, storeOptionSpec, storeOptionsUsage } from './store-flags.js';

export const serviceOptionsUsage = `Options:
  --port <n>             port (default $PORT, else ${DEFAULT_PORT}; 0 picks a free one)
  --host <addr>          address to listen on (default $HOST, else ${DEFAULT_HOST})
  --data-dir <dir>       keys and daily counts in SQLite (default $NUTRI_DATA_DIR, else ~/.nutri-kit)
${storeOptionsUsage}
  --max-per-client <n>   requests in flight per client address (default ${DEFAULT_MAX_CONCURRENT_PER_CLIENT})
  --image-budget <MiB>   image request bodies held at once across the service (default
                         $NUTRI_IMAGE_BUDGET_MB, else ${DEFAULT_IMAGE_BUDGET_BYTES / 1024 / 1024}); more waits: 503, Retry-After
  --timeout <s>          seconds an operation may run (default 30)
  --workers <n>          service processes sharing the port, one per core (default 1)
  --threads <n>          engine worker threads per process (default ${defaultPoolSize()}); 0 runs
                         the engine on the main thread, where --timeout cannot stop it
  --public-url <url>     the address clients use, for the OpenAPI document (default $NUTRI_PUBLIC_URL)
  --offline              the engine uses no network at all (also NUTRI_OFFLINE=1)
  --off-url <url>        Open Food Facts API base (NUTRI_OFF_URL)
  --vision-url <url>     OpenAI-compatible vision API (NUTRI_VISION_URL)
  --vision-model <name>  its model (NUTRI_VISION_MODEL)
  --vision-key <key>     its key, if it needs one (NUTRI_VISION_KEY)
  --no-auth              no API keys, no daily limits: local development only
  -h, --help             this help`;

export const serviceOptionSpec = {
  port: { type: 'string' },
  host: { type: 'string' },
  'data-dir': { type: 'string' },
  ...storeOptionSpec,
  'max-per-client': { type: 'string' },
  'image-budget': { type: 'string' },
  timeout: { type: 'string' },
  workers: { type: 'string' },
  threads: { type: 'string' },
  'public-url': { type: 'string' },
  offline: { type: 'boolean' },
  'off-url': { type: 'string' },
  'vision-url': { type: 'string' },
  'vision-model': { type: 'string' },
  'vision-key': { type: 'string' },
  'no-auth': { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

export interface ServiceFlags {
  port: number;
  host: string;
  dataDir: string;
  /** Where keys and counts live: SQLite in dataDir, or PostgreSQL (`--store`). */
  store: StoreChoice;
  auth: boolean;
  maxConcurrentPerClient: number;
  imageBudgetBytes: number;
  handlerTimeoutMs: number;
  workers: number;
  /** Engine worker threads; 0 runs the engine in the service's own thread. */
  threads: number;
  publicUrl?: string;
  /** The engine's configuration: the flags over the NUTRI_* variables. */
  engine: Partial<EngineConfig>;
}

/** Where the service listens, as the banner shows it. */
export interface ListeningInfo {
  url: string;
  host: string;
  port: number;
}

function whole(name: string, raw: string, min: number): number {
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < min) throw new UsageError(`${name} must be a whole number ≥ ${min}, not "${raw}"`);
  return value;
}

/** Reads the flags `serve` and `start` share, with their environment fallbacks. */
export function readServiceFlags(values: Record<string, string | boolean | undefined>, env: NodeJS.ProcessEnv): ServiceFlags {
  const port = whole('--port', String(values.port ?? env.PORT ?? DEFAULT_PORT), 0);
  if (port > 65_535) throw new UsageError(`--port must be at most 65535, not ${port}`);
  return {
    port,
    host: String(values.host ?? env.HOST ?? DEFAULT_HOST),
    dataDir: resolveDataDir(values['data-dir'] as string | undefined, env),
    store: readStoreChoice(values, env),
    auth: !values['no-auth'],
    maxConcurrentPerClient: whole('--max-per-client', String(values['max-per-client'] ?? DEFAULT_MAX_CONCURRENT_PER_CLIENT), 1),
    imageBudgetBytes: whole('--image-budget', String(values['image-budget'] ?? env.NUTRI_IMAGE_BUDGET_MB ?? DEFAULT_IMAGE_BUDGET_BYTES / 1024 / 1024), 1) * 1024 * 1024,
    handlerTimeoutMs: whole('--timeout', String(values.timeout ?? 30), 1) * 1000,
    workers: whole('--workers', String(values.workers ?? 1), 1),
    threads: whole('--threads', String(values.threads ?? defaultPoolSize()), 0),
    publicUrl: publicUrl(values['public-url'] as string | undefined ?? env.NUTRI_PUBLIC_URL),
    engine: engineConfigFrom(values, env),
  };
}

function publicUrl(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UsageError(`--public-url must be an http(s) URL such as https://nutrition.example.org, not "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UsageError(`--public-url must be an http(s) URL, not "${raw}"`);
  return url.href.replace(/\/$/, '');
}

/**
 * Listens on the port for a moment and lets go, so a taken port is reported before the engines
 * load. The real listen later still reports the rare port taken in between.
 */
async function probePort(flags: Pick<ServiceFlags, 'host' | 'port'>): Promise<void> {
  if (flags.port === 0) return;
  const probe = createNetServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen({ port: flags.port, host: flags.host, exclusive: true }, () => probe.close(() => resolve()));
  });
}

/** `--help` anywhere among a command's arguments. */
export const wantsHelp = (values: Record<string, string | boolean | undefined>) => values.help === true;

/**
 * Why the service could not start, in one line (no stack): the port is taken, the address
 * does not exist here, the data directory cannot be used. Other errors are bugs and propagate.
 */
export function startupProblem(error: unknown, flags: Pick<ServiceFlags, 'host' | 'port'>): string | undefined {
  if (error instanceof DataDirError || error instanceof StoreOpenError) return error.message;
  const code = (error as NodeJS.ErrnoException).code;
  const where = `${flags.host}:${flags.port}`;
  if (code === 'EADDRINUSE') return `port ${flags.port} on ${flags.host} is already in use; stop the other service or choose another with --port`;
  if (code === 'EACCES') return `not allowed to listen on ${where} (ports below 1024 need privileges); choose another with --port`;
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') return `${flags.host} is not an address of this machine; choose another with --host`;
  return undefined;
}

/** Parses the shared flags plus a command's own; unknown flags are usage errors. */
export function parseServiceArgs(args: string[], extra: NonNullable<ParseArgsConfig['options']>): { values: Record<string, string | boolean | undefined> } {
  const { values } = parseCommandArgs({ args, options: { ...serviceOptionSpec, ...extra }, allowPositionals: false, strict: true });
  return { values: values as Record<string, string | boolean | undefined> };
}

export const NO_AUTH_WARNING =
  '\n  !!! --no-auth: ANY CALLER CAN USE THIS SERVICE WITHOUT A KEY AND WITHOUT A DAILY LIMIT.\n' +
  '  !!! For local development only; never expose it beyond this machine.\n\n';

/** Resolves with the first SIGTERM or SIGINT; later ones are ignored while shutting down. */
function firstSignal(): Promise<NodeJS.Signals> {
  return new Promise((resolve) => {
    let seen = false;
    const on = (name: NodeJS.Signals) => {
      if (!seen) resolve(name);
      seen = true;
    };
    process.on('SIGTERM', on);
    process.on('SIGINT', on);
  });
}

/**
 * Loads the engine, starts the service, and serves until SIGTERM or SIGINT; then stops taking
 * requests, finishes those in flight and closes the database. With --workers above 1 this
 * process supervises that many service processes instead.
 */
export async function runService(
  flags: ServiceFlags,
  io: CommandIO,
  extras: { site?: Site; onListening?: (info: ListeningInfo) => void } = {},
): Promise<number> {
  const worker = isServiceWorker();
  if (!flags.auth && !worker) io.stderr.write(NO_AUTH_WARNING);
  const announce = (info: ListeningInfo) => {
    if (extras.onListening) extras.onListening(info);
    else io.stdout.write(`nutri serve: v4 service on ${info.url}${flags.workers > 1 ? ` (${flags.workers} processes)` : ''}; ${describeStore(flags.store)}\n`);
  };
  const stopping = firstSignal();

  if (flags.workers > 1 && !worker) {
    try {
      // Each process opens the store itself; opening it here first reports an unreachable
      // database once, and migrates the schema before the processes race to.
      if (flags.auth) await (await openStore(flags.store)).close();
      await probePort(flags);
    } catch (error) {
      const problem = startupProblem(error, flags);
      if (!problem) throw error;
      io.stderr.write(`nutri: ${problem}\n`);
      return EXIT.analysisError;
    }
    const supervisor = superviseWorkers(flags.workers, jsonLineLogger(io.stderr));
    let started;
    try {
      // Not a timeout: whichever comes first, the processes listening or a stop signal (Ctrl+C
      // while they load), so a race of the two is what is meant.
      started = await Promise.race([supervisor.listening, stopping]);
    } catch (error) {
      // Each worker has said why on stderr (a busy port, say).
      io.stderr.write(`nutri: ${(error as Error).message}\n`);
      await supervisor.stop('SIGTERM');
      return EXIT.analysisError;
    }
    if (typeof started === 'object') announce(started);
    const signal = await stopping;
    io.stderr.write(`nutri: ${signal}: stopping the service processes\n`);
    await supervisor.stop(signal);
    io.stderr.write('nutri: stopped\n');
    return EXIT.ok;
  }

  let engine: (ServedEngine & { close?: () => Promise<void> }) | undefined;
  let store: ServiceStore | undefined;
  let service: RunningService<ServiceStore>;
  try {
    // Fail on an unusable data directory, an unreachable database or a taken port before
    // spending seconds loading engines.
    if (flags.auth) store = await openStore(flags.store, { defaultDailyLimit: defaultDailyLimit(io.env) });
    // Processes of --workers share the port through the supervisor, which probed it already.
    if (!worker) await probePort(flags);
    engine = flags.threads > 0
      ? await createEnginePool({
        size: flags.threads, timeoutMs: flags.handlerTimeoutMs, engineOptions: { config: flags.engine }, log: jsonLineLogger(io.stderr),
      })
      // Loaded only here: with worker threads the engine lives in the workers alone.
      : await (await import('../../engine/index.js')).createEngine({ config: flags.engine });
    service = await createServer<ServiceStore>({
      engine,
      store,
      auth: flags.auth,
      host: flags.host,
      port: flags.port,
      maxConcurrentPerClient: flags.maxConcurrentPerClient,
      imageBudgetBytes: flags.imageBudgetBytes,
      handlerTimeoutMs: flags.handlerTimeoutMs,
      publicUrl: flags.publicUrl,
      log: jsonLineLogger(io.stderr),
      site: extras.site,
    });
  } catch (error) {
    await engine?.close?.();
    await store?.close();
    const problem = startupProblem(error, flags);
    if (!problem) throw error;
    io.stderr.write(`nutri: ${problem}\n`);
    // 1: the service could not start (2 stays for usage errors).
    return EXIT.analysisError;
  }
  const info = { url: service.url, host: service.host, port: service.port };
  if (worker) reportListening(info);
  else announce(info);
  const signal = await stopping;
  io.stderr.write(`nutri${worker ? ` (pid ${process.pid})` : ''}: ${signal}: finishing requests in flight, then stopping\n`);
  await service.close();
  await store?.close();
  await engine.close?.();
  io.stderr.write(`nutri${worker ? ` (pid ${process.pid})` : ''}: stopped\n`);
  // A worker's channel to its supervisor would keep it alive.
  if (worker) process.disconnect?.();
  return EXIT.ok;
}

export const serveCommand: Command = {
  name: 'serve',
  summary: 'Run the v4 HTTP service (API keys, daily limits) on the embedded engine',
  usage: `Usage: nutri serve [--port 8787] [--host 127.0.0.1] [options]\n\n${serviceOptionsUsage}`,
  async run(args, io) {
    const { values } = parseServiceArgs(args, {});
    if (wantsHelp(values)) {
      io.stdout.write(`${serveCommand.summary}\n\n${serveCommand.usage}\n`);
      return EXIT.ok;
    }
    return runService(readServiceFlags(values, io.env), io);
  },
};
