import { fileURLToPath } from 'node:url';
import { rmSync } from 'node:fs';
import { dirname, posix, relative, resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';

/*
 * Two builds from one file:
 *  - default: lib/nutri-kit.js, one ESM file that registers every element for a plain
 *    <script type="module">. The embedded engine stays a separate chunk (loaded on the first
 *    analysis). Its data is NOT copied: the bundle reads the package's own public/data and
 *    public/models (see packageData below), so a website copies lib/ and public/ side by side,
 *    as they are in node_modules/nutri-kit.
 *  - `--mode demo`: the demo page into lib/demo/ (served at / by `npm start`).
 * lib/ also holds tsc's output (lib/api, lib/components…): never empty it.
 */
const root = fileURLToPath(new URL('.', import.meta.url));

/** Removes the previous bundle's chunks and assets (only ours: tsc's output shares lib/). */
function cleanOwnOutput(): Plugin {
  return {
    name: 'nutri-kit-clean-bundle-output',
    apply: 'build',
    buildStart() {
      for (const dir of ['nutri-kit-chunks', 'nutri-kit-assets']) rmSync(`${root}lib/${dir}`, { recursive: true, force: true });
    },
  };
}

/**
 * The engine names its data files as `new URL('../../../public/data/…', import.meta.url)` (and
 * public/models/…). Left alone, Vite copies each into lib/nutri-kit-assets: a second copy of
 * the 21 MB the package already publishes under public/. This keeps one copy: each such URL
 * becomes a path from the package root (marked, and left alone by Vite's asset plugin), and
 * each output chunk gets the way from its own folder back to the root (lib/ is one level down).
 * Dependencies' files (wasm, tesseract's language data) are not in public/ and are still emitted.
 */
function packageData(): Plugin {
  const MARK = '__nutri_kit_package_root__/';
  const PUBLIC_URL = /new URL\((['"`])((?:\.\.\/)+)public\/((?:data|models)\/[^'"`]*)\1,\s*import\.meta\.url\)/g;
  return {
    name: 'nutri-kit-package-data',
    enforce: 'pre',
    transform(code, id) {
      if (!id.startsWith(`${root}src/`) || !code.includes('public/')) return null;
      const rewritten = code.replace(PUBLIC_URL, (whole, quote: string, ups: string, path: string) => {
        // Only URLs that really lead to the package's public/ folder.
        if (resolve(dirname(id), ups) !== resolve(root)) return whole;
        return `new URL(/* @vite-ignore */ ${quote}${MARK}public/${path}${quote}, import.meta.url)`;
      });
      return rewritten === code ? null : { code: rewritten, map: null };
    },
    renderChunk(code, chunk, options) {
      if (!code.includes(MARK)) return null;
      const outDir = options.dir ?? `${root}lib`;
      const up = posix.join(relative(dirname(resolve(outDir, chunk.fileName)), root).split('\\').join('/'), '/');
      return { code: code.split(MARK).join(up === '/' ? './' : up), map: null };
    },
  };
}

/** tesseract asks for `<langPath>/<code>.traineddata.gz` itself (eng, deu, fra, …): those files keep their names. */
function assetNames(dir: string) {
  return (asset: { names?: readonly string[] }) =>
    (asset.names ?? []).some((name) => name.endsWith('.traineddata.gz')) ? `${dir}/tessdata/[name][extname]` : `${dir}/[name]-[hash][extname]`;
}

export default defineConfig(({ mode }) => {
  const shared = {
    publicDir: false as const,
    // Lit's production build: no dev-mode warnings, smaller code.
    resolve: {
      conditions: ['production'],
      // The engine picks its platform providers at run time; pages must never bundle the Node ones.
      alias: [
        { find: /^\.\/platform\/node\.js$/, replacement: `${root}src/engine/platform/browser.ts` },
        { find: /^\.\/decode-node\.js$/, replacement: `${root}src/engine/imaging/decode-node.browser.ts` },
      ],
    },
    esbuild: { target: 'es2022' },
    // The engine's Web Worker (src/components/base/embedded-engine.ts) is an ES module with its
    // own lazy chunks, as the page's engine is: OCR, barcodes and the model load when first used.
    worker: { format: 'es' as const },
  };
  if (mode === 'demo') {
    const output = { assetFileNames: assetNames('assets') };
    return {
      ...shared,
      root: `${root}demo`,
      base: './',
      worker: { ...shared.worker, rolldownOptions: { output } },
      build: {
        outDir: `${root}lib/demo`,
        emptyOutDir: true,
        target: 'es2022',
        assetsInlineLimit: 0,
        chunkSizeWarningLimit: 1_000,
        rolldownOptions: { output },
      },
    };
  }
  const assetFileNames = assetNames('nutri-kit-assets');
  const ownFileNames = { entryFileNames: '[name].js', chunkFileNames: 'nutri-kit-chunks/[name]-[hash].js', assetFileNames };
  return {
    ...shared,
    // The worker's chunks and the data it loads go where the bundle's own do (one copy of each).
    worker: {
      ...shared.worker,
      plugins: () => [packageData()],
      rolldownOptions: { output: { ...ownFileNames, entryFileNames: 'nutri-kit-chunks/[name]-[hash].js' } },
    },
    plugins: [cleanOwnOutput(), packageData()],
    base: './',
    build: {
      outDir: `${root}lib`,
      emptyOutDir: false,
      target: 'es2022',
      assetsInlineLimit: 0,
      copyPublicDir: false,
      chunkSizeWarningLimit: 1_000,
      rolldownOptions: {
        input: { 'nutri-kit': `${root}src/components/index.ts` },
        preserveEntrySignatures: 'strict' as const,
        output: ownFileNames,
      },
    },
  };
});
