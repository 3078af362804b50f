import '../setup.js';
import browser from 'webextension-polyfill';
import '../../components/index.js';
import type { NutriConfig } from '../../components/nutri-config/nutri-config.js';
import type { NutriResult } from '../../components/nutri-result/nutri-result.js';
import type { HistoryEntry } from '../history.js';
import { clearHistory, loadHistory, watchHistory } from '../history-store.js';
import { followSettings } from '../page-settings.js';
import type { Settings } from '../settings.js';
import { historyLine } from './history-line.js';
import { recordFixes } from '../history-fix.js';

/*
 * The toolbar popup: the describe box (its calls go through the service worker, which also
 * records them), the last results (click to reopen, clearable) and a link to the settings.
 */

const config = document.getElementById('config') as NutriConfig;
const list = document.getElementById('history') as HTMLOListElement;
const empty = document.getElementById('history-empty')!;
const clear = document.getElementById('clear') as HTMLButtonElement;
const reopened = document.getElementById('reopened')!;
const reopenedCard = document.getElementById('reopened-card')!;
const back = document.getElementById('back') as HTMLButtonElement;

let units: Settings['units'] = 'kcal';
let entries: HistoryEntry[] = [];

document.getElementById('options-link')!.addEventListener('click', (event) => {
  event.preventDefault();
  void browser.runtime.openOptionsPage();
});

function render(): void {
  empty.hidden = entries.length > 0;
  clear.hidden = entries.length === 0;
  list.replaceChildren(...entries.map((entry) => {
    const item = document.createElement('li');
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'history-item';
    const line = historyLine(entry, units);
    button.setAttribute('aria-label', line.label);
    const name = Object.assign(document.createElement('span'), { className: 'name', textContent: line.name });
    const energy = Object.assign(document.createElement('span'), { className: 'energy', textContent: line.energy });
    const meta = Object.assign(document.createElement('span'), { className: 'meta', textContent: line.meta });
    button.append(name, energy, meta);
    button.addEventListener('click', () => reopen(entry));
    item.append(button);
    return item;
  }));
}

function reopen(entry: HistoryEntry): void {
  const card = document.createElement('nutri-result') as NutriResult;
  card.result = entry.result;
  recordFixes(card, () => entry.id);
  reopenedCard.replaceChildren(card);
  reopened.hidden = false;
  back.focus();
  reopened.scrollIntoView({ block: 'start' });
}

back.addEventListener('click', () => {
  reopened.hidden = true;
  reopenedCard.replaceChildren();
});

clear.addEventListener('click', async () => {
  await clearHistory();
  entries = [];
  render();
});

// The describe box's answer was recorded by the service worker: its entry is the newest one
// with that result, and a Fix of the card replaces it.
let describedId: string | undefined;
const describe = document.getElementById('describe')!;
describe.addEventListener('nutri-result', (event) => {
  if (event.composedPath().some((target) => (target as Element).localName === 'nutri-fix-food')) return;
  const said = JSON.stringify((event as CustomEvent).detail);
  void loadHistory().then((latest) => {
    describedId = latest.find((entry) => JSON.stringify(entry.result) === said)?.id;
  });
});
recordFixes(describe, () => describedId);

watchHistory((next) => {
  entries = next;
  render();
});

// nutri-config must hold the routed client before the describe box can be used.
void followSettings(config, (settings) => {
  units = settings.units;
  render();
}).then(async () => {
  entries = await loadHistory();
  render();
  document.body.dataset.ready = 'true';
});
