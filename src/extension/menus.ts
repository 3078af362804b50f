import type { Menus } from 'webextension-polyfill';

/**
 * The context-menu items, as data: adding one (the image item that comes with scanImage) is
 * one more entry here plus its `kind` in the service worker's start table. The ids are a
 * stable surface (docs/extension.md).
 */
export interface MenuItem {
  id: 'nutri-selection' | 'nutri-recipe' | 'nutri-image';
  title: string;
  contexts: Menus.ContextType[];
  /** Where the panel opens: beside the selection, or the page's top-right corner. */
  anchor: 'selection' | 'top-right' | 'image';
}

export const menuItems: readonly MenuItem[] = [
  // %s is replaced by the selection (Chrome shortens it for the menu).
  { id: 'nutri-selection', title: 'Nutrition of “%s”', contexts: ['selection'], anchor: 'selection' },
  // Shown on every page: knowing beforehand which pages carry a Recipe would need access to all
  // of them, and the extension asks for no host access up front. A page without one says so.
  { id: 'nutri-recipe', title: 'Nutrition of this recipe', contexts: ['page'], anchor: 'top-right' },
  // A food photo, a pack's barcode or nutrition panel, or a recipe's picture.
  { id: 'nutri-image', title: 'Nutrition of this image', contexts: ['image'], anchor: 'image' },
];

export type MenuId = MenuItem['id'];

export function menuItem(id: unknown): MenuItem | undefined {
  return menuItems.find((item) => item.id === id);
}
