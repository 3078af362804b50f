import { LitElement } from 'lit';
import { property } from 'lit/decorators.js';
import type { NutritionApi } from '../../api/index.js';
import { baseStyles } from './tokens.styles.js';
import { embeddedApi, type PartialApi } from './embedded-engine.js';
import { CONFIG_TAG, findConfigElement, isConfigSource, type ConfigSource } from './config-source.js';
import type { NutriEventMap, NutriEventName } from './events.js';
import type { EnergyUnit } from './format.js';
import type { Theme } from './theme.js';

/**
 * The base of every nutri-kit element: design tokens and themes, typed events, and the API
 * lookup (the `client` property, else the nearest `<nutri-config>`, else the embedded engine).
 */
export class NutriElement extends LitElement {
  static override styles = [baseStyles];

  /**
   * The NutritionApi to use (a client from `createClient()`, or an engine's `api`). Overrides
   * any `<nutri-config>`.
   */
  @property({ attribute: false }) client?: PartialApi | NutritionApi;

  /** `light`, `dark`, or `auto` (follows `prefers-color-scheme`); else the nearest `<nutri-config>`'s. */
  @property({ reflect: true }) theme?: Theme;

  /** Energy unit: `kcal` or `kJ`; else the nearest `<nutri-config>`'s, else kcal. */
  @property({ reflect: true }) units?: EnergyUnit;

  private config?: ConfigSource;
  private unsubscribe?: () => void;

  override connectedCallback(): void {
    super.connectedCallback();
    this.attachConfig();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    this.config = undefined;
  }

  /** The theme in effect: this element's, else its configuration's, else auto. */
  get effectiveTheme(): Theme {
    return this.theme ?? this.config?.theme ?? 'auto';
  }

  /** The energy unit in effect: this element's, else its configuration's, else kcal. */
  get effectiveUnits(): EnergyUnit {
    return this.units ?? this.config?.units ?? 'kcal';
  }

  protected override willUpdate(changed: Map<PropertyKey, unknown>): void {
    super.willUpdate(changed);
    // A styling hook for the token blocks in baseStyles; `theme` stays what the page set.
    this.setAttribute('data-theme', this.effectiveTheme);
  }

  /** Fires a kit event: bubbling and composed, so it leaves shadow roots. */
  emit<K extends NutriEventName>(name: K, detail: NutriEventMap[K], init: Omit<CustomEventInit, 'detail'> = {}): boolean {
    const event = new CustomEvent(name, { bubbles: true, composed: true, cancelable: false, ...init, detail });
    return this.dispatchEvent(event);
  }

  /**
   * The API to call for an analysis. Resolved at call time so that a `<nutri-config>` change
   * (or a `client` set later) applies to the next analysis without a reload.
   */
  async resolveApi(): Promise<PartialApi> {
    if (this.client) return this.client;
    const config = this.config ?? this.findConfig();
    if (config) return config.resolveApi();
    return embeddedApi();
  }

  private findConfig(): ConfigSource | undefined {
    const element = findConfigElement(this);
    return isConfigSource(element) ? element : undefined;
  }

  private attachConfig(): void {
    const element = findConfigElement(this);
    if (!element) return;
    if (isConfigSource(element)) {
      this.subscribeTo(element);
      return;
    }
    // The config's definition may load after ours (per-component imports in any order).
    void customElements.whenDefined(CONFIG_TAG).then(() => {
      if (this.isConnected && !this.config && findConfigElement(this) === element && isConfigSource(element)) {
        this.subscribeTo(element);
      }
    });
  }

  private subscribeTo(config: ConfigSource): void {
    this.config = config;
    this.unsubscribe = config.subscribe(() => this.requestUpdate());
    this.requestUpdate();
  }
}
