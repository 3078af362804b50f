/**
 * Labelled food photos for the image benches, read where they lie (never copied into the
 * repository: Food-101's pictures belong to their owners):
 * - `shared`: ../shared/data/food-images (21 development photos: 20 Food-101, 1 Nutrition5k);
 * - `food-mnist`: the Food-101 subset of github:srohit0/food_mnist (10 classes × 500 photos),
 *   read from its mirror (/work/.mirror/srohit0+food_mnist/repo, a bare git repository; bring it
 *   with the `fetch` tool or set NUTRI_FOOD_MNIST to another clone's git directory).
 *
 * Every photo has a fixed split: `tune` or `check`, from a hash of its id, so thresholds are
 * chosen on one half and reported on the other (the shared photos, drawn from the same subset,
 * keep the split of their food_mnist id).
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SHARED } from './shared-path.js';
import { fnv1a } from './fnv1a.js';

export type Split = 'tune' | 'check';

export interface FoodPhoto {
  /** Where the photo comes from and its id: "food-mnist:bibimbap/1002850". */
  id: string;
  /** The Food-101 class ("breakfast_burrito"), or the Nutrition5k dish's own label. */
  label: string;
  split: Split;
  read(): Promise<Uint8Array>;
}

/** FNV-1a of the photo's own id (Food-101's number), so the same photo lands in the same split in every set. */
export function splitOf(photoId: string): Split {
  return fnv1a(photoId) % 2 === 0 ? 'tune' : 'check';
}

export function sharedPhotos(): FoodPhoto[] {
  const dir = join(SHARED, 'data/food-images/');
  if (!existsSync(join(dir, 'labels.json'))) return [];
  const entries = (JSON.parse(readFileSync(join(dir, 'labels.json'), 'utf8')) as { images: { file: string; label: string; label_name: string }[] }).images;
  return entries.map((e) => {
    const number = /_(\d+)\.jpe?g$/.exec(e.file)?.[1] ?? e.file;
    return { id: `shared:${e.file}`, label: e.label, split: splitOf(number), read: async () => new Uint8Array(readFileSync(join(dir, e.file))) };
  });
}

export const FOOD_MNIST_GIT = process.env.NUTRI_FOOD_MNIST ?? '/work/.mirror/srohit0+food_mnist/repo';

/** Reads many blobs of one bare repository through one `git cat-file --batch`. */
function blobReader(gitDir: string): (path: string) => Promise<Uint8Array> {
  const child = spawn('git', ['--git-dir', gitDir, 'cat-file', '--batch'], { stdio: ['pipe', 'pipe', 'inherit'] });
  let buffer = Buffer.alloc(0);
  const waiting: { resolve: (b: Uint8Array) => void; reject: (e: Error) => void }[] = [];
  child.stdout.on('data', (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    for (;;) {
      const eol = buffer.indexOf(10);
      if (eol < 0 || waiting.length === 0) return;
      const header = buffer.subarray(0, eol).toString();
      const size = Number(header.split(' ')[2]);
      if (header.endsWith('missing')) {
        buffer = buffer.subarray(eol + 1);
        waiting.shift()!.reject(new Error(header));
        continue;
      }
      if (buffer.length < eol + 1 + size + 1) return;
      const body = new Uint8Array(buffer.subarray(eol + 1, eol + 1 + size));
      buffer = buffer.subarray(eol + 1 + size + 1);
      waiting.shift()!.resolve(body);
    }
  });
  return (path) =>
    new Promise((resolve, reject) => {
      waiting.push({ resolve, reject });
      child.stdin.write(`HEAD:${path}\n`);
    });
}

/** The food_mnist photos (the reader keeps a git child process: benches end with process.exit), `perClass` of each class (all 500 by default), in a fixed order. */
export function foodMnistPhotos(perClass = Infinity): FoodPhoto[] {
  if (!existsSync(FOOD_MNIST_GIT)) return [];
  const files = execFileSync('git', ['--git-dir', FOOD_MNIST_GIT, 'ls-tree', '-r', '--name-only', 'HEAD', 'images/'], { encoding: 'utf8', maxBuffer: 64 << 20 })
    .split('\n')
    .filter((f) => /^images\/[a-z_]+\/\d+\.jpg$/.test(f))
    .sort();
  const read = blobReader(FOOD_MNIST_GIT);
  const taken = new Map<string, number>();
  const photos: FoodPhoto[] = [];
  for (const file of files) {
    const [, label, number] = /^images\/([a-z_]+)\/(\d+)\.jpg$/.exec(file)!;
    const n = taken.get(label!) ?? 0;
    if (n >= perClass) continue;
    taken.set(label!, n + 1);
    photos.push({ id: `food-mnist:${label}/${number}`, label: label!, split: splitOf(number!), read: () => read(file) });
  }
  return photos;
}
