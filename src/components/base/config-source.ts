import type { EnergyUnit } from './format.js';
import type { Theme } from './theme.js';
import type { PartialApi } from './embedded-engine.js';

/** What a component needs from the nearest `<nutri-config>`. */
export interface ConfigSource extends HTMLElement {
  readonly units?: EnergyUnit | undefined;
  readonly theme?: Theme | undefined;
  resolveApi(): Promise<PartialApi>;
  /** Calls `listener` whenever the configuration changes; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

export const CONFIG_TAG = 'nutri-config';

/** The parent of a node, stepping out of shadow roots to their host. */
function parentAcrossShadow(node: Node): Node | null {
  if (node.parentNode) return node.parentNode;
  return node instanceof ShadowRoot ? node.host : null;
}

/** The nearest `<nutri-config>` above `element`, crossing shadow roots; upgraded or not. */
export function findConfigElement(element: Element): HTMLElement | undefined {
  for (let node = parentAcrossShadow(element); node; node = parentAcrossShadow(node)) {
    if (node instanceof HTMLElement && node.localName === CONFIG_TAG) return node;
  }
  return undefined;
}

export function isConfigSource(element: HTMLElement | undefined): element is ConfigSource {
  return !!element && typeof (element as Partial<ConfigSource>).subscribe === 'function';
}
