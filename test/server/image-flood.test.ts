/*
 * Many concurrent 10 MB image bodies against `nutri serve` in a child process (issue 28: 7 GB
 * resident, /healthz timing out). With the default budget of image bytes in flight, the bodies
 * past it are refused with 503 + Retry-After, /healthz answers during the flood, and the
 * service's peak memory stays within a generous bound.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openKeyStore } from '../../src/server/index.js';
import { spawnService, type ChildService } from './child-service.js';
import { bearer, tempDataDir } from './harness.js';

const data = tempDataDir();
let service: ChildService;
let key: string;

beforeAll(async () => {
  const store = openKeyStore(data.dir);
  key = store.create({ dailyLimit: 1_000 }).key;
  store.close();
  service = await spawnService(['serve', '--port', '0', '--threads', '1', '--offline', '--max-per-client', '200', '--data-dir', data.dir]);
}, 60_000);
afterAll(() => {
  service?.child.kill('SIGKILL');
  data.remove();
});

/** Kilobytes from /proc/<pid>/status: VmRSS now, VmHWM the peak. */
function memoryKb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(match![1]);
}

describe('a flood of 10 MB image bodies', () => {
  it('32 at once: those past the budget get 503 + Retry-After, /healthz answers, peak memory stays bounded', { timeout: 120_000 }, async () => {
    const pid = service.child.pid!;
    const before = memoryKb(pid, 'VmRSS');
    // 10 MB of base64 that is no image: the service reads, parses and refuses it.
    const body = Buffer.from(`{"data":{"imageData":"${'QUJD'.repeat(2_500_000)}"}}`);
    const send = () => fetch(`${service.url}/v4/scanImage`, {
      method: 'POST', headers: { ...bearer(key), 'content-type': 'application/json' }, body,
    }).then(async (r) => ({ status: r.status, retryAfter: r.headers.get('retry-after'), body: await r.json() as { error: string } }));
    const flood = Array.from({ length: 32 }, send);
    const health = fetch(`${service.url}/healthz`).then((r) => r.status);
    const answers = await Promise.all(flood);
    expect(await health).toBe(200);

    const busy = answers.filter((a) => a.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    for (const answer of busy) {
      expect(answer.retryAfter).toBe('2');
      expect(answer.body.error).toBe('internalServerError');
    }
    // Every body was answered (no dropped connection, no 500).
    for (const answer of answers) expect([400, 422, 503]).toContain(answer.status);
    const grewMb = (memoryKb(pid, 'VmHWM') - before) / 1024;
    // Measured: 155 MB with the budget (6 answered, 26 refused); 363 MB with no budget.
    expect(grewMb).toBeLessThan(320);
    console.log(`flood: ${answers.length - busy.length} answered, ${busy.length} refused with 503; peak RSS grew ${Math.round(grewMb)} MB`);
  });
});
