import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { crx, type CrxPlugin, type ManifestV3Export } from '@crxjs/vite-plugin';
import { firefoxManifest } from './scripts/firefox-manifest.js';

// The MV3 extension: `vite build` → dist/ for Chrome (load unpacked); `vite build --mode firefox`
// → dist-firefox/ (about:debugging, AMO). One source: the Firefox build differs only in its
// manifest (scripts/firefox-manifest.ts) and in where the engine runs (engine-host.firefox.ts in
// place of engine-host.ts). The manifest's version follows package.json so the store zips and
// the package never disagree.
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
const manifest = JSON.parse(readFileSync(new URL('./manifest.json', import.meta.url), 'utf8')) as ManifestV3Export & object;

const isTessdata = (names: readonly string[] | undefined) => (names ?? []).some((name) => name.endsWith('.traineddata.gz'));
// tesseract asks for `<langPath>/<code>.traineddata.gz` itself (eng, deu, fra, …): those files keep their names.
const assetFileNames = (asset: { names?: readonly string[] }) => (isTessdata(asset.names) ? 'assets/tessdata/[name][extname]' : 'assets/[name]-[hash][extname]');

/**
 * Web-accessible resources as pages need them: what manifest.json lists (the panel page), at this
 * session's dynamic address only (use_dynamic_url), so a page can neither fingerprint the
 * extension nor frame its panel at a fixed address. crxjs also lists the injected content script
 * (for a loader an IIFE injected by scripting.executeScript does not use) and writes
 * use_dynamic_url: false; this runs after it.
 */
function webAccessibleResources(browser: 'chrome' | 'firefox'): CrxPlugin {
  const own = (manifest as { web_accessible_resources?: { resources: string[] }[] }).web_accessible_resources ?? [];
  const listed = new Set(own.flatMap((entry) => entry.resources));
  return {
      name: 'nutri:web-accessible-resources',
      enforce: 'post',
      renderCrxManifest(built) {
        built.web_accessible_resources = (built.web_accessible_resources ?? [])
          // Firefox has no use_dynamic_url: its moz-extension:// host is already a random UUID per install.
          .map((entry) => {
            const { use_dynamic_url: _dynamic, ...rest } = entry as typeof entry & { use_dynamic_url?: boolean };
            return { ...rest, resources: entry.resources.filter((resource) => listed.has(resource)), ...(browser === 'chrome' ? { use_dynamic_url: true } : {}) };
          })
          .filter((entry) => entry.resources.length > 0);
        return built;
      },
  };
}

export default defineConfig(({ mode }) => {
  const browser = mode === 'firefox' ? 'firefox' : 'chrome';
  const built = { ...(browser === 'firefox' ? firefoxManifest(manifest as Record<string, unknown>) : manifest), version: pkg.version };
  const platformAliases = browser === 'firefox'
    // The platform seam: Firefox's background page runs the engine itself (no offscreen document).
    ? [{ find: /^\.\/engine-host\.js$/, replacement: fileURLToPath(new URL('./src/extension/background/engine-host.firefox.ts', import.meta.url)) }]
    : [];
  return {
    plugins: [crx({ manifest: built as ManifestV3Export, browser }), webAccessibleResources(browser)],
    // public/ holds the engine's data and the icons; the data is emitted by the engine's
    // `new URL(..., import.meta.url)` references, the icons by the manifest.
    publicDir: false,
    // The engine picks its platform providers at run time; pages must never bundle the Node ones.
    resolve: {
      alias: [
        ...platformAliases,
        { find: /^\.\/platform\/node\.js$/, replacement: fileURLToPath(new URL('./src/engine/platform/browser.ts', import.meta.url)) },
        { find: /^\.\/decode-node\.js$/, replacement: fileURLToPath(new URL('./src/engine/imaging/decode-node.browser.ts', import.meta.url)) },
        // Popup and panel import the components but call the offscreen document: no engine worker of their own.
        {
          find: /^\.\/engine-worker\/start-worker\.js$/,
          replacement: fileURLToPath(new URL('./src/components/base/engine-worker/start-worker.extension.ts', import.meta.url)),
        },
      ],
    },
    build: {
      outDir: browser === 'firefox' ? 'dist-firefox' : 'dist',
      emptyOutDir: true,
      target: browser === 'firefox' ? 'firefox140' : 'chrome116',
      // Extension pages that the manifest does not name must be entries themselves.
      rolldownOptions: {
        input: {
          ...(browser === 'chrome' ? { offscreen: 'src/extension/offscreen/offscreen.html' } : {}),
          panel: 'src/extension/panel/panel.html',
        },
        output: { assetFileNames },
      },
      chunkSizeWarningLimit: 2_000,
    },
    server: { port: 5175, strictPort: false, hmr: false },
  };
});
