/**
 * Load on the v4 service: describeMeal with a real key, at concurrency 1, 16 and 128, against
 * the service in its own process (as `nutri serve` runs it, logs on). Loopback only, bounded
 * in time. Prints requests per second, p50/p99 latency, errors, non-2xx and the server's peak
 * RSS, one table per mode and round, then the medians over the rounds.
 *
 *   npm run bench:service-load [-- --seconds 4] [--rounds 3] [--modes serve,memo]
 *                              [--compare /work/old] [--cpu-prof /tmp/profiles] [--threads 1,2]
 *
 * Modes: serve (engine in its default worker threads), inProcess (--threads 0), workers
 * (--workers 2), memo (the service's own cost: engine answers memoised, engine on the main
 * thread), memoThreads (the same memo inside the engine worker threads: service + thread hop).
 * `--compare <checkout>` runs every mode on that checkout too (with its node_modules), old and
 * new interleaved round by round, so both meet the same neighbours on a shared machine; a
 * checkout whose CLI has no --threads runs `serve` in process and skips inProcess/memoThreads.
 * `--threads 1,2` runs serve and memoThreads once per engine thread count (default: serve with
 * the service's default, memoThreads with 2).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openKeyStore } from '../src/server/index.js';

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  '2xx': number;
}
interface AutocannonRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
  setupRequest?: (request: AutocannonRequest) => AutocannonRequest;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  timeout: number;
  requests: AutocannonRequest[];
}) => Promise<AutocannonResult>;

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const MODES = ['serve', 'inProcess', 'workers', 'memo', 'memoThreads'] as const;
type Mode = (typeof MODES)[number];

const TITLES: Record<Mode, string> = {
  serve: 'describeMeal on nutri serve (one process, real engine in its default worker threads)',
  inProcess: 'describeMeal on nutri serve --threads 0 (one process, real engine on the main thread)',
  workers: 'describeMeal on nutri serve --workers 2 (two processes, real engine)',
  memo: "the service's own cost: one process, engine on the main thread, answers memoised after their first call",
  memoThreads: "the service's own cost with the thread hop: engine answers memoised inside the engine worker threads",
};

const HERE = resolve(fileURLToPath(new URL('..', import.meta.url)));

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
}

/**
 * The service's own cost: the real engine behind a memo, so after the first call per text the
 * engine costs nothing and what is measured is HTTP, auth, quota, validation and logging.
 * With `threads` the memo runs inside the engine pool's workers, so the thread hop is measured
 * too. A measuring device only; the service itself never caches answers.
 */
async function serveMemoised(dataDir: string, threads: number): Promise<void> {
  const { createServer, createEnginePool, jsonLineLogger } = await import('../src/server/index.js');
  const memoEngine = new URL('./service-load-memo-engine.ts', import.meta.url);
  const engine = threads > 0
    ? await createEnginePool({ size: threads, engineModule: memoEngine })
    : await (await import(memoEngine.href) as typeof import('./service-load-memo-engine.js')).createEngine();
  const service = await createServer({
    engine, dataDir, port: 0, maxConcurrentPerClient: 1000, log: jsonLineLogger(process.stderr),
  });
  process.stdout.write(`v4 service on ${service.url}\n`);
  process.once('SIGTERM', () => {
    void service.close().then(() => ('close' in engine ? engine.close() : undefined));
  });
}

/**
 * CPU time the service has used (all its threads, plus --workers children), in ms. Per request
 * it is far steadier than requests per second on a machine shared with other work.
 */
function cpuMs(pid: number): number {
  const ticks = (id: string) => {
    const fields = readFileSync(`/proc/${id}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
    // utime and stime are fields 14 and 15 of /proc/<pid>/stat; [0] here is field 3.
    return Number(fields[11]) + Number(fields[12]);
  };
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
  return [String(pid), ...children].reduce((sum, id) => sum + ticks(id), 0) * (1000 / CLOCK_TICKS);
}
const CLOCK_TICKS = 100;

/** Peak resident memory of the service: its process (threads included) plus, with --workers, each child's peak. */
function peakRssMb(pid: number): number {
  const peakKb = (id: string) => Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${id}/status`, 'utf8'))?.[1] ?? 0);
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
  return Math.round([String(pid), ...children].reduce((sum, id) => sum + peakKb(id), 0) / 1024);
}

interface Checkout {
  label: string;
  root: string;
  /** Its CLI has --threads (the engine in worker threads). */
  threads: boolean;
}

function checkout(root: string, label: string): Checkout {
  const serve = readFileSync(join(root, 'src/cli/commands/serve.ts'), 'utf8');
  return { label, root, threads: serve.includes("'--threads'") };
}

