import '../setup.js';
import browser from 'webextension-polyfill';
import type { Settings } from '../settings.js';
import { LANGUAGES } from '../../engine/language/codes.js';
import { loadSettings, saveSettings, watchSettings } from '../settings-store.js';
import { checkConnection } from './connection-check.js';
import { checkVision } from './vision-check.js';
import { createOnDeviceView } from './on-device-model.js';

/*
 * The options page. Every control saves on change (settings apply at once everywhere through
 * storage.onChanged); a remote service can be tested and, if wanted, reached without CORS
 * through an optional host permission asked for at that moment.
 */

const form = document.getElementById('settings') as HTMLFormElement;
const serviceUrl = document.getElementById('service-url') as HTMLInputElement;
const apiKey = document.getElementById('api-key') as HTMLInputElement;
const units = document.getElementById('units') as HTMLSelectElement;
const theme = document.getElementById('theme') as HTMLSelectElement;
const remoteFields = document.getElementById('remote-fields')!;
const testButton = document.getElementById('test') as HTMLButtonElement;
const grantButton = document.getElementById('grant') as HTMLButtonElement;
const report = document.getElementById('test-result')!;
const saved = document.getElementById('saved')!;
const onlineLookups = document.getElementById('online-lookups') as HTMLInputElement;
const visionUrl = document.getElementById('vision-url') as HTMLInputElement;
const visionModel = document.getElementById('vision-model') as HTMLInputElement;
const visionKey = document.getElementById('vision-key') as HTMLInputElement;
const visionTest = document.getElementById('vision-test') as HTMLButtonElement;
const visionGrant = document.getElementById('vision-grant') as HTMLButtonElement;
const visionReport = document.getElementById('vision-result')!;
const onDeviceModel = document.getElementById('on-device-model') as HTMLInputElement;
const language = document.getElementById('language') as HTMLSelectElement;
const onDevice = createOnDeviceView({
  section: document.getElementById('on-device')!,
  status: document.getElementById('on-device-status')!,
  progress: document.getElementById('on-device-progress') as HTMLProgressElement,
  download: document.getElementById('on-device-download') as HTMLButtonElement,
});

const LANGUAGE_CHOICES = ['auto', ...LANGUAGES] as const;

function show(settings: Settings): void {
  document.documentElement.dataset.theme = settings.theme;
  for (const radio of form.querySelectorAll<HTMLInputElement>('input[name="engine"]')) radio.checked = radio.value === settings.engine;
  // Do not overwrite what the person is typing.
  if (document.activeElement !== serviceUrl) serviceUrl.value = settings.serviceUrl;
  if (document.activeElement !== apiKey) apiKey.value = settings.apiKey;
  onlineLookups.checked = settings.onlineLookups;
  onDeviceModel.checked = settings.onDeviceModel;
  onDevice.setEnabled(settings.onDeviceModel);
  for (const [input, value] of [[visionUrl, settings.visionUrl], [visionModel, settings.visionModel], [visionKey, settings.visionKey]] as const) {
    if (document.activeElement !== input) input.value = value;
  }
  units.value = settings.units;
  language.value = settings.language;
  theme.value = settings.theme;
  remoteFields.setAttribute('aria-disabled', String(settings.engine !== 'remote'));
}

function readForm(): Partial<Settings> {
  const engine = form.querySelector<HTMLInputElement>('input[name="engine"]:checked')?.value;
  return {
    engine: engine === 'remote' ? 'remote' : 'embedded',
    serviceUrl: serviceUrl.value.trim(),
    apiKey: apiKey.value.trim(),
    onlineLookups: onlineLookups.checked,
    visionUrl: visionUrl.value.trim(),
    visionModel: visionModel.value.trim(),
    visionKey: visionKey.value.trim(),
    onDeviceModel: onDeviceModel.checked,
    units: units.value === 'kJ' ? 'kJ' : 'kcal',
    language: languageChoice(language.value),
    theme: theme.value === 'dark' || theme.value === 'light' ? theme.value : 'auto',
  };
}

function languageChoice(value: string): Settings['language'] {
  return (LANGUAGE_CHOICES as readonly string[]).includes(value) ? (value as Settings['language']) : 'auto';
}

async function save(): Promise<void> {
  const settings = await saveSettings(readForm());
  saved.textContent = settings.engine === 'remote'
    ? `Saved. Analyses now go to ${settings.serviceUrl || '(no URL yet)'}.`
    : 'Saved. Analyses run in the extension.';
}

form.addEventListener('change', () => void save());
form.addEventListener('submit', (event) => event.preventDefault());

function originPattern(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? `${parsed.protocol}//${parsed.hostname}/*` : undefined;
  } catch {
    return undefined;
  }
}

/** Asks for the optional host permission of `url`'s origin (in the click's user gesture). */
async function grantOrigin(url: string, report: (ok: boolean, message: string) => void, what: string): Promise<void> {
  const pattern = originPattern(url);
  if (!pattern) {
    report(false, `Enter the ${what} URL first.`);
    return;
  }
  const granted = await browser.permissions.request({ origins: [pattern] }).catch(() => false);
  report(granted, granted
    ? `The extension may now reach ${pattern.replace('/*', '')} directly (no CORS needed).`
    : `Access was not granted; the ${what} must then allow this extension’s origin through CORS.`);
}

visionGrant.addEventListener('click', () => void grantOrigin(visionUrl.value, (ok, message) => setVisionReport(ok, message), 'vision API'));

visionTest.addEventListener('click', async () => {
  await save();
  visionTest.disabled = true;
  setVisionReport(undefined, 'Testing… (a local model may take a while to load)');
  try {
    const result = await checkVision({ url: visionUrl.value, model: visionModel.value, key: visionKey.value });
    setVisionReport(result.ok, result.message);
  } finally {
    visionTest.disabled = false;
  }
});

function setVisionReport(ok: boolean | undefined, message: string): void {
  visionReport.textContent = message;
  if (ok === undefined) delete visionReport.dataset.ok;
  else visionReport.dataset.ok = String(ok);
}

grantButton.addEventListener('click', async () => {
  const pattern = originPattern(serviceUrl.value);
  if (!pattern) {
    setReport(false, 'Enter the service URL first.');
    return;
  }
  // Must run in the click's user gesture: Chrome asks the person.
  const granted = await browser.permissions.request({ origins: [pattern] }).catch(() => false);
  setReport(granted, granted
    ? `The extension may now reach ${pattern.replace('/*', '')} directly (no CORS needed).`
    : 'Access was not granted; the service must then allow this extension’s origin through CORS.');
});

testButton.addEventListener('click', async () => {
  await save();
  testButton.disabled = true;
  setReport(undefined, 'Testing…');
  try {
    const result = await checkConnection(serviceUrl.value, apiKey.value, { origin: location.origin });
    setReport(result.ok, result.message, result.problem);
  } finally {
    testButton.disabled = false;
  }
});

function setReport(ok: boolean | undefined, message: string, problem?: string): void {
  report.textContent = message;
  if (ok === undefined) delete report.dataset.ok;
  else report.dataset.ok = String(ok);
  if (problem) report.dataset.problem = problem;
  else delete report.dataset.problem;
}

watchSettings(show);
void loadSettings().then(async (settings) => {
  show(settings);
  await onDevice.refresh();
  document.body.dataset.ready = 'true';
});
