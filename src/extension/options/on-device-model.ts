import {
  downloadOnDeviceModel, languageModelOf, onDeviceAvailability, type OnDeviceAvailability,
} from '../../engine/image/on-device-vision.js';

/*
 * The options page's view of the browser's built-in model: its state, the off switch's effect,
 * and the download. Chrome starts a download only inside a user gesture, and the engine (in the
 * offscreen document) never has one, so the download starts here, on the person's click; the
 * model is the browser's, so once it is here the engine sees it as available.
 */

export interface OnDeviceView {
  status: HTMLElement;
  progress: HTMLProgressElement;
  download: HTMLButtonElement;
  section: HTMLElement;
}

/** What the person reads for each state (switched on). */
export const ON_DEVICE_STATUS: Readonly<Record<OnDeviceAvailability, string>> = {
  available: 'Ready: this browser’s built-in model names dishes in photos, on this device.',
  downloadable: 'This browser has a built-in model that can name dishes, but it is not downloaded yet (about 4 GB, once, for every site and extension that uses it).',
  downloading: 'The built-in model is downloading. Press the button to follow its progress.',
  unavailable: 'This browser has no built-in model that reads photos on this device (it needs a recent desktop Chrome and enough memory and disk; see the extension’s documentation). Photos are read offline as before.',
};
const NO_API = 'This browser has no built-in model (Chrome’s Prompt API); photos are read offline as before.';
const SWITCHED_OFF = 'Switched off: the built-in model is never asked.';

export function createOnDeviceView(view: OnDeviceView) {
  let enabled = true;
  let state: OnDeviceAvailability | undefined;
  let downloading = false;

  const render = () => {
    const api = languageModelOf();
    view.section.setAttribute('aria-disabled', String(!enabled));
    view.download.hidden = !enabled || !api || downloading || !(state === 'downloadable' || state === 'downloading');
    view.download.textContent = state === 'downloading' ? 'Show the download’s progress' : 'Download the built-in model';
    if (!downloading) view.progress.hidden = true;
    if (downloading) return;
    view.section.dataset.state = !api ? 'no-api' : (state ?? 'checking');
    setStatus(!enabled ? SWITCHED_OFF : !api ? NO_API : state ? ON_DEVICE_STATUS[state] : 'Checking this browser’s built-in model…', state !== 'unavailable');
  };

  const setStatus = (text: string, ok: boolean | undefined) => {
    view.status.textContent = text;
    if (ok === undefined) delete view.status.dataset.ok;
    else view.status.dataset.ok = String(ok);
  };

  const refresh = async () => {
    state = await onDeviceAvailability(languageModelOf());
    render();
  };

  view.download.addEventListener('click', async () => {
    const api = languageModelOf();
    if (!api) return;
    // create() must run in this click's gesture: nothing is awaited before it.
    downloading = true;
    view.download.hidden = true;
    view.progress.hidden = false;
    view.progress.value = 0;
    view.section.dataset.state = 'downloading';
    setStatus('Downloading the built-in model… 0 %', undefined);
    try {
      await downloadOnDeviceModel(api, {
        onProgress: (loaded) => {
          view.progress.value = loaded;
          setStatus(loaded < 1 ? `Downloading the built-in model… ${Math.floor(loaded * 100)} %` : 'Downloaded; the model is being prepared…', undefined);
        },
      });
      downloading = false;
      await refresh();
    } catch (error) {
      downloading = false;
      render();
      const reason = error instanceof Error ? error.message : String(error);
      setStatus(`The download did not start or stopped: ${reason} Try again; Chrome starts it only from a click, with enough free disk space.`, false);
    }
  });

  return {
    /** The person's switch (from the settings). */
    setEnabled(next: boolean) {
      enabled = next;
      render();
    },
    refresh,
  };
}
