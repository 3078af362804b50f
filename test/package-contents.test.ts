import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

interface PackFile { path: string; size: number }

/** What `npm install nutri-kit` would download: npm's own file list for the package. */
async function packList(): Promise<{ files: PackFile[]; unpackedSize: number }> {
  const { stdout } = await promisify(execFile)('npm', ['pack', '--dry-run', '--ignore-scripts', '--json'], { cwd: ROOT, maxBuffer: 64 << 20 });
  return JSON.parse(stdout)[0];
}

describe('the published package', () => {
  it('leaves out the demo page and the build state, and keeps the engine data', async () => {
    // Probe files make the check meaningful where the demo was never built (as in CI).
    const probes = ['lib/demo/probe.txt', 'lib/.build/probe.txt'].map((p) => join(ROOT, p));
    const made = probes.filter((p) => !existsSync(p));
    for (const probe of made) {
      mkdirSync(join(probe, '..'), { recursive: true });
      writeFileSync(probe, 'probe');
    }
    try {
      const { files, unpackedSize } = await packList();
      const paths = files.map((f) => f.path);
      expect(paths.filter((p) => p.startsWith('lib/demo/') || p.startsWith('lib/.build/'))).toEqual([]);
      expect(paths).toContain('bin/nutri.js');
      expect(paths).toContain('public/models/mobilenetv2-imagenet/mobilenetv2-12-int8.onnx');
      expect(paths).toContain('public/data/foods.json.gz');
      expect(paths).toContain('public/data/lexicon.json');
      expect(paths.some((p) => p.startsWith('public/data/products/'))).toBe(true);
      // The engine data (~19 MB) and, when built, the page bundle's copy of it (~50 MB); the
      // demo's third copy (another 50 MB) is what this test keeps out.
      expect(unpackedSize).toBeLessThan(90e6);
    } finally {
      for (const probe of made) rmSync(probe);
    }
  }, 60_000);
});
