import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { readServiceFlags } from '../../src/cli/commands/serve.js';
import { spawnService } from './child-service.js';
import { runCli } from '../support/run-cli.js';
import { tempDataDir } from './harness.js';

const nutri = (args: string[], env: NodeJS.ProcessEnv = {}) => runCli(args, { env });

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
    // The engine's configuration: NUTRI_* under the flags, as the analysis commands read it.
    const engine = readServiceFlags({ 'off-url': 'http://127.0.0.1:9/off' }, {
      NUTRI_OFFLINE: '1', NUTRI_VISION_URL: 'http://127.0.0.1:11434/v1', NUTRI_VISION_MODEL: 'qwen2.5vl',
    }).engine;
    expect(engine).toEqual({ offline: true, offUrl: 'http://127.0.0.1:9/off', vision: { url: 'http://127.0.0.1:11434/v1', model: 'qwen2.5vl' } });
  });

  it('--help prints the usage and exits 0', async () => {
    for (const command of ['serve', 'start']) {
      const { code, out, err } = await nutri([command, '--help']);
      expect(code, command).toBe(0);
      expect(err).toBe('');
      expect(out).toMatch(new RegExp(`Usage: nutri ${command}`));
      expect(out).toMatch(/--threads <n>/);
    }
  });

  it('a data directory that cannot be made fails at once with one line, not a spin at 100 % CPU', async () => {
    for (const args of [['serve'], ['start'], ['serve', '--workers', '2']]) {
      const { code, err } = await nutri(args, { NUTRI_DATA_DIR: '/proc/nutri' });
      expect(code, args.join(' ')).toBe(1);
      expect(err).toBe('nutri: cannot create the data directory /proc/nutri (ENOENT at /proc/nutri); choose another with --data-dir or NUTRI_DATA_DIR\n');
    }
    const keys = await nutri(['keys', 'list', '--data-dir', '/proc/nutri/deeper']);
    expect(keys.code).toBe(2);
    expect(keys.err).toMatch(/^nutri keys: cannot create the data directory \/proc\/nutri\/deeper/);
  });

  it('a port already in use is one clear line and exit code 1, without a stack trace', async () => {
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const port = (holder.address() as { port: number }).port;
    const data = tempDataDir();
    try {
      const attempt = spawnService(['serve', '--port', String(port), '--threads', '1', '--data-dir', data.dir]);
      await expect(attempt).rejects.toThrow(/exited \(1\) before listening/);
      const message = await attempt.catch((error: Error) => error.message);
      expect(message).toContain(`nutri: port ${port} on 127.0.0.1 is already in use; stop the other service or choose another with --port`);
      expect(message).not.toMatch(/\bat .*\(|EADDRINUSE/);
    } finally {
      holder.close();
      data.remove();
    }
  });
});
