import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
let consumer: string;

/*
 * A consumer project whose node_modules/nutri-kit is this package: imports go through the
 * package.json "exports" map to the compiled lib/, exactly as after `npm install nutri-kit`.
 * The package is compiled afresh into its own folder rather than over the checkout's lib/: other
 * tests read lib/ while this one runs (the built-in page of `nutri start` loads lib/api in a
 * browser), and tsc rewriting a module under them made one of them fail on CI (stop 43).
 */
beforeAll(() => {
  consumer = mkdtempSync(join(tmpdir(), 'nutri-consumer-'));
  const pkg = join(consumer, 'package');
  mkdirSync(pkg);
  execFileSync('npx', ['tsc', '-p', 'tsconfig.build.json', '--outDir', join(pkg, 'lib')], { cwd: root, stdio: 'pipe' });
  copyFileSync(join(root, 'package.json'), join(pkg, 'package.json'));
  // The compiled engine finds its data beside lib/, and its dependencies from the package's own folder.
  for (const shared of ['public', 'node_modules']) symlinkSync(join(root, shared), join(pkg, shared), 'dir');
  mkdirSync(join(consumer, 'node_modules'));
  symlinkSync(pkg, join(consumer, 'node_modules', 'nutri-kit'), 'dir');
  writeFileSync(join(consumer, 'package.json'), JSON.stringify({ name: 'consumer', type: 'module', private: true }));
}, 120_000);
afterAll(() => {
  if (consumer) rmSync(consumer, { recursive: true, force: true });
});

describe('the package as a consumer sees it', () => {
  it("import { createClient, operations, NutritionApiError } from 'nutri-kit' works in plain Node", () => {
    const script = `
      import { createClient, operations, NutritionApiError, openApiDocument } from 'nutri-kit';
      const client = createClient({ baseUrl: 'http://127.0.0.1:9' });
      const error = new NutritionApiError('noFoodDetectedText', 'no food');
      console.log(JSON.stringify({
        methods: Object.keys(client).filter((k) => typeof client[k] === 'function').sort(),
        paths: Object.values(operations).map((o) => o.path),
        error: [error.code, error instanceof Error],
        openapi: openApiDocument().openapi,
      }));`;
    const out = JSON.parse(execFileSync('node', ['--input-type=module', '-e', script], { cwd: consumer, encoding: 'utf8' }));
    expect(out.methods).toEqual(['describeMeal', 'fixFood', 'scanBarcode', 'scanImage', 'scanLabel']);
    expect(out.paths).toContain('/v4/describeMeal');
    expect(out.error).toEqual(['noFoodDetectedText', true]);
    expect(out.openapi).toBe('3.1.0');
  });

  it("import { createEngine } from 'nutri-kit/engine' finds its data from lib/ and answers describeMeal", async () => {
    const script = `
      import { createEngine } from 'nutri-kit/engine';
      const engine = await createEngine();
      const meal = await engine.api.describeMeal('200 g banana');
      console.log(JSON.stringify({ operations: engine.operations, name: meal.ingredients[0].name, kcal: meal.calories }));`;
    const out = JSON.parse(execFileSync('node', ['--input-type=module', '-e', script], { cwd: consumer, encoding: 'utf8' }));
    // The compiled engine's own list, in the contract's order.
    const { engineOperations } = await import('../../src/engine/handlers.js');
    const { operations } = await import('../../src/api/operations.js');
    expect(out.operations).toEqual(Object.keys(operations).filter((name) => name in engineOperations));
    expect(out.name).toMatch(/banana/i);
    // USDA raw banana per 100 g: FNDDS 63107010 has 97 kcal, SR28 09040 has 89; 200 g is twice that.
    expect([194, 178]).toContain(out.kcal);
  });

  it('the component entry points resolve to compiled files', () => {
    const script = `
      const resolve = (s) => import.meta.resolve(s);
      console.log(JSON.stringify([resolve('nutri-kit/components'), resolve('nutri-kit/components/nutri-result'), resolve('nutri-kit/server')]));`;
    const urls: string[] = JSON.parse(execFileSync('node', ['--input-type=module', '-e', script], { cwd: consumer, encoding: 'utf8' }));
    expect(urls.map((u) => u.slice(u.indexOf('/lib/')))).toEqual([
      '/lib/components/index.js',
      '/lib/components/nutri-result/index.js',
      '/lib/server/index.js',
    ]);
    for (const url of urls) expect(existsSync(new URL(url)), url).toBe(true);
  });

  it('TypeScript resolves the types through the exports map', () => {
    writeFileSync(
      join(consumer, 'use.ts'),
      `import { createClient, type RatedFoodResult } from 'nutri-kit';
       const client = createClient({ baseUrl: 'http://127.0.0.1:8787' });
       export async function kcal(text: string): Promise<number> {
         const result: RatedFoodResult = await client.describeMeal(text);
         return result.calories * result.servings;
       }
       // @ts-expect-error describeMeal takes text, not a number
       void client.describeMeal(42);`,
    );
    writeFileSync(
      join(consumer, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: { module: 'NodeNext', moduleResolution: 'NodeNext', target: 'ES2022', strict: true, noEmit: true, skipLibCheck: true, lib: ['ES2022', 'DOM'] }, files: ['use.ts'] }),
    );
    const tsc = join(root, 'node_modules', '.bin', 'tsc');
    expect(() => execFileSync(tsc, ['-p', 'tsconfig.json'], { cwd: consumer, encoding: 'utf8', stdio: 'pipe' })).not.toThrow();
  });

  it('npm pack ships the compiled library, the data and the docs, and no tests', () => {
    const [pack] = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
    const files = (pack.files as Array<{ path: string }>).map((f) => f.path);
    expect(files).toContain('lib/api/index.js');
    expect(files).toContain('lib/api/index.d.ts');
    expect(files).toContain('bin/nutri.js');
    expect(files).toContain('docs/contract.md');
    expect(files.filter((f) => /\.test\.(js|ts|d\.ts)$/.test(f))).toEqual([]);
  });
});
