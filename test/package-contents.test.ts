import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
      expect(paths).toContain('public/data/common-foods.json');
      expect(paths).toContain('public/data/english-words.json');
      expect(paths).toContain('public/data/lexicon.json');
      expect(paths.some((p) => p.startsWith('public/data/products/'))).toBe(true);
      // The engine data (~19 MB) once, and when built the page bundle (~30 MB: its code and its
      // dependencies' wasm and language files, which are not in public/); the demo's copy of
      // everything (50 MB) and a bundle copy of public/ (21 MB) are what this test keeps out.
      expect(unpackedSize).toBeLessThan(60e6);
    } finally {
      for (const probe of made) rmSync(probe);
    }
  }, 60_000);

  it('ships the engine data once: no file under lib/ repeats one under public/', async () => {
    // The page bundle is where a copy would come from: build it where it was never built (as in CI).
    if (!existsSync(join(ROOT, 'lib/nutri-kit.js'))) {
      await promisify(execFile)('npx', ['vite', 'build', '--config', 'vite.lib.config.ts', '--logLevel', 'warn'], { cwd: ROOT, maxBuffer: 64 << 20 });
    }
    const { files } = await packList();
    expect(files.some((f) => f.path.startsWith('lib/nutri-kit-chunks/'))).toBe(true);
    const digest = (path: string) => createHash('sha256').update(readFileSync(join(ROOT, path))).digest('hex');
    const data = files.filter((f) => f.path.startsWith('public/'));
    const bySize = new Map<number, PackFile[]>();
    for (const f of data) bySize.set(f.size, [...(bySize.get(f.size) ?? []), f]);
    const published = new Map<string, string>();
    const copies: string[] = [];
    for (const f of files.filter((f) => f.path.startsWith('lib/'))) {
      for (const same of bySize.get(f.size) ?? []) {
        if (!published.has(same.path)) published.set(same.path, digest(same.path));
        if (published.get(same.path) === digest(f.path)) copies.push(`${f.path} = ${same.path}`);
      }
    }
    expect(data.length).toBeGreaterThan(2000);
    expect(copies).toEqual([]);
  }, 180_000);
});
