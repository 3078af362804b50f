import { parseArgs, type ParseArgsConfig } from 'node:util';
import { createEngine } from '../../engine/index.js';
import {
  createServer,
  DEFAULT_HOST,
  DEFAULT_MAX_CONCURRENT_PER_CLIENT,
  DEFAULT_PORT,
  isServiceWorker,
  jsonLineLogger,
  reportListening,
  resolveDataDir,
  superviseWorkers,
  type Site,
} from '../../server/index.js';
import { EXIT, UsageError, type Command, type CommandIO } from '../command.js';
import { defaultDailyLimit } from './keys.js';

export const serviceOptionsUsage = `Options:
  --port <n>             port (default $PORT, else ${DEFAULT_PORT}; 0 picks a free one)
  --host <addr>          address to listen on (default $HOST, else ${DEFAULT_HOST})
  --data-dir <dir>       keys and daily counts (default $NUTRI_DATA_DIR, else ~/.nutri-kit)
  --max-per-client <n>   requests in flight per client address (default ${DEFAULT_MAX_CONCURRENT_PER_CLIENT})
  --timeout <s>          seconds an operation may run (default 30)
  --workers <n>          service processes sharing the port, one per core (default 1)
  --no-auth              no API keys, no daily limits: local development only`;

export const serviceOptionSpec = {
  port: { type: 'string' },
  host: { type: 'string' },
  'data-dir': { type: 'string' },
  'max-per-client': { type: 'string' },
  timeout: { type: 'string' },
  workers: { type: 'string' },
  'no-auth': { type: 'boolean', default: false },
} as const;

export interface ServiceFlags {
  port: number;
  host: string;
  dataDir: string;
  auth: boolean;
  maxConcurrentPerClient: number;
  handlerTimeoutMs: number;
  workers: number;
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
    auth: !values['no-auth'],
    maxConcurrentPerClient: whole('--max-per-client', String(values['max-per-client'] ?? DEFAULT_MAX_CONCURRENT_PER_CLIENT), 1),
    handlerTimeoutMs: whole('--timeout', String(values.timeout ?? 30), 1) * 1000,
    workers: whole('--workers', String(values.workers ?? 1), 1),
  };
}

/** Parses the shared flags plus a command's own; unknown flags are usage errors. */
export function parseServiceArgs(args: string[], extra: NonNullable<ParseArgsConfig['options']>): { values: Record<string, string | boolean | undefined> } {
  try {
    const { values } = parseArgs({ args, options: { ...serviceOptionSpec, ...extra }, allowPositionals: false, strict: true });
    return { values: values as Record<string, string | boolean | undefined> };
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
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
    else io.stdout.write(`nutri serve: v4 service on ${info.url}${flags.workers > 1 ? ` (${flags.workers} processes)` : ''}; data in ${flags.dataDir}\n`);
  };
  const stopping = firstSignal();

  if (flags.workers > 1 && !worker) {
    const supervisor = superviseWorkers(flags.workers, jsonLineLogger(io.stderr));
    const started = await Promise.race([supervisor.listening, stopping]);
    if (typeof started === 'object') announce(started);
    const signal = await stopping;
    io.stderr.write(`nutri: ${signal}: stopping the service processes\n`);
    await supervisor.stop(signal);
    io.stderr.write('nutri: stopped\n');
    return EXIT.ok;
  }

  const engine = await createEngine();
  const service = await createServer({
    engine,
    dataDir: flags.dataDir,
    keyStoreOptions: { defaultDailyLimit: defaultDailyLimit(io.env) },
    auth: flags.auth,
    host: flags.host,
    port: flags.port,
    maxConcurrentPerClient: flags.maxConcurrentPerClient,
    handlerTimeoutMs: flags.handlerTimeoutMs,
    log: jsonLineLogger(io.stderr),
    site: extras.site,
  });
  const info = { url: service.url, host: service.host, port: service.port };
  if (worker) reportListening(info);
  else announce(info);
  const signal = await stopping;
  io.stderr.write(`nutri${worker ? ` (pid ${process.pid})` : ''}: ${signal}: finishing requests in flight, then stopping\n`);
  await service.close();
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
    return runService(readServiceFlags(values, io.env), io);
  },
};
