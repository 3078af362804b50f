import '../setup.js';
import browser from 'webextension-polyfill';
import { dispatch, type Handlers } from '../messages.js';
import { recipeFromJsonLd } from '../recipe/json-ld.js';
import { recipeFromMicrodata } from '../recipe/microdata.js';
import { openPanel, closePanel } from './panel-host.js';
import { findImage, imageWords, readPixels } from './image-facts.js';

/*
 * Injected on demand (scripting.executeScript after a menu click, under activeTab): reads the
 * selection or the page's recipe, and hosts the result panel. Injected again on every click,
 * so it registers its listener once per page.
 */

const FLAG = '__nutriKitContent';
/** The image of the last image menu click, so its panel opens beside it. */
let lastImage: WeakRef<Element> | undefined;
const scope = globalThis as typeof globalThis & { [FLAG]?: true };

if (!scope[FLAG]) {
  scope[FLAG] = true;
  const handlers: Handlers<'content'> = {
    'selection-read': async () => window.getSelection()?.toString() ?? '',
    'recipe-extract': async () => {
      const blocks = [...document.querySelectorAll('script[type="application/ld+json" i]')].map((script) => script.textContent ?? '');
      return recipeFromJsonLd(blocks) ?? recipeFromMicrodata(document);
    },
    'panel-open': async (message) => {
      openPanel(message.panelUrl, message.anchor, lastImage?.deref());
      return true;
    },
    'image-read': async ({ srcUrl }) => {
      const image = findImage(srcUrl);
      lastImage = image ? new WeakRef(image) : undefined;
      const blocks = [...document.querySelectorAll('script[type="application/ld+json" i]')].map((script) => script.textContent ?? '');
      const recipe = recipeFromJsonLd(blocks) ?? recipeFromMicrodata(document);
      const rect = image?.getBoundingClientRect();
      return {
        words: image ? imageWords(image) : '',
        dataUrl: await readPixels(srcUrl),
        rect: rect ? { x: rect.x, y: rect.y, width: rect.width, height: rect.height } : null,
        devicePixelRatio: window.devicePixelRatio || 1,
        recipe: recipe && recipe.images.includes(srcUrl) ? recipe : null,
      };
    },
    'panel-close': async () => {
      closePanel();
      return true;
    },
  };
  browser.runtime.onMessage.addListener((message: unknown, sender: unknown) => dispatch('content', handlers, message, sender));
}
