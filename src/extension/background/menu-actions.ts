import browser, { type Menus, type Tabs } from 'webextension-polyfill';
import { NutritionApiError } from '../../api/index.js';
import { menuItem, type MenuId } from '../menus.js';
import { ImageFacts, SelectionFacts, unwrapReply, type Job, type Message } from '../messages.js';
import { selectionFacts } from '../selection.js';
import { imagePixels } from './image-pixels.js';
import { Recipe } from '../recipe/recipe.js';
import { createJob } from './jobs.js';
import contentScript from '../content/page.iife.ts?script';

/** How each menu item turns a click into a job; the image item will add one entry. */
const jobFor: Record<MenuId, (info: Menus.OnClickData, target: Target, tab: Tabs.Tab) => Promise<Job>> = {
  'nutri-selection': async (info, target) => {
    // The page's own selection keeps line breaks; info.selectionText collapses them.
    // Only its length when it is over the bound: the panel then says so, and nothing is analysed.
    const read = SelectionFacts.parse(await sendToPage<unknown>(target, { type: 'selection-read' }));
    const selection = read.length > 0 ? read : selectionFacts(info.selectionText ?? '');
    return { kind: 'text', text: selection.text, selectedChars: selection.length, pageUrl: info.pageUrl };
  },
  'nutri-recipe': async (info, target) => {
    const recipe = Recipe.nullable().parse(await sendToPage<unknown>(target, { type: 'recipe-extract' }));
    return { kind: 'recipe', recipe, pageUrl: info.pageUrl };
  },
  'nutri-image': async (info, target, tab) => {
    const srcUrl = info.srcUrl ?? '';
    if (!srcUrl) throw new NutritionApiError('invalidRequest', 'The menu was used on something that is not an image with a source.');
    const facts = ImageFacts.parse(await sendToPage<unknown>(target, { type: 'image-read', srcUrl }));
    // The page's own recipe picture means "this recipe": per serving, from its ingredients.
    if (facts.recipe) return { kind: 'recipe', recipe: facts.recipe, pageUrl: info.pageUrl };
    return { kind: 'image', imageData: await imagePixels(facts, srcUrl, tab), words: facts.words, pageUrl: info.pageUrl };
  },
};

interface Target {
  tabId: number;
  frameId: number;
}

/** A menu click: read what is needed from the page, store the job, open the panel there. */
export async function startFromMenu(info: Menus.OnClickData, tab: Tabs.Tab | undefined): Promise<void> {
  const item = menuItem(info.menuItemId);
  if (!item) throw new NutritionApiError('invalidRequest', `Unknown menu item "${String(info.menuItemId)}"`);
  if (tab?.id === undefined || tab.id < 0) throw new NutritionApiError('invalidRequest', 'The menu was used outside a tab');
  // A recipe is a whole-page thing: read it from the top frame; a selection lives in its own frame.
  const target: Target = { tabId: tab.id, frameId: item.id === 'nutri-recipe' ? 0 : (info.frameId ?? 0) };
  await browser.scripting.executeScript({ target: { tabId: target.tabId, frameIds: [target.frameId] }, files: [contentScript] });
  const job = await jobFor[item.id](info, target, tab);
  const jobId = await createJob(job);
  await sendToPage(target, { type: 'panel-open', jobId, anchor: item.anchor });
}

async function sendToPage<T>(target: Target, message: Message): Promise<T> {
  const reply = await browser.tabs.sendMessage(target.tabId, message, { frameId: target.frameId });
  return unwrapReply<T>(reply, message.type);
}
