/**
 * The repository stands alone: a fresh clone passes its tests with nothing beside it. Here the
 * development machine has a `shared/` folder next to the checkout (reference data, NutriBench
 * meals under a non-commercial licence), so a test or a build step that quietly reads it would
 * pass here and fail for everyone else. `.ci/run` proves it by running the tests out of its
 * reach; this scan names the offending line before that.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('..', import.meta.url));
const SCANNED = ['src', 'test', 'scripts'];

/** Tracked files under the scanned folders; a copy without `.git` (a tarball) is walked instead. */
function sourceFiles(): string[] {
  if (existsSync(join(repo, '.git'))) {
    return execFileSync('git', ['ls-files', '-z', '--', ...SCANNED], { cwd: repo, encoding: 'utf8' }).split('\0').filter(Boolean);
  }
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (name === 'node_modules') continue;
      if (statSync(path).isDirectory()) walk(path);
      else files.push(relative(repo, path));
    }
  };
  for (const dir of SCANNED) if (existsSync(join(repo, dir))) walk(join(repo, dir));
  return files;
}

// Spelled in pieces so this file does not match itself.
const SHARED = 'shared';
const MEALS = 'meals';
const OUTSIDE = [
  { what: `../${SHARED}`, pattern: new RegExp(`\\.\\.[\\\\/]+${SHARED}\\b`) },
  { what: `${SHARED}/data`, pattern: new RegExp(`\\b${SHARED}[\\\\/]+data\\b`) },
  { what: `'..', '${SHARED}'`, pattern: new RegExp(`['"]\\.\\.['"]\\s*,\\s*['"]${SHARED}['"]`) },
  { what: `/work/${SHARED}`, pattern: new RegExp(`/work/${SHARED}\\b`) },
  // NutriBench's meal files (CC BY-NC-SA): no test or build step may read them.
  { what: `${MEALS}/*.jsonl`, pattern: new RegExp(`\\b${MEALS}[\\\\/]+[\\w-]+\\.jsonl\\b`) },
];

const BINARY = /\.(png|jpe?g|gif|webp|ico|gz|zip|wasm|onnx|traineddata|woff2?|pdf)$/i;

function offendingLines(): string[] {
  const found: string[] = [];
  for (const file of sourceFiles()) {
    if (BINARY.test(file)) continue;
    const text = readFileSync(join(repo, file), 'utf8');
    text.split('\n').forEach((line, i) => {
      for (const { what, pattern } of OUTSIDE) if (pattern.test(line)) found.push(`${file}:${i + 1} mentions ${what}: ${line.trim()}`);
    });
  }
  return found;
}

describe('the repository stands alone', () => {
  it('scans the sources, tests and build scripts (and its patterns catch each way of writing the path)', () => {
    const files = sourceFiles();
    expect(files).toContain('scripts/build-food-data.ts');
    expect(files).toContain('test/engine-describe.test.ts');
    expect(files.filter((f) => f.startsWith('src/')).length).toBeGreaterThan(50);
    const samples = [
      `new URL('../../${SHARED}/data/usda/', import.meta.url)`,
      `join(repo, '..', '${SHARED}', 'data')`,
      `see ../${SHARED}/v4-interface.md`,
      `readFileSync('/work/${SHARED}/DESIGN.md')`,
      `readFileSync(new URL('data/${MEALS}/dev.jsonl', base))`,
    ];
    for (const sample of samples) expect(OUTSIDE.some(({ pattern }) => pattern.test(sample)), sample).toBe(true);
    for (const innocent of ['const shared = new Map()', 'the shared flags', 'data/raw/usda/README.md']) {
      expect(OUTSIDE.some(({ pattern }) => pattern.test(innocent)), innocent).toBe(false);
    }
  });

  it(`nothing under ${SCANNED.join(', ')} refers to the ${SHARED} folder beside the checkout or reads NutriBench meals`, () => {
    expect(offendingLines()).toEqual([]);
  });

  it('the raw USDA tables the data build and tests read are in the repository, with their provenance', () => {
    const dir = join(repo, 'data/raw/usda');
    for (const file of ['fndds_2021_2023_foods.csv.gz', 'fndds_2021_2023_portions.csv.gz', 'sr28_foods.csv.gz', 'sr28_portions.csv.gz']) {
      expect(statSync(join(dir, file)).size, file).toBeGreaterThan(50_000);
    }
    expect(readFileSync(join(dir, 'README.md'), 'utf8')).toMatch(/public domain/i);
  });
});
