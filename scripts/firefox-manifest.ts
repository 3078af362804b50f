/*
 * The Firefox build's manifest, made from the one manifest.json both builds share. Firefox's
 * MV3 differs where it matters here: the background is an event page (background.scripts), there
 * are no offscreen documents (the engine runs in that page: src/extension/background/
 * engine-host.firefox.ts), and AMO needs an add-on id and the oldest Firefox it supports.
 */

/** The add-on's id on AMO; it never changes once published (storage and permissions hang on it). */
export const GECKO_ID = 'nutri-kit@nutri-kit.dev';

/**
 * The oldest Firefox this build supports: 140, the ESR before the current 153 (Debian's
 * firefox-esr, where the tests run). What the build relies on, with the release that brought it:
 * MV3 with background.scripts (109), module background scripts (112), storage.session (115),
 * optional_host_permissions (128), data_collection_permissions in the manifest (140).
 */
export const GECKO_MIN_VERSION = '140.0';

type Manifest = Record<string, unknown> & { permissions?: string[]; background?: Record<string, unknown> };

export function firefoxManifest(chrome: Manifest): Manifest {
  const { minimum_chrome_version: _chromeOnly, ...manifest } = chrome;
  const background = chrome.background as { service_worker: string; type?: string };
  return {
    ...manifest,
    background: { scripts: [background.service_worker], type: 'module' },
    // No offscreen documents in Firefox, and the permission is unknown there.
    permissions: (chrome.permissions ?? []).filter((permission) => permission !== 'offscreen'),
    browser_specific_settings: {
      gecko: {
        id: GECKO_ID,
        strict_min_version: GECKO_MIN_VERSION,
        // Nothing is sent to the authors or anyone else unless the person configures a service
        // or provider of their own in the options (docs/extension.md, Privacy).
        data_collection_permissions: { required: ['none'] },
      },
    },
  };
}
