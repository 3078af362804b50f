/**
 * The key and quota store under load: SQLite (one file) against PostgreSQL, with 1 and 3 service
 * instances sharing it, on this machine.
 *
 *   npm run bench:store-load [-- --seconds 5] [--connections 16] [--rounds 2] [--engine word|real]
 *
 * Each instance is its own process (as behind a load balancer) running the service with a
 * word-table engine that answers in microseconds, so what is measured is the service's own cost
 * per request: HTTP, the key check, the count, validation, the log line. `--engine real` runs
 * the real engine instead (offline, on each instance's main thread: `--threads 0`). The connections are
 * split evenly over the instances. After every run the store's count is compared with the
 * requests answered 200: never fewer, and more only by the requests still in flight when the
 * load generator stopped listening. PostgreSQL is a throwaway cluster started here
 * (fsync off, as in the tests: this measures round trips and locking, not disk flushes).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, jsonLineLogger, openKeyStore, PostgresStore, utcDay, type ServiceStore } from '../src/server/index.js';
import { wordEngine } from '../test/server/word-engine.js';
import { startPostgres } from '../test/server/postgres-cluster.js';

interface AutocannonResult {
  requests: { total: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  '2xx': number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  timeout: number;
  requests: Array<{ method: string; path: string; headers: Record<string, string>; body: string }>;
}) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const option = (name: string, fallback: number) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};

/** In a child: one service instance on the given store, printing its URL. */
async function child(spec: string, engineKind: string): Promise<void> {
  const store: ServiceStore = spec.startsWith('postgres') ? await PostgresStore.open({ url: spec }) : openKeyStore(spec);
  const engine = engineKind === 'real'
    ? await (await import('../src/engine/index.js')).createEngine({ config: { offline: true } })
    : wordEngine();
  const service = await createServer<ServiceStore>({
    engine, store, port: 0, maxConcurrentPerClient: 10_000,
    // Request logs on, as nutri serve runs; written to a pipe nobody reads but the kernel.
    log: jsonLineLogger(process.stderr),
  });
  process.stdout.write(`listening ${service.url}\n`);
  process.once('SIGTERM', async () => {
    await service.close();
    await store.close();
    process.exit(0);
  });
}

const ENGINE = process.argv.includes('--engine') ? process.argv[process.argv.indexOf('--engine') + 1]! : 'word';

function startInstance(spec: string): Promise<{ process: ChildProcess; url: string }> {
  const script = fileURLToPath(import.meta.url);
  const proc = spawn(process.execPath, ['--import', 'tsx', script, '--child', spec, ENGINE], { stdio: ['ignore', 'pipe', 'ignore'] });
  return new Promise((resolve, reject) => {
    let out = '';
    proc.stdout!.setEncoding('utf8').on('data', (d) => {
      out += d;
      const match = /listening (\S+)/.exec(out);
      if (match) resolve({ process: proc, url: match[1]! });
    });
    proc.once('exit', (code) => reject(new Error(`an instance exited (${code}) before listening`)));
  });
}

