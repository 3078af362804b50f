import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { readServiceFlags } from '../../src/cli/commands/serve.js';

async function nutri(args: string[]) {
  const stderr = new PassThrough();
  let err = '';
  stderr.on('data', (d) => (err += d));
  const sink = new PassThrough();
  const code = await main(args, { stdin: sink, stdout: sink, stderr, env: {} });
  return { code, err };
}

describe('nutri serve and nutri start options', () => {
  it('bad options are usage errors (exit 2) that name the option, before anything starts', async () => {
    for (const [args, pattern] of [
      [['serve', '--port', 'eighty'], /--port must be a whole number/],
      [['serve', '--port', '70000'], /at most 65535/],
      [['start', '--workers', '0'], /--workers must be a whole number ≥ 1/],
      [['serve', '--max-per-client', '-3'], /--max-per-client/],
      [['serve', '--colour'], /Unknown option '--colour'/],
    ] as const) {
      const { code, err } = await nutri([...args]);
      expect(code, args.join(' ')).toBe(2);
      expect(err, args.join(' ')).toMatch(pattern);
    }
  });

  it('PORT, HOST and NUTRI_DATA_DIR are the fallbacks of the flags; flags win', () => {
    const env = { PORT: '9001', HOST: '0.0.0.0', NUTRI_DATA_DIR: '/tmp/nutri-env-dir' };
    expect(readServiceFlags({}, env)).toMatchObject({ port: 9001, host: '0.0.0.0', dataDir: '/tmp/nutri-env-dir', auth: true, workers: 1 });
    expect(readServiceFlags({ port: '0', host: '::1', 'data-dir': '/tmp/flag-dir', 'no-auth': true }, env))
      .toMatchObject({ port: 0, host: '::1', dataDir: '/tmp/flag-dir', auth: false });
    expect(readServiceFlags({}, {})).toMatchObject({ port: 8787, host: '127.0.0.1', handlerTimeoutMs: 30_000 });
    expect(readServiceFlags({}, { HOME: '/home/x' }).dataDir).toMatch(/\.nutri-kit$/);
  });
});
