/**
 * The real v4 service for the component tests (loaded by web-test-runner.config.mjs): the
 * embedded engine behind HTTP on 127.0.0.1 with a SQLite key store in a temporary folder, so
 * `<nutri-config base-url api-key>` is tested against the same server `npm start` runs.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEngine } from './src/engine/index.js';
import { createServer, silentLogger } from './src/server/index.js';

export interface TestService {
  url: string;
  /** A key any origin may use. */
  key: string;
  /** A key limited to another origin: a browser page here must get `unauthorized`. */
  otherOriginKey: string;
  close(): Promise<void>;
}

export async function startTestService(): Promise<TestService> {
  const dataDir = mkdtempSync(join(tmpdir(), 'nutri-wtr-'));
  const service = await createServer({ engine: await createEngine(), host: '127.0.0.1', port: 0, dataDir, log: silentLogger });
  const store = service.store!;
  const key = store.create({ name: 'component tests' }).key;
  const otherOriginKey = store.create({ name: 'other origin', origins: ['https://elsewhere.example'] }).key;
  return {
    url: service.url,
    key,
    otherOriginKey,
    close: async () => {
      await service.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
