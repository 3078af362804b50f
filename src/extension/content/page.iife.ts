import '../setup.js';
import browser from 'webextension-polyfill';
import type { Handlers } from '../messages.js';
import { listen } from '../listen.js';
import { PAGES } from '../paths.js';
import { selectionFacts } from '../selection.js';
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
    // Cleaned and bounded here: a selection of a whole page must not cross into the extension.
    'selection-read': async () => selectionFacts(window.getSelection()?.toString() ?? ''),
    'recipe-extract': async () => {
      const blocks = [...document.querySelectorAll('script[type="application/ld+json" i]')].map((script) => script.textContent ?? '');
      return recipeFromJsonLd(blocks) ?? recipeFromMicrodata(document);
    },
    'panel-open': async (message) => {
      // The URL is made here: with use_dynamic_url, runtime.getURL gives this session's address.
      openPanel(browser.runtime.getURL(`${PAGES.panel}?job=${encodeURIComponent(message.jobId)}`), message.anchor, lastImage?.deref());
      return true;
    },
    'image-read': async ({ srcUrl }) => {
      const image = findImage(srcUrl);
      lastImage = image ? new WeakRef(image) : undefined;
      const blocks = [...document.querySelectorAll('script[type="application/ld+json" i]')].map((script) => script.textContent ?? '');
      const recipe = recipeFromJsonLd(blocks) ?? recipeFromMicrodata(document);
      const rect = image?.getBoundingClientRect();
      return {
        // The page's title and recipe name count too: a photo with no words of its own is often the post's dish.
        words: imageWords(image, recipe?.name),
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
  // Only the service worker may ask (tabs.sendMessage); anything else is ignored and logged.
  listen('content', handlers);
}
