import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { createEngine } from '../../src/engine/index.js';
import { createServer, type RunningService } from '../../src/server/index.js';
import { memoryLog, tempDataDir } from './harness.js';

async function nutri(args: string[], stdin = '') {
  const input = new PassThrough();
  input.end(stdin);
  const stdout = new PassThrough();
  let out = '';
  stdout.on('data', (d) => (out += d));
  const stderr = new PassThrough();
  const code = await main(args, { stdin: input, stdout, stderr, env: {} });
  return { code, out };
}

describe('nutri describe --url --key against the service', () => {
  let service: RunningService;
  let key: string;
  const data = tempDataDir();
  beforeAll(async () => {
    service = await createServer({ engine: await createEngine(), dataDir: data.dir, port: 0, log: memoryLog().log });
    key = service.store!.create().key;
  });
  afterAll(async () => {
    await service?.close();
    data.remove();
  });

  it('prints the same envelope and exit code as the embedded engine', async () => {
    for (const text of ['2 scrambled eggs and a slice of whole wheat toast', 'a cup of black coffee and a banana', 'my car is blue']) {
      const remote = await nutri(['describe', text, '--url', service.url, '--key', key]);
      const local = await nutri(['describe', text]);
      // Same envelope, member for member (the client lists members in schema order).
      expect(JSON.parse(remote.out), text).toEqual(JSON.parse(local.out));
      expect(remote.code, text).toBe(local.code);
    }
  });

  it('batch mode over stdin matches too', async () => {
    const lines = 'a bowl of oatmeal with milk\n\n1 slice of pepperoni pizza\n';
    const remote = await nutri(['describe', '--url', service.url, '--key', key], lines);
    const local = await nutri(['describe'], lines);
    const parse = (out: string) => out.trim().split('\n').map((line) => JSON.parse(line));
    expect(parse(remote.out)).toEqual(parse(local.out));
    expect(parse(remote.out)).toHaveLength(2);
  });

  it('a wrong key prints the service\'s invalidApiKey envelope and exits 1', async () => {
    const result = await nutri(['describe', 'an apple', '--url', service.url, '--key', 'nk_live_0000000000_' + 'A'.repeat(43)]);
    expect(result.code).toBe(1);
    expect(JSON.parse(result.out)).toEqual({ success: false, error: 'invalidApiKey', message: 'The API key is not known to this service' });
  });
});
