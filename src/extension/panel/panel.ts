import '../setup.js';
import browser from 'webextension-polyfill';
import '../../components/index.js';
import type { NutriConfig } from '../../components/nutri-config/nutri-config.js';
import type { NutriResult } from '../../components/nutri-result/nutri-result.js';
import { JobAnswer, unwrapReply, type MessageOf } from '../messages.js';
import { followSettings } from '../page-settings.js';
import { PANEL_MESSAGE, type PanelMessage } from './panel-protocol.js';
import { recipeNote } from './recipe-note.js';
import { recordFixes } from '../history-fix.js';
import { describeOffer, imageJobWords, NOTHING_NAMED } from './describe-offer.js';
import { builtInModelState, recogniserLines } from './recognisers.js';

/*
 * The in-page panel (an iframe the content script puts in a closed shadow root). It shows
 * progress at once, asks the service worker for its job's answer, and shows the card.
 */

const content = document.getElementById('content')!;
const closeButton = document.getElementById('close') as HTMLButtonElement;

function tellHost(message: PanelMessage): void {
  // The host checks that the sender is its own iframe; the target origin is the page's, unknown here.
  window.parent.postMessage(message, '*');
}

const close = () => {
  // Closing stops the job's work too (the on-device model's prompt); the answer is not wanted.
  void browser.runtime.sendMessage({ type: 'cancel-job', jobId: new URLSearchParams(location.search).get('job') ?? '' } satisfies MessageOf<'cancel-job'>).catch(() => undefined);
  tellHost({ type: PANEL_MESSAGE.close });
};
closeButton.addEventListener('click', close);
window.addEventListener('keydown', (event) => {
  if (event.key === 'Escape') {
    event.preventDefault();
    close();
  }
});

new ResizeObserver(() => {
  tellHost({ type: PANEL_MESSAGE.size, height: document.body.getBoundingClientRect().height });
}).observe(document.body);

// Focus moves into the panel as soon as it is shown, so the keyboard (and Esc) works at once.
window.addEventListener('focus', () => {
  if (!document.activeElement || document.activeElement === document.body) closeButton.focus();
});
closeButton.focus();

async function run(): Promise<void> {
  const config = document.createElement('nutri-config') as NutriConfig;
  const settings = await followSettings(config);
  const jobId = new URLSearchParams(location.search).get('job') ?? '';
  const message: MessageOf<'analyze-job'> = { type: 'analyze-job', jobId };
  try {
    const answer = JobAnswer.parse(unwrapReply(await browser.runtime.sendMessage(message), 'analyze-job'));
    const card = document.createElement('nutri-result') as NutriResult;
    card.headingLevel = 2;
    card.result = answer.result;
    config.append(card);
    recordFixes(card, () => answer.historyId);
    const notes = [
      ...(answer.recipe ? [recipeNote(answer.recipe, answer.result)] : []),
      ...(answer.from?.kind === 'words' ? [wordsNote(answer.from.words ?? '')] : []),
    ];
    content.replaceChildren(...notes, config);
    if (answer.recipe) {
      // The card starts at the servings the input describes (the whole pot); a recipe is read per serving.
      await card.updateComplete;
      card.setServings(1);
    }
    document.body.dataset.state = 'done';
  } catch (error) {
    const problem = document.createElement('p');
    problem.className = 'problem';
    problem.setAttribute('role', 'alert');
    problem.textContent = error instanceof Error ? error.message : String(error);
    const code = (error as { code?: string }).code ?? 'internalServerError';
    problem.dataset.code = code;
    content.replaceChildren(problem);
    // A photo nothing could name: the person's own words are the way on, starting from the page's.
    const words = NOTHING_NAMED.has(code) ? await imageJobWords(jobId).catch(() => undefined) : undefined;
    if (words !== undefined) {
      config.append(describeOffer(words, recogniserLines(settings, await builtInModelState())));
      content.append(config);
    }
    document.body.dataset.state = 'error';
  }
}

/** Says that an image's answer came from its words on the page, not from its pixels. */
function wordsNote(words: string): HTMLElement {
  const note = document.createElement('p');
  note.className = 'recipe-note from-words';
  note.textContent = `No food could be named in the picture itself, so this comes from the image’s words on the page: “${words.length > 160 ? words.slice(0, 159) + '…' : words}”.`;
  return note;
}

void run();
