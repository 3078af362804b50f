/**
 * Load on the v4 service: describeMeal with a real key, at concurrency 1, 16 and 128, against
 * the service in its own process (as `nutri serve` runs it, logs on). Loopback only, bounded
 * in time. Prints requests per second, p50/p99 latency, errors, non-2xx and the server's peak
 * RSS. Run: npm run bench:service-load [-- --seconds 5]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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


/**
 * The service's own cost: the real engine behind a memo, so after the first call per text the
 * engine costs nothing and what is measured is HTTP, auth, quota, validation and logging.
 * A measuring device only; the service itself never caches answers.
 */
async function serveMemoised(dataDir: string): Promise<void> {
  const { createEngine } = await import('../src/engine/index.js');
  const { createServer, jsonLineLogger } = await import('../src/server/index.js');
  const engine = await createEngine();
  const memo = new Map<string, unknown>();
  const describe = engine.handlers.describeMeal!;
  const handlers = {
    describeMeal: async (data: { text: string }, options: object) => {
      let answer = memo.get(data.text) as Awaited<ReturnType<typeof describe>> | undefined;
      if (!answer) memo.set(data.text, (answer = await describe(data, options)));
      return answer;
    },
  };
  const service = await createServer({
    engine: { operations: ['describeMeal'], handlers }, dataDir, port: 0, maxConcurrentPerClient: 1000, log: jsonLineLogger(process.stderr),
  });
  process.stdout.write(`v4 service on ${service.url}\n`);
  process.once('SIGTERM', () => void service.close());
}

/** Peak resident memory of the service: its process plus, with --workers, each worker's peak. */
function peakRssMb(pid: number): number {
  const peakKb = (id: string) => Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${id}/status`, 'utf8'))?.[1] ?? 0);
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
  return Math.round([String(pid), ...children].reduce((sum, id) => sum + peakKb(id), 0) / 1024);
}

async function runBench(): Promise<void> {
  for (const mode of ['serve', 'inProcess', 'workers', 'memo'] as const) await runOne(mode);
}

const TITLES = {
  serve: 'describeMeal on nutri serve (one process, real engine in its default worker threads)',
  inProcess: 'describeMeal on nutri serve --threads 0 (one process, real engine on the main thread)',
  workers: 'describeMeal on nutri serve --workers 2 (two processes, real engine)',
  memo: "the service's own cost: one process, engine answers memoised after their first call",
};

async function runOne(mode: keyof typeof TITLES): Promise<void> {
  const secondsArg = process.argv.indexOf('--seconds');
  const seconds = secondsArg > 0 ? Number(process.argv[secondsArg + 1]) : 5;
  const dataDir = mkdtempSync(join(tmpdir(), 'nutri-bench-'));
  const store = openKeyStore(dataDir);
  const { key } = store.create({ name: 'bench', dailyLimit: 100_000_000 });
  store.close();

  const meals = readFileSync(new URL('../../shared/data/meals/dev.jsonl', import.meta.url), 'utf8')
    .trim().split('\n').map((line) => (JSON.parse(line) as { meal_description: string }).meal_description);
  const candidates = [...meals, '2 scrambled eggs and a slice of whole wheat toast', 'a banana and a glass of milk']
    .map((text) => JSON.stringify({ data: { text } }));

  const script = fileURLToPath(import.meta.url);
  const serve = ['--child', 'serve', '--port', '0', '--data-dir', dataDir, '--max-per-client', '1000'];
  const args = mode === 'serve' ? serve
    : mode === 'inProcess' ? [...serve, '--threads', '0']
      : mode === 'workers' ? [...serve, '--workers', '2'] : ['--child-memo', dataDir];
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (d) => {
      out += d;
      const match = /v4 service on (http:\/\/[^\s;,()]+)/.exec(out);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`the service exited (${code}) before listening`)));
  });

  try {
    await measure(url, key, candidates, seconds, child.pid!, TITLES[mode]);
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function measure(url: string, key: string, candidates: string[], seconds: number, pid: number, title: string): Promise<void> {
  const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
  // Only texts the engine analyses: a 422 "no food" is a right answer, but would read as a failure here.
  const bodies: string[] = [];
  for (const body of candidates) {
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
  const rows: string[][] = [];
  for (const connections of [1, 16, 128]) {
    const result = await autocannon({ url, connections, duration: seconds, timeout: 10, requests });
    rows.push([
      String(connections),
      result.requests.average.toFixed(0),
      String(result.requests.total),
      result.latency.p50.toFixed(1),
      result.latency.p99.toFixed(1),
      String(result.errors + result.timeouts),
      String(result.non2xx),
      String(peakRssMb(pid)),
    ]);
  }

  const header = ['connections', 'req/s', 'requests', 'p50 ms', 'p99 ms', 'errors', 'non-2xx', 'server peak RSS MB'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => '| ' + cells.map((c, i) => c.padStart(widths[i]!)).join(' | ') + ' |';
  console.log(`\n${title}: ${bodies.length} different meal texts (of ${candidates.length}), ${seconds} s per row, loopback, JSON request logs on`);
  console.log(line(header));
  console.log('|' + widths.map((w) => '-'.repeat(w + 1) + ':').join('|') + '|');
  for (const row of rows) console.log(line(row));
}

if (process.argv[2] === '--child') {
  // The service process: the CLI from source, exactly as `nutri serve` runs.
  const { main } = await import('../src/cli/main.js');
  process.exitCode = await main(process.argv.slice(3));
} else if (process.argv[2] === '--child-memo') {
  await serveMemoised(process.argv[3]!);
} else {
  await runBench();
}
