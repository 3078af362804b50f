import '../setup.js';
import browser from 'webextension-polyfill';
import { dispatch, type Handlers } from '../messages.js';
import { recipeFromJsonLd } from '../recipe/json-ld.js';
import { recipeFromMicrodata } from '../recipe/microdata.js';
import { openPanel, closePanel } from './panel-host.js';

/*
 * Injected on demand (scripting.executeScript after a menu click, under activeTab): reads the
 * selection or the page's recipe, and hosts the result panel. Injected again on every click,
 * so it registers its listener once per page.
 */

const FLAG = '__nutriKitContent';
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
      openPanel(message.panelUrl, message.anchor);
      return true;
    },
    'panel-close': async () => {
      closePanel();
      return true;
    },
  };
  browser.runtime.onMessage.addListener((message: unknown, sender: unknown) => dispatch('content', handlers, message, sender));
}