interface Row {
  checkout: string;
  /** The mode, with its engine thread count when one was asked for (`serve --threads 1`). */
  mode: string;
  round: number;
  connections: number;
  rps: number;
  /** Service CPU time per answered request, µs. */
  cpuUs: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  rssMb: number;
}

async function runBench(): Promise<void> {
  const seconds = Number(option('--seconds') ?? 4);
  const rounds = Number(option('--rounds') ?? 1);
  const modes = (option('--modes')?.split(',') ?? ['serve', 'inProcess', 'workers', 'memo', 'memoThreads']) as Mode[];
  for (const mode of modes) if (!MODES.includes(mode)) throw new Error(`unknown mode ${mode}; modes are ${MODES.join(', ')}`);
  const connections = (option('--connections') ?? '1,16,128').split(',').map(Number);
  const profileDir = option('--cpu-prof');
  const threadCounts = option('--threads')?.split(',').map(Number);
  const compare = option('--compare');
  const checkouts = [checkout(HERE, 'HEAD')];
  if (compare) {
    if (!existsSync(join(compare, 'node_modules'))) throw new Error(`${compare} has no node_modules (npm ci there, or symlink ours)`);
    // The other checkout first in every round: old, new, old, new.
    checkouts.unshift(checkout(resolve(compare), 'compare'));
  }

  const meals = readFileSync(new URL('../../shared/data/meals/dev.jsonl', import.meta.url), 'utf8')
    .trim().split('\n').map((line) => (JSON.parse(line) as { meal_description: string }).meal_description);
  const candidates = [...meals, '2 scrambled eggs and a slice of whole wheat toast', 'a banana and a glass of milk']
    .map((text) => JSON.stringify({ data: { text } }));

  const rows: Row[] = [];
  for (let round = 1; round <= rounds; round++) {
    for (const mode of modes) {
      for (const target of checkouts) {
        if (!target.threads && (mode === 'inProcess' || mode === 'memoThreads')) continue;
        const counts = threadCounts && target.threads && (mode === 'serve' || mode === 'memoThreads') ? threadCounts : [undefined];
        for (const threads of counts) {
          const measured = await runOne(target, mode, { seconds, connections, candidates, profileDir, round, threads });
          const name = threads === undefined ? mode : `${mode} --threads ${threads}`;
          rows.push(...measured.map((row) => ({ ...row, checkout: target.label, mode: name, round })));
        }
      }
    }
  }
  if (rounds > 1 || checkouts.length > 1) printMedians(rows, checkouts, connections, seconds, rounds);
}

interface RunSettings {
  seconds: number;
  connections: number[];
  candidates: string[];
  profileDir?: string;
  round: number;
  /** Engine threads for serve and memoThreads. */
  threads?: number;
}

