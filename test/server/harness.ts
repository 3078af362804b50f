import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type RunningService, type ServiceOptions, type Logger } from '../../src/server/index.js';
import { wordEngine } from './word-engine.js';

/** A fresh data directory under the system temp dir; never the home directory. */
export function tempDataDir(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'nutri-server-test-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Collects the service's log lines so tests can read them. */
export function memoryLog(): { log: Logger; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  return { log: (entry) => lines.push(entry as Record<string, unknown>), lines };
}

export { WORD_FOODS, wordMeal, wordEngine, type WordEngineHooks } from './word-engine.js';

export interface TestService extends RunningService {
  dataDir: string;
  lines: Record<string, unknown>[];
  stop: () => Promise<void>;
}

export async function startTestService(options: Partial<ServiceOptions> = {}, dataDir?: string): Promise<TestService> {
  const temp = dataDir ? undefined : tempDataDir();
  const dir = dataDir ?? temp!.dir;
  const { log, lines } = memoryLog();
  const service = await createServer({ engine: wordEngine(), dataDir: dir, port: 0, log, ...options });
  return Object.assign(service, {
    dataDir: dir,
    lines,
    stop: async () => {
      await service.close();
      temp?.remove();
    },
  });
}

/** POSTs `body` (an object is sent as JSON) to an operation with the given headers. */
export async function post(base: string, operation: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${base}/v4/${operation}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