function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function measure(kind: 'sqlite' | 'postgres', instances: number, settings: { seconds: number; connections: number }, pgUrl: () => Promise<string>) {
  const dir = mkdtempSync(join(tmpdir(), 'nutri-store-bench-'));
  const spec = kind === 'sqlite' ? dir : await pgUrl();
  const admin: ServiceStore = kind === 'sqlite' ? openKeyStore(dir) : await PostgresStore.open({ url: spec });
  const { id, key } = await admin.create({ dailyLimit: 1_000_000_000 });
  const started = await Promise.all(Array.from({ length: instances }, () => startInstance(spec)));
  try {
    const requests = [{
      method: 'POST', path: '/v4/describeMeal',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ data: { text: ENGINE === 'real' ? '2 scrambled eggs and a slice of whole wheat toast' : '2 eggs and toast' } }),
    }];
    const per = Math.max(1, Math.round(settings.connections / instances));
    const run = (duration: number) => Promise.all(started.map((s) => autocannon({ url: s.url, connections: per, duration, timeout: 10, requests })));
    const warm = await run(1);
    const cpuBefore = started.map((s) => cpuMs(s.process.pid!));
    const results = await run(settings.seconds);
    const cpu = started.reduce((sum, s, i) => sum + cpuMs(s.process.pid!) - cpuBefore[i]!, 0);
    const total = results.reduce((sum, r) => sum + r.requests.total, 0);
    const ok = [...warm, ...results].reduce((sum, r) => sum + r['2xx'], 0);
    const counted = await admin.used(id, utcDay(new Date()));
    return {
      rps: total / settings.seconds,
      p50: Math.max(...results.map((r) => r.latency.p50)),
      p99: Math.max(...results.map((r) => r.latency.p99)),
      cpuUs: (cpu * 1000) / Math.max(1, total),
      failures: results.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0),
      // autocannon stops with up to `connections` requests in flight per run (warm-up and
      // measure): the service counted and answered them, autocannon no longer listened.
      exact: counted >= ok && counted - ok <= 2 * per * instances ? `yes (${ok} served, ${counted} counted)` : `NO: ${counted} counted, ${ok} served`,
    };
  } finally {
    for (const s of started) s.process.kill('SIGTERM');
    await Promise.all(started.map((s) => new Promise((r) => (s.process.exitCode !== null ? r(null) : s.process.once('exit', r)))));
    await admin.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function bench(): Promise<void> {
  const settings = { seconds: option('--seconds', 5), connections: option('--connections', 16) };
  const rounds = option('--rounds', 2);
  const cluster = await startPostgres();
  try {
    const configs = [['sqlite', 1], ['postgres', 1], ['sqlite', 3], ['postgres', 3]] as const;
    const rows = new Map<string, Array<Awaited<ReturnType<typeof measure>>>>();
    for (let round = 1; round <= rounds; round++) {
      for (const [kind, instances] of configs) {
        const row = await measure(kind, instances, settings, () => cluster.createDatabase());
        const name = `${kind} × ${instances}`;
        rows.set(name, [...(rows.get(name) ?? []), row]);
        console.error(`round ${round}: ${name}: ${row.rps.toFixed(0)} req/s, p99 ${row.p99} ms, exact ${row.exact}`);
      }
    }
    const median = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      const mid = sorted.length >> 1;
      return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
    };
    console.log(`\nStore under load: ${settings.connections} connections split over the instances, ${settings.seconds} s per run, ` +
      `medians of ${rounds} interleaved rounds, ${ENGINE === 'real' ? 'the real engine (offline, in each instance process)' : "word-table engine (the service's own cost)"}; PostgreSQL's own CPU not included, ` +
      `load average at the end ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
    const header = ['store × instances', 'req/s', 'p50 ms (worst instance)', 'p99 ms (worst instance)', 'service CPU µs/req', 'failed', 'every 200 counted, none lost'];
    const table = [...rows].map(([name, list]) => [
      name,
      median(list.map((r) => r.rps)).toFixed(0),
      median(list.map((r) => r.p50)).toFixed(1),
      median(list.map((r) => r.p99)).toFixed(1),
      median(list.map((r) => r.cpuUs)).toFixed(0),
      String(list.reduce((s, r) => s + r.failures, 0)),
      list.every((r) => r.exact.startsWith('yes')) ? 'yes, every run' : list.map((r) => r.exact).join('; '),
    ]);
    const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => r[i]!.length)));
    const line = (cells: string[]) => '| ' + cells.map((c, i) => c.padStart(widths[i]!)).join(' | ') + ' |';
    console.log(line(header));
    console.log('|' + widths.map((w) => '-'.repeat(w + 1) + ':').join('|') + '|');
    for (const row of table) console.log(line(row));
  } finally {
    cluster.remove();
  }
}

if (process.argv[2] === '--child') await child(process.argv[3]!, process.argv[4] ?? 'word');
else await bench();
