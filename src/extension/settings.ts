import { z } from 'zod';
import { LANGUAGES } from '../engine/language/codes.js';

/*
 * The extension's settings, in storage.local under one key. Every part reads them when it needs
 * them (the service worker keeps nothing in memory) and pages follow storage.onChanged, so a
 * change applies at once everywhere.
 */

export const Settings = z.object({
  /** Where analyses run: the engine inside the extension, or a v4 service. */
  engine: z.enum(['embedded', 'remote']).default('embedded'),
  /** The v4 service's base URL, used when engine is "remote". */
  serviceUrl: z.string().max(2_000).default(''),
  /** Sent as a bearer token to the v4 service; never leaves extension storage otherwise. */
  apiKey: z.string().max(500).default(''),
  /**
   * Barcodes the built-in product index lacks are looked up on Open Food Facts. Off until the
   * person turns it on: the code leaves the device (privacy).
   */
  onlineLookups: z.boolean().default(false),
  /** An OpenAI-compatible vision provider for dishes in photos (DESIGN.md); empty: none. */
  visionUrl: z.string().max(2_000).default(''),
  visionModel: z.string().max(200).default(''),
  visionKey: z.string().max(500).default(''),
  /**
   * The browser's built-in model (Chrome's Prompt API) names dishes in photos when no vision
   * provider is set, on this device. On by default where the browser has one; the off switch.
   */
  onDeviceModel: z.boolean().default(true),
  /**
   * The language meal text and recipes are read in by the embedded engine: 'auto' detects it
   * from each text (docs/languages.md); a language reads every text that way ('en': English only).
   */
  language: z.enum(['auto', ...LANGUAGES]).default('auto'),
  units: z.enum(['kcal', 'kJ']).default('kcal'),
  theme: z.enum(['auto', 'light', 'dark']).default('auto'),
});
export type Settings = z.infer<typeof Settings>;

export const SETTINGS_KEY = 'settings';

export const defaultSettings: Settings = Settings.parse({});

/** Whatever is stored (nothing, an older shape, a hand-edited value) reads as valid settings. */
export function readSettings(stored: unknown): Settings {
  const parsed = Settings.safeParse(stored ?? {});
  if (parsed.success) return parsed.data;
  // Keep the members that are still valid, drop the rest to their defaults.
  const merged: Record<string, unknown> = {};
  const source = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  for (const [key, schema] of Object.entries(Settings.shape)) {
    const member = schema.safeParse(source[key]);
    if (member.success) merged[key] = member.data;
  }
  return Settings.parse(merged);
}

/** The embedded engine's configuration from the settings (the names DESIGN.md gives everywhere). */
export function engineConfigOf(settings: Settings): { offline: boolean; onDeviceModel: boolean; language?: Settings['language']; vision?: { url: string; model: string; key?: string } } {
  const url = settings.visionUrl.trim();
  const model = settings.visionModel.trim();
  const key = settings.visionKey.trim();
  return {
    offline: !settings.onlineLookups,
    onDeviceModel: settings.onDeviceModel,
    language: settings.language,
    ...(isHttpUrl(url) && model ? { vision: { url, model, ...(key ? { key } : {}) } } : {}),
  };
}

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}