async function runOne(target: Checkout, mode: Mode, settings: RunSettings): Promise<Omit<Row, 'checkout' | 'mode' | 'round'>[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'nutri-bench-'));
  const store = openKeyStore(dataDir);
  const { key } = store.create({ name: 'bench', dailyLimit: 100_000_000 });
  store.close();

  const script = join(target.root, 'bench/service-load.ts');
  const serve = ['--child', 'serve', '--port', '0', '--data-dir', dataDir, '--max-per-client', '1000'];
  const threads = settings.threads === undefined ? [] : ['--threads', String(settings.threads)];
  const args = mode === 'serve' ? [...serve, ...threads]
    : mode === 'inProcess' ? [...serve, '--threads', '0']
      : mode === 'workers' ? [...serve, '--workers', '2']
        : ['--child-memo', dataDir, ...(mode === 'memoThreads' ? ['--threads', String(settings.threads ?? 2)] : [])];
  // One directory per run: Node names each thread's profile itself (engine threads included).
  const profiling = settings.profileDir
    ? ['--cpu-prof', '--cpu-prof-dir', join(settings.profileDir, `${target.label}-${mode}${settings.threads ?? ''}-r${settings.round}`)]
    : [];
  const child = spawn(process.execPath, [...profiling, '--import', 'tsx', script, ...args], {
    cwd: target.root,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const url = await new Promise<string>((resolveUrl, reject) => {
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (d) => {
      out += d;
      const match = /v4 service on (http:\/\/[^\s;,()]+)/.exec(out);
      if (match) resolveUrl(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`the service exited (${code}) before listening`)));
  });

  try {
    const title = `${target.label === 'HEAD' ? '' : `[${target.root}] `}${target.threads || mode !== 'serve' ? TITLES[mode] : 'describeMeal on nutri serve (one process, real engine on the main thread)'}`;
    const threadNote = settings.threads === undefined ? '' : ` [--threads ${settings.threads}]`;
    return await measure(url, key, settings, child.pid!, `round ${settings.round}: ${title}${threadNote}`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((done) => child.once('exit', done));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function measure(url: string, key: string, settings: RunSettings, pid: number, title: string) {
  const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
  // Only texts the engine analyses: a 422 "no food" is a right answer, but would read as a failure here.
  const bodies: string[] = [];
  for (const body of settings.candidates) {
    const probe = await fetch(`${url}/v4/describeMeal`, { method: 'POST', headers, body });
    if (probe.status === 200) bodies.push(body);
    else if (probe.status !== 422) throw new Error(`describeMeal answered ${probe.status}: ${await probe.text()}`);
    else await probe.arrayBuffer();
  }
  if (bodies.length === 0) throw new Error('the engine analysed none of the meal texts');

  let next = 0;
  const requests: AutocannonRequest[] = [{
    method: 'POST',
    path: '/v4/describeMeal',
    headers,
    setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] }),
  }];

  await autocannon({ url, connections: 8, duration: 2, timeout: 10, requests }); // warm-up (JIT, caches)
  const rows: Omit<Row, 'checkout' | 'mode' | 'round'>[] = [];
  for (const connections of settings.connections) {
    const cpuBefore = cpuMs(pid);
    const result = await autocannon({ url, connections, duration: settings.seconds, timeout: 10, requests });
    const cpu = cpuMs(pid) - cpuBefore;
    rows.push({
      connections,
      rps: result.requests.total / settings.seconds,
      cpuUs: (cpu * 1000) / Math.max(1, result.requests.total),
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
      rssMb: peakRssMb(pid),
    });
  }

  console.log(`\n${title}: ${bodies.length} different meal texts (of ${settings.candidates.length}), ${settings.seconds} s per row, loopback, JSON request logs on`);
  printTable(['connections', 'req/s', 'server CPU µs/req', 'p50 ms', 'p99 ms', 'errors', 'non-2xx', 'server peak RSS MB'], rows.map((row) => [
    String(row.connections), row.rps.toFixed(0), row.cpuUs.toFixed(0), row.p50.toFixed(1), row.p99.toFixed(1), String(row.errors), String(row.non2xx), String(row.rssMb),
  ]));
  return rows;
}

function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => '| ' + cells.map((c, i) => c.padStart(widths[i]!)).join(' | ') + ' |';
  console.log(line(header));
  console.log('|' + widths.map((w) => '-'.repeat(w + 1) + ':').join('|') + '|');
  for (const row of rows) console.log(line(row));
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

function printMedians(rows: Row[], checkouts: Checkout[], connections: number[], seconds: number, rounds: number): void {
  console.log(`\nMedians over ${rounds} round(s), ${seconds} s per row${checkouts.length > 1 ? `; compare = ${checkouts[0]!.root}, run interleaved with HEAD` : ''}`);
  const table: string[][] = [];
  for (const mode of [...new Set(rows.map((r) => r.mode))]) {
    for (const target of checkouts) {
      for (const c of connections) {
        const runs = rows.filter((r) => r.mode === mode && r.checkout === target.label && r.connections === c);
        if (runs.length === 0) continue;
        const modeName = mode === 'serve' && !target.threads ? 'serve (in process)' : mode;
        table.push([
          target.label, modeName, String(c),
          median(runs.map((r) => r.rps)).toFixed(0),
          runs.map((r) => r.rps.toFixed(0)).join(' '),
          median(runs.map((r) => r.cpuUs)).toFixed(0),
          median(runs.map((r) => r.p50)).toFixed(1),
          median(runs.map((r) => r.p99)).toFixed(1),
          String(runs.reduce((sum, r) => sum + r.errors + r.non2xx, 0)),
          String(Math.max(...runs.map((r) => r.rssMb))),
        ]);
      }
    }
  }
  printTable(['checkout', 'mode', 'connections', 'req/s median', 'req/s each round', 'CPU µs/req', 'p50 ms', 'p99 ms', 'errors + non-2xx', 'peak RSS MB (max)'], table);
}

if (process.argv[2] === '--child') {
  // The service process: the CLI from source, exactly as `nutri serve` runs.
  const { main } = await import('../src/cli/main.js');
  process.exitCode = await main(process.argv.slice(3));
} else if (process.argv[2] === '--child-memo') {
  const threads = process.argv.indexOf('--threads');
  await serveMemoised(process.argv[3]!, threads > 0 ? Number(process.argv[threads + 1]) : 0);
} else {
  await runBench();
}
