import { isLanguageChoice, type LanguageChoice } from './language/codes.js';
/**
 * The engine's configuration, with the same names everywhere (DESIGN.md "The engine, composed"):
 * CLI flags and `nutri serve` (`--offline`, `--off-url`, `--vision-url`, `--vision-model`,
 * `--vision-key`), the environment (`NUTRI_*`) and the extension's options.
 */
export interface VisionConfig {
  /** Base URL of an OpenAI-compatible API, e.g. `http://127.0.0.1:11434/v1` (Ollama). */
  url: string;
  model: string;
  key?: string;
}

export interface EngineConfig {
  /** No network at all: the Open Food Facts API is never asked. */
  offline: boolean;
  /** Open Food Facts API base; lookups are `GET {offUrl}/api/v2/product/{code}`. */
  offUrl: string;
  /** A vision provider, only when configured. */
  vision?: VisionConfig;
  /**
   * The browser's on-device model (Chrome's Prompt API) names dishes where there is one and no
   * vision provider is configured; `false` is the person's off switch. Default on.
   */
  onDeviceModel: boolean;
  /** Sent to remote services, so their operators know who calls (Open Food Facts asks for it). */
  userAgent: string;
  /** The language describeMeal reads text in (`--lang`, NUTRI_LANG): 'auto' (default) detects it per text. */
  language?: LanguageChoice;
}

export const PROJECT_URL = 'https://github.com/nutri-kit/nutri-kit';
export const VERSION = '0.1.0';
export const DEFAULT_OFF_URL = 'https://world.openfoodfacts.org';

export const DEFAULT_CONFIG: Readonly<EngineConfig> = Object.freeze({
  offline: false,
  offUrl: DEFAULT_OFF_URL,
  onDeviceModel: true,
  userAgent: `nutri-kit/${VERSION} (${PROJECT_URL})`,
});

/** A partial configuration completed with the defaults; a vision provider needs both url and model. */
export function resolveConfig(partial: Partial<EngineConfig> = {}): EngineConfig {
  const config: EngineConfig = { ...DEFAULT_CONFIG, ...dropUndefined(partial) };
  config.offUrl = config.offUrl.replace(/\/+$/, '');
  if (config.vision && (!config.vision.url || !config.vision.model)) delete config.vision;
  return config;
}

const TRUE = /^(1|true|yes|on)$/i;

/** The `NUTRI_*` variables: NUTRI_OFFLINE, NUTRI_OFF_URL, NUTRI_VISION_URL, NUTRI_VISION_MODEL, NUTRI_VISION_KEY, NUTRI_LANG. */
export function configFromEnv(env: Readonly<Record<string, string | undefined>>): Partial<EngineConfig> {
  const config: Partial<EngineConfig> = {};
  if (env.NUTRI_OFFLINE !== undefined && env.NUTRI_OFFLINE !== '') config.offline = TRUE.test(env.NUTRI_OFFLINE);
  if (env.NUTRI_OFF_URL) config.offUrl = env.NUTRI_OFF_URL;
  // An unknown NUTRI_LANG is ignored (detection), like an empty one; --lang reports it.
  if (env.NUTRI_LANG && isLanguageChoice(env.NUTRI_LANG)) config.language = env.NUTRI_LANG;
  if (env.NUTRI_VISION_URL || env.NUTRI_VISION_MODEL) {
    config.vision = {
      url: env.NUTRI_VISION_URL ?? '',
      model: env.NUTRI_VISION_MODEL ?? '',
      ...(env.NUTRI_VISION_KEY ? { key: env.NUTRI_VISION_KEY } : {}),
    };
  }
  return config;
}

function dropUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
