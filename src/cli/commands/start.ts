import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDataDir, isServiceWorker, openStore, staticSite, type StoreChoice } from '../../server/index.js';
import { devPage } from '../../server/dev-page.js';
import { EXIT, type Command, type CommandIO } from '../command.js';
import { parseServiceArgs, readServiceFlags, runService, serviceOptionsUsage, startupProblem, wantsHelp, type ListeningInfo } from './serve.js';
import { defaultDailyLimit } from './keys.js';

/** The component demo page that `npm run build` puts beside the library. */
const DEFAULT_SITE_DIR = fileURLToPath(new URL('../../../lib/demo/', import.meta.url));
export const DEV_KEY_FILE = 'dev-key.txt';

/**
 * The development key: created on the first start, then reused. Its secret cannot be read
 * back from the hashed store, so it is kept in the data directory, readable by the owner only.
 */
export async function ensureDevKey(
  dataDir: string,
  env: NodeJS.ProcessEnv,
  choice: StoreChoice = { kind: 'sqlite', dataDir },
): Promise<{ key: string; file: string; created: boolean }> {
  const file = join(dataDir, DEV_KEY_FILE);
  // The key's secret file stays in the data directory, also when the key itself is in PostgreSQL.
  ensureDataDir(dataDir);
  const store = await openStore(choice, { defaultDailyLimit: defaultDailyLimit(env) });
  try {
    if (existsSync(file)) {
      const key = readFileSync(file, 'utf8').trim();
      if ((await store.authenticate(key)).ok) return { key, file, created: false };
    }
    const created = await store.create({ name: 'development key (nutri start)' });
    writeFileSync(file, created.key + '\n', { mode: 0o600 });
    return { key: created.key, file, created: true };
  } finally {
    await store.close();
  }
}

function banner(service: ListeningInfo, key: { key: string; file: string; created: boolean } | undefined, site: string): string {
  const host = service.host === '0.0.0.0' || service.host === '::' ? '127.0.0.1' : service.host;
  const base = `http://${host.includes(':') ? `[${host}]` : host}:${service.port}`;
  const builtIn = site === 'built-in page';
  const lines = [`nutri-kit v4 service on ${base}`, `  page:     ${base}/${key && builtIn ? `#key=${key.key}` : ''}  (${site})`];
  if (key && !builtIn) lines.push(`            (to call this service from the demo, choose "This server's /v4" and paste the key)`);
  if (key) {
    lines.push(
      `  API key:  ${key.key}`,
      `            (development key, ${key.created ? 'created now' : 'reused'}; kept in ${key.file})`,
    );
  }
  lines.push(
    '  try it:',
    `    curl -s ${base}/v4/describeMeal \\`,
    ...(key ? [`      -H 'Authorization: Bearer ${key.key}' \\`] : []),
    `      -H 'Content-Type: application/json' \\`,
    `      -d '{"data": {"text": "2 scrambled eggs and a slice of whole wheat toast"}}'`,
    `  OpenAPI:  ${base}/v4/openapi.json    health: ${base}/healthz`,
    '  Ctrl-C stops it (requests in flight finish first).',
  );
  return lines.join('\n') + '\n';
}

export const startCommand: Command = {
  name: 'start',
  summary: 'Run the v4 service with the component demo page and a development key',
  usage:
    'Usage: nutri start [--port 8787] [--host 127.0.0.1] [--site <dir>] [options]\n\n' +
    `${serviceOptionsUsage}\n  --site <dir>           static files served at / (default lib/demo; a built-in page when missing)`,
  async run(args: string[], io: CommandIO) {
    const { values } = parseServiceArgs(args, { site: { type: 'string' } });
    if (wantsHelp(values)) {
      io.stdout.write(`${startCommand.summary}\n\n${startCommand.usage}\n`);
      return EXIT.ok;
    }
    const flags = readServiceFlags(values, io.env);
    const siteDir = (values.site as string | undefined) ?? DEFAULT_SITE_DIR;
    const hasSite = existsSync(join(siteDir, 'index.html'));
    // Workers of --workers serve; only the supervising process makes the key and the banner.
    let key: Awaited<ReturnType<typeof ensureDevKey>> | undefined;
    try {
      key = flags.auth && !isServiceWorker() ? await ensureDevKey(flags.dataDir, io.env, flags.store) : undefined;
    } catch (error) {
      const problem = startupProblem(error, flags);
      if (!problem) throw error;
      io.stderr.write(`nutri: ${problem}\n`);
      return EXIT.analysisError;
    }
    return runService(flags, io, {
      site: hasSite ? staticSite(siteDir) : devPage(),
      onListening: (service) => io.stdout.write(banner(service, key, hasSite ? siteDir : 'built-in page')),
    });
  },
};
