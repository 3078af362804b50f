/**
 * Registers a custom element unless the tag is taken. Two copies of the kit on one page (a
 * bundle and a per-component import, or two versions) must not throw "already defined": the
 * first definition wins and the second copy quietly uses it.
 */
export function define(tag: string, constructor: CustomElementConstructor): void {
  if (typeof customElements === 'undefined') return;
  if (customElements.get(tag)) return;
  customElements.define(tag, constructor);
}
