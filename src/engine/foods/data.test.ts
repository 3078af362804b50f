import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { compile, gzipFile, serialize } from '../../../scripts/build-food-data.js';
import { createFoodDatabase, indexInput } from './database.js';
import { buildIndexData, packIndex } from './index-data.js';
import { decodeDataFile, loadFoodDatabase, readCompiledFoods, type FoodDatabase } from './index.js';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const usda = join(repo, 'data', 'raw', 'usda');

/** The raw USDA rows, read here with a separate little CSV reader so the build script's parser is not trusted. */
function rawRows(file: string): Record<string, string>[] {
  const lines = gunzipSync(readFileSync(join(usda, file))).toString('utf8').split(/\r?\n/).filter(Boolean);
  const split = (line: string) => [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)].slice(0, -1).map((m) => m[1]!.replace(/^"|"$/g, '').replace(/""/g, '"'));
  const header = split(lines[0]!);
  return lines.slice(1).map((l) => {
    const cells = split(l);
    return Object.fromEntries(header.map((h, i) => [h, cells[i] ?? '']));
  });
}

const columns = {
  kcal: 'energy_kcal', protein: 'protein_g', carbs: 'carbohydrate_g', fat: 'fat_g', alcohol: 'alcohol_g',
  fiber: 'fiber_g', sugars: 'sugars_g', satFat: 'saturated_fat_g', sodiumMg: 'sodium_mg', water: 'water_g',
} as const;

let db: FoodDatabase;
let fndds: Record<string, string>[];
let sr: Record<string, string>[];
beforeAll(async () => {
  db = await loadFoodDatabase();
  fndds = rawRows('fndds_2021_2023_foods.csv.gz');
  sr = rawRows('sr28_foods.csv.gz');
});

