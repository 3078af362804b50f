import { statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { operations } from '../../src/api/index.js';
import { createApp, keyStoreFile, openKeyStore } from '../../src/server/index.js';
import { usedSince } from '../support/used-since.js';
import { memoryLog, tempDataDir, wordEngine } from './harness.js';

describe('the key store on disk', () => {
  it('its write-ahead log stays bounded over thousands of counted requests', async () => {
    const since = new Date();
    const data = tempDataDir();
    const store = openKeyStore(data.dir);
    try {
      const { id, key } = store.create({ dailyLimit: 1_000_000 });
      const app = createApp({ engine: wordEngine(), store, log: memoryLog().log });
      const requests = 2_000;
      for (let i = 0; i < requests; i++) {
        const response = await app.request(operations.describeMeal.path, {
          method: 'POST',
          headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
          body: '{"data": {"text": "an egg"}}',
        });
        expect(response.status).toBe(200);
      }
      expect(usedSince(store, id, since)).toBe(requests);
      // SQLite checkpoints every 1,000 pages, so the log wraps at about 4 MB. With the counting
      // statement left unfinished it could never be checkpointed: 4 KB per request, 8 MB here.
      const wal = statSync(`${keyStoreFile(data.dir)}-wal`).size;
      expect(wal).toBeLessThan(4.5 * 1024 * 1024);
    } finally {
      store.close();
      data.remove();
    }
  });
});
