import '../src/components/index.js';
import type { NutriConfig } from '../src/components/nutri-config/nutri-config.js';
import type { NutriFixFood } from '../src/components/nutri-fix-food/nutri-fix-food.js';
import type { RatedFoodResult } from '../src/api/index.js';

const config = document.querySelector<NutriConfig>('#config')!;
const controls = document.querySelector<HTMLFormElement>('#controls')!;
const keyLabel = controls.querySelector<HTMLLabelElement>('.key')!;

/** The page follows the components' theme so the demo is judged on a matching background. */
function applySettings() {
  const data = new FormData(controls);
  const theme = String(data.get('theme')) as 'auto' | 'light' | 'dark';
  config.theme = theme;
  document.documentElement.dataset.theme = theme;
  config.units = String(data.get('units')) as 'kcal' | 'kJ';
  const service = data.get('engine') === 'service';
  keyLabel.hidden = !service;
  // "This server": the page is served by `npm start` next to /v4 on the same origin.
  config.engine = service ? 'service' : 'embedded';
  config.baseUrl = service ? new URL('/', location.href).href : undefined;
  config.apiKey = service ? String(data.get('key') ?? '') || undefined : undefined;
}
controls.addEventListener('input', applySettings);
applySettings();

// Settings may come in the URL, for links and for the screenshot script (?theme=dark).
const params = new URLSearchParams(location.search);
for (const name of ['theme', 'units'] as const) {
  const value = params.get(name);
  const input = value && controls.querySelector<HTMLInputElement>(`input[name="${name}"][value="${CSS.escape(value)}"]`);
  if (input) {
    input.checked = true;
    applySettings();
  }
}

const log = document.querySelector('#log')!;
for (const type of ['nutri-analysis-start', 'nutri-result', 'nutri-error', 'nutri-cancel', 'nutri-image', 'nutri-servings-change', 'nutri-label-scan'] as const) {
  document.addEventListener(type, (event) => {
    const detail = (event as CustomEvent).detail as Record<string, unknown>;
    const item = document.createElement('li');
    const name = document.createElement('strong');
    name.textContent = type;
    const summary = document.createElement('span');
    summary.textContent = summarize(type, detail);
    item.append(name, summary);
    log.prepend(item);
    while (log.children.length > 8) log.lastElementChild!.remove();
  });
}

function summarize(type: string, detail: Record<string, unknown>): string {
  switch (type) {
    case 'nutri-result':
      return `${String(detail.name)}: ${String(detail.calories)} kcal × ${String(detail.servings)}`;
    case 'nutri-error':
      return `${String(detail.error)}: ${String(detail.message)}`;
    case 'nutri-image':
      return `${String(detail.width)}×${String(detail.height)} ${String(detail.type)}, ${Math.round(Number(detail.bytes) / 1024)} KiB`;
    case 'nutri-servings-change':
      return `${String(detail.servings)} servings`;
    case 'nutri-analysis-start':
      return String(detail.operation);
    default:
      return '';
  }
}

// <nutri-fix-food> corrects the latest analysis of <nutri-describe>, else the sample result.
const fix = document.querySelector<NutriFixFood>('#fix')!;
fix.food = JSON.parse(document.querySelector('#sample')!.getAttribute('result')!) as RatedFoodResult;
document.querySelector('#describe')!.addEventListener('nutri-result', (event) => {
  fix.food = (event as CustomEvent<RatedFoodResult>).detail;
});

// The token table is read from the live elements, so it cannot drift from the stylesheet.
const tokens = [
  'bg', 'surface', 'text', 'muted', 'border', 'accent', 'on-accent', 'accent-soft', 'danger',
  'protein', 'carbs', 'fat', 'alcohol', 'good', 'fair', 'poor', 'track',
];
const body = document.querySelector('#tokens tbody')!;
const probes = (['light', 'dark'] as const).map((theme) => {
  const probe = document.createElement('nutri-macros');
  probe.theme = theme;
  probe.hidden = true;
  document.body.append(probe);
  return probe;
});
await Promise.all(probes.map((probe) => probe.updateComplete));
for (const token of tokens) {
  const row = body.insertRow();
  const name = row.insertCell();
  name.innerHTML = `<code>--nutri-color-${token}</code>`;
  for (const probe of probes) {
    const value = getComputedStyle(probe).getPropertyValue(`--_${token}`).trim();
    const cell = row.insertCell();
    cell.innerHTML = `<span class="swatch" style="background:${value}"></span><code>${value}</code>`;
  }
}

// "Scan the label" on any result (a pack found by its photo or barcode) leads to the label scanner.
document.addEventListener('nutri-label-scan', () => {
  const scanner = document.querySelector<HTMLElement>('#scan-label')!;
  scanner.scrollIntoView({ behavior: 'smooth', block: 'start' });
  scanner.focus();
});