describe('compiled USDA data', () => {
  it('holds every FNDDS and SR28 food once', () => {
    expect(fndds.length).toBe(5431);
    expect(sr.length).toBe(8789);
    expect(db.size).toBe(fndds.length + sr.length);
    const all = db.foods();
    expect(new Set(all.map((f) => f.id)).size).toBe(all.length);
    expect(all.filter((f) => f.source === 'fndds').length).toBe(fndds.length);
  });

  it.each(['11111000', '31105005', '93101000', '63107010', '58106230'])('FNDDS %s has the raw per-100 g numbers', (code) => {
    const row = fndds.find((r) => r.food_code === code)!;
    const food = db.get(`fndds:${code}`)!;
    expect(food.name).toBe(row.description);
    expect(food.category).toBe(row.wweia_category);
    for (const [key, col] of Object.entries(columns)) expect(food.per100g[key as keyof typeof columns]).toBe(Number(row[col]));
  });

  it.each(['01001', '14003', '09040', '20045', '05062'])('SR28 %s has the raw per-100 g numbers, with unreported ones flagged', (ndb) => {
    const row = sr.find((r) => r.ndb_no === ndb)!;
    const food = db.get(`sr:${ndb}`)!;
    expect(food.name).toBe(row.description);
    expect(food.category).toBe(row.food_group);
    for (const [key, col] of Object.entries(columns)) {
      const raw = row[col]!;
      const k = key as keyof typeof columns;
      if (raw === '') {
        expect(food.per100g[k]).toBe(0);
        if (k !== 'alcohol') expect(food.unreported).toContain(k);
      } else expect(food.per100g[k]).toBe(Number(raw));
    }
  });

  it('keeps "not reported" apart from zero for SR sugars', () => {
    const row = sr.find((r) => r.sugars_g === '')!;
    expect(db.get(`sr:${row.ndb_no}`)!.unreported).toContain('sugars');
    const reported = sr.find((r) => r.sugars_g === '0')!;
    expect(db.get(`sr:${reported.ndb_no}`)!.unreported ?? []).not.toContain('sugars');
  });

  it('keeps alcohol of drinks (beer 3.9 g per 100 g in SR28, FNDDS beer as in the raw row)', () => {
    const srBeer = sr.find((r) => r.ndb_no === '14003')!;
    expect(db.get('sr:14003')!.per100g.alcohol).toBe(Number(srBeer.alcohol_g));
    const alcoholicSr = sr.filter((r) => r.description!.startsWith('Alcoholic beverage'));
    expect(alcoholicSr.length).toBeGreaterThan(20);
    for (const r of alcoholicSr) expect(r.alcohol_g, r.description).not.toBe('');
  });

  it('keeps every portion of every food with its USDA wording and grams (weightless ones dropped)', () => {
    const rawFndds = rawRows('fndds_2021_2023_portions.csv.gz');
    const rawSr = rawRows('sr28_portions.csv.gz');
    // FNDDS lists portions for human milk (11000000), which is not among its foods.
    const kept =
      rawFndds.filter((r) => Number(r.gram_weight) > 0 && db.get(`fndds:${r.food_code}`)).length +
      rawSr.filter((r) => Number(r.gram_weight) > 0 && db.get(`sr:${r.ndb_no}`)).length;
    const total = db.foods().reduce((n, f) => n + db.portions(f.id).length, 0);
    expect(rawFndds.length + rawSr.length).toBe(22046 + 15438);
    expect(total).toBe(kept);
    const butter = rawSr.filter((r) => r.ndb_no === '01001');
    expect(db.portions('sr:01001')).toEqual(butter.map((r) => ({ description: r.portion_description, grams: Number(r.gram_weight) })));
  });

  it('is up to date with data/raw and the engine\'s index rules, and rebuilds deterministically', () => {
    const committed = readFileSync(join(repo, 'public/data/foods.json.gz'));
    const first = serialize(compile(usda));
    const second = serialize(compile(usda));
    expect(second).toBe(first);
    // Text, not bytes, against the committed file: another zlib may compress the same text differently.
    expect(gunzipSync(committed).toString('utf8') === first, 'public/data is stale: run npm run build:data').toBe(true);
    expect(gzipFile(first).equals(gzipFile(second))).toBe(true);
    // Two whole builds (the matcher's features of all 14,220 foods each): 35 s on a busy 2-core machine.
  }, 120_000);

  it('loads through a caller-supplied reader (for extension pages and other hosts)', async () => {
    const names: string[] = [];
    const viaRead = await loadFoodDatabase({ read: async (name) => (names.push(name), new Uint8Array(readFileSync(join(repo, 'public/data', name)))) });
    expect(names.sort()).toEqual(['common-foods.json', 'english-words.json', 'foods.json.gz']);
    expect(viaRead.get('fndds:11111000')).toEqual(db.get('fndds:11111000'));
  });

  it('loads from a data folder URL and reports a missing file as a typed error', async () => {
    const viaUrl = await loadFoodDatabase({ dataUrl: new URL('public/data/', `file://${repo}`) });
    expect(viaUrl.size).toBe(db.size);
    await expect(loadFoodDatabase({ dataUrl: 'http://127.0.0.1:9/', fetch: async () => new Response('no', { status: 404 }) })).rejects.toMatchObject({
      code: 'internalServerError',
      message: expect.stringContaining('HTTP 404'),
    });
  });

  it('loads over real HTTP on loopback, with or without Content-Encoding: gzip', async () => {
    const gz = readFileSync(join(repo, 'public/data/foods.json.gz'));
    const common = readFileSync(join(repo, 'public/data/common-foods.json'));
    const english = readFileSync(join(repo, 'public/data/english-words.json'));
    const requests: string[] = [];
    const server = createServer((req, res) => {
      requests.push(req.url ?? '');
      const [, folder, name] = /^\/(\w+)\/(.*)$/.exec(req.url ?? '') ?? [];
      if (folder === 'encoded') res.setHeader('Content-Encoding', 'gzip');
      if ((folder !== 'raw' && folder !== 'encoded') || !['foods.json.gz', 'common-foods.json', 'english-words.json'].includes(name ?? '')) {
        res.statusCode = 404;
        res.end();
        return;
      }
      if (name === 'foods.json.gz') res.end(gz);
      // The server compresses on the fly what it sends with Content-Encoding: gzip.
      else {
        const json = name === 'common-foods.json' ? common : english;
        res.end(folder === 'encoded' ? gzipSync(json) : json);
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const plain = await loadFoodDatabase({ dataUrl: `${base}/raw/` });
      const encoded = await loadFoodDatabase({ dataUrl: `${base}/encoded/` });
      expect(plain.get('sr:01001')).toEqual(db.get('sr:01001'));
      expect(encoded.size).toBe(db.size);
      await expect(loadFoodDatabase({ dataUrl: `${base}/missing/` })).rejects.toMatchObject({ code: 'internalServerError' });
      // The three files load side by side: the missing folder's later requests may still be on their way.
      expect(requests.filter((r) => !r.startsWith('/missing/')).sort()).toEqual([
        '/encoded/common-foods.json', '/encoded/english-words.json', '/encoded/foods.json.gz',
        '/raw/common-foods.json', '/raw/english-words.json', '/raw/foods.json.gz',
      ]);
      expect(requests.some((r) => r.startsWith('/missing/'))).toBe(true);
    } finally {
      server.close();
    }
  });

  it('inflates the same text through DecompressionStream (the browser path) as through zlib', async () => {
    const gz = new Uint8Array(readFileSync(join(repo, 'public/data/foods.json.gz')));
    const viaStreams = await decodeDataFile(gz, { webStreams: true });
    expect(viaStreams).toBe(gunzipSync(gz).toString('utf8'));
    expect(await decodeDataFile(new TextEncoder().encode('{"a":1}'))).toBe('{"a":1}');
  });

  it('ships a search index equal to the one the engine derives from the names, and works without it', async () => {
    const data = await readCompiledFoods();
    expect(data.index).toEqual(packIndex(buildIndexData(indexInput(data))));
    const derived = createFoodDatabase({ ...data, index: undefined });
    for (const q of ['scrambled eggs', 'coke', 'chikcen breast', 'a pint of IPA']) {
      expect(derived.search(q, { limit: 5 })).toEqual(db.search(q, { limit: 5 }));
    }
  });

  it('engine code has no top-level Node-only imports (it runs in browsers and extension pages)', () => {
    const dir = join(repo, 'src/engine/foods');
    const sources = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    expect(sources.length).toBeGreaterThan(5);
    for (const file of sources) {
      const text = readFileSync(join(dir, file), 'utf8');
      expect(text, file).not.toMatch(/^import[^;]*from\s+['"](node:|fs|path|zlib|url)/m);
      expect(text, file).not.toMatch(/\bdocument\.|\bwindow\./);
    }
  });
});
