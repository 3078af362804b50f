import type { NutriConfig } from '../components/nutri-config/nutri-config.js';
import type { Settings } from './settings.js';
import { loadSettings, watchSettings } from './settings-store.js';
import { extensionApi } from './extension-api.js';

/**
 * Applies the settings to an extension page and keeps them applied: the page's theme, and a
 * `<nutri-config>` whose units, theme and client (calls routed through the service worker)
 * every component inside follows.
 */
export async function followSettings(config: NutriConfig | null, onChange?: (settings: Settings) => void): Promise<Settings> {
  if (config) config.client = extensionApi();
  const apply = (settings: Settings) => {
    document.documentElement.dataset.theme = settings.theme;
    if (config) {
      config.units = settings.units;
      config.theme = settings.theme;
    }
    onChange?.(settings);
  };
  watchSettings(apply);
  const settings = await loadSettings();
  apply(settings);
  return settings;
}
