import { LitElement, css, html, type PropertyValues } from 'lit';
import { property } from 'lit/decorators.js';
import type { NutritionApi } from '../../api/index.js';
import { embeddedApi, type PartialApi } from '../base/embedded-engine.js';
import type { ConfigSource } from '../base/config-source.js';
import type { EnergyUnit } from '../base/format.js';
import type { Theme } from '../base/theme.js';

/**
 * Without `base-url` (or with `engine="embedded"`) analysis runs in the page on the embedded
 * engine, fetched on first use. With `base-url` the elements call that v4 service, sending
 * `api-key` as a bearer token. Changes to any attribute apply to the next analysis and
 * re-render the elements inside at once.
 *
 * @tagname nutri-config
 * @summary Configures every nutri-kit element inside it: which service to call, energy units and theme.
 * @slot - The elements to configure; they may sit at any depth, also inside other shadow roots.
 */
export class NutriConfig extends LitElement implements ConfigSource {
  static override styles = css`
    :host {
      display: contents;
    }
  `;

  /** URL of a v4 service (absolute, or relative to the page, e.g. `/`). */
  @property({ attribute: 'base-url' }) baseUrl?: string;

  /** API key sent as `Authorization: Bearer <key>`. Only for keys limited to your page's origin. */
  @property({ attribute: 'api-key' }) apiKey?: string;

  /** `embedded` runs analysis in the page even when `base-url` is set. */
  @property() engine?: 'embedded' | 'service';

  /** `kcal` or `kJ` for every element inside. */
  @property({ reflect: true }) units?: EnergyUnit;

  /** `light`, `dark` or `auto` for every element inside. */
  @property({ reflect: true }) theme?: Theme;

  /** A ready NutritionApi (client or engine) for every element inside; wins over the attributes. */
  @property({ attribute: false }) client?: PartialApi | NutritionApi;

  private listeners = new Set<() => void>();
  private remote?: { key: string; api: Promise<PartialApi> };

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The API the attributes describe, built lazily: the HTTP client is loaded only when needed. */
  resolveApi(): Promise<PartialApi> {
    if (this.client) return Promise.resolve(this.client);
    if (this.engine === 'embedded' || !this.baseUrl) return embeddedApi();
    const baseUrl = new URL(this.baseUrl, document.baseURI).href;
    const key = `${baseUrl}\n${this.apiKey ?? ''}`;
    if (this.remote?.key !== key) {
      const apiKey = this.apiKey || undefined;
      this.remote = {
        key,
        api: import('../../api/client.js').then(({ createClient }) => createClient({ baseUrl, apiKey })),
      };
    }
    return this.remote.api;
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    if (changed.size > 0) for (const listener of this.listeners) listener();
  }

  protected override render() {
    return html`<slot></slot>`;
  }
}
