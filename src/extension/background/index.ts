import '../setup.js';
import browser from 'webextension-polyfill';
import { NutritionApiError } from '../../api/index.js';
import type { Handlers } from '../messages.js';
import { listen } from '../listen.js';
import { menuItems } from '../menus.js';
import { addToHistory } from '../history-store.js';
import { callOperation } from './api-router.js';
import { cancelJob, runJob } from './jobs.js';
import { startFromMenu } from './menu-actions.js';

/*
 * The service worker: menus, routing, nothing remembered. Chrome stops it when idle, so every
 * listener is registered synchronously at the top level and every fact lives in storage.
 */

browser.runtime.onInstalled.addListener(async () => {
  await browser.contextMenus.removeAll();
  for (const item of menuItems) {
    browser.contextMenus.create({ id: item.id, title: item.title, contexts: item.contexts });
  }
});

browser.contextMenus.onClicked.addListener((info, tab) => {
  void startFromMenu(info, tab).catch((error: unknown) => {
    // Pages the extension may not touch (chrome://, the Web Store) cannot show a panel.
    console.warn(`nutri-kit: ${info.menuItemId} could not start:`, error instanceof Error ? error.message : error);
  });
});

const handlers: Handlers<'background'> = {
  'api-call': async (message) => {
    const result = await callOperation(message.operation, message.data);
    if (message.operation === 'describeMeal' && result && 'healthRating' in result && result.healthRating) {
      const text = (message.data as { text: string }).text;
      await addToHistory({ source: 'popup', input: text, result: result as never });
    }
    return result;
  },
  'analyze-job': (message) => runJob(message.jobId),
  'cancel-job': async (message) => {
    cancelJob(message.jobId);
    return null;
  },
};

// Only the extension's own pages may ask; content scripts and anything else are ignored and logged.
listen('background', handlers);

// Never leave a failure unexplained in the worker's console as a bare rejection.
self.addEventListener('unhandledrejection', (event) => {
  const reason = (event as PromiseRejectionEvent).reason;
  if (reason instanceof NutritionApiError) console.warn('nutri-kit:', reason.code, reason.message);
});
