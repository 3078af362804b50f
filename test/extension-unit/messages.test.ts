import { describe, expect, it } from 'vitest';
import { NutritionApiError } from '../../src/api/index.js';
import { dispatch, ImageDataUrl, ImageFacts, Job, Message, senderKind, unwrapReply, receiverOf, type ExtensionIdentity, type Handlers } from '../../src/extension/messages.js';
import { PanelMessage, PANEL_MESSAGE } from '../../src/extension/panel/panel-protocol.js';
import { MAX_IMAGE_DATA_URL_CHARS } from '../../src/extension/limits.js';

const ID = 'abcdefghijklmnopabcdefghijklmnop';
const ORIGIN = `chrome-extension://${ID}`;
const self: ExtensionIdentity = { id: ID, origins: [ORIGIN, 'chrome-extension://0b3c3a5e-6a55-4c6f-9a7e-2f0b7f1f2d11'] };

/* Senders as Chrome 156 reports them to runtime.onMessage (recorded from the built extension). */
const TAB = { id: 7, url: 'https://recipes.example/soup' };
const senders = {
  worker: { id: ID, url: `${ORIGIN}/service-worker-loader.js` },
  popup: { id: ID, url: `${ORIGIN}/src/extension/popup/popup.html`, origin: ORIGIN, frameId: 0, documentId: 'D1' },
  panel: { id: ID, url: `${ORIGIN}/src/extension/panel/panel.html?job=1`, origin: ORIGIN, frameId: 5, documentId: 'D2', tab: TAB },
  content: { id: ID, url: 'https://recipes.example/soup', origin: 'https://recipes.example', frameId: 0, documentId: 'D3', tab: TAB },
  otherExtension: { id: 'zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz', url: 'chrome-extension://zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz/background.js' },
  // A content script whose page pretends to be on the extension's origin in its URL only.
  spoofedOrigin: { id: ID, url: `${ORIGIN}/x`, origin: 'https://evil.example', frameId: 0, documentId: 'D4', tab: TAB },
};

const background: Handlers<'background'> = {
  'api-call': async (message) => ({ echoed: message.operation }),
  'analyze-job': async (message) => {
    throw new NutritionApiError('invalidRequest', `job ${message.jobId} expired`);
  },
  'cancel-job': async () => null,
};
const JOB = '3b4125f3-7270-4ed2-b93d-973bfeacba41';

/** A 1×1 PNG, as bytes. */
const PNG_1x1 = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));
const pngDataUrl = `data:image/png;base64,${btoa(String.fromCharCode(...PNG_1x1))}`;

function recorder() {
  const lines: string[] = [];
  return { lines, log: (line: string) => lines.push(line) };
}

describe('the extension message union', () => {
  it('a receiver answers its own messages with the handler’s value', async () => {
    const reply = await dispatch('background', background, { type: 'api-call', operation: 'describeMeal', data: { text: 'x' } }, senders.popup, self);
    expect(reply).toEqual({ ok: true, value: { echoed: 'describeMeal' } });
  });

  it('a handler’s NutritionApiError crosses as {code, message} and is thrown again on the other side', async () => {
    const reply = await dispatch('background', background, { type: 'analyze-job', jobId: JOB }, senders.panel, self);
    expect(reply).toEqual({ ok: false, error: { code: 'invalidRequest', message: `job ${JOB} expired` } });
    expect(() => unwrapReply(reply, 'analyze-job')).toThrowError(expect.objectContaining({ code: 'invalidRequest', message: `job ${JOB} expired` }));
  });

  it('stays silent on a well-formed message meant for another part (runtime messages are broadcast)', () => {
    const { lines, log } = recorder();
    expect(dispatch('background', background, { type: 'engine-call', operation: 'describeMeal', data: {} }, senders.worker, self, log)).toBeUndefined();
    expect(dispatch('background', background, { type: 'panel-close' }, senders.worker, self, log)).toBeUndefined();
    expect(lines).toEqual([]);
  });

  it('answers an unknown type from its own pages with an error naming the known ones', async () => {
    const reply = await dispatch('background', background, { type: 'make-coffee' }, senders.popup, self, () => {});
    expect(reply?.ok).toBe(false);
    const message = (reply as { error: { message: string } }).error.message;
    expect(message).toContain('Unknown message type "make-coffee"');
    for (const type of Object.keys(receiverOf)) expect(message).toContain(type);
    const proto = await dispatch('background', background, { type: 'constructor' }, senders.popup, self, () => {});
    expect((proto as { error: { message: string } }).error.message).toContain('Unknown message type "constructor"');
  });

  it('answers a malformed message with the member at fault, and logs it', async () => {
    const { lines, log } = recorder();
    const reply = await dispatch('background', background, { type: 'api-call', operation: 'cookDinner', data: {} }, senders.popup, self, log);
    expect(reply).toMatchObject({ ok: false, error: { code: 'invalidRequest' } });
    expect((reply as { error: { message: string } }).error.message).toMatch(/"api-call" message is malformed: operation/);
    expect(lines).toHaveLength(1);
    const noType = await dispatch('content', {} as Handlers<'content'>, 'hello', senders.worker, self, log);
    expect((noType as { error: { message: string } }).error.message).toMatch(/no "type"/);
  });

  it('a missing answer is an error that says nobody handled it', () => {
    expect(() => unwrapReply(undefined, 'engine-call')).toThrowError(/Nobody answered the engine-call message/);
  });

  it('the panel protocol accepts only its two messages', () => {
    expect(PanelMessage.safeParse({ type: PANEL_MESSAGE.size, height: 300 }).success).toBe(true);
    expect(PanelMessage.safeParse({ type: PANEL_MESSAGE.size, height: -1 }).success).toBe(false);
    expect(PanelMessage.safeParse({ type: 'nutri-kit:steal' }).success).toBe(false);
  });
});

describe('who may send what', () => {
  it('in Firefox, tells the background page (a document, in no tab) from the popup and the panel', () => {
    const UUID = 'moz-extension://6d1f4a52-52b5-4c1f-9a47-8f5c2b7a0c11';
    const firefox: ExtensionIdentity = { id: 'nutri-kit@nutri-kit.dev', origins: [UUID], backgroundPage: `${UUID}/_generated_background_page.html` };
    const base = { id: firefox.id, contextId: 1, origin: UUID };
    // Firefox 153 reports a frame and a document for its background page, as for any page.
    const backgroundPage = { ...base, envType: 'addon_child', url: `${UUID}/_generated_background_page.html`, frameId: 0, documentId: 'F1' };
    expect(senderKind(backgroundPage, firefox)).toBe('background');
    expect(senderKind({ ...base, envType: 'addon_child', url: `${UUID}/src/extension/popup/popup.html`, frameId: 0, documentId: 'F2' }, firefox)).toBe('extension-page');
    // The panel as recorded in Firefox 153: in the page's tab.
    expect(senderKind({ ...base, envType: 'content_child', url: `${UUID}/src/extension/panel/panel.html?job=1`, frameId: 12884901889, documentId: 'F3', tab: TAB }, firefox)).toBe('extension-page');
    // The background's address inside a tab is not the background.
    expect(senderKind({ ...backgroundPage, tab: TAB }, firefox)).toBe('extension-page');
    expect(senderKind({ ...base, envType: 'content_child', url: 'https://recipes.example/soup', origin: 'https://recipes.example', frameId: 0, tab: TAB }, firefox)).toBe('content-script');
    // Chrome has no background page: a document at that address would be an extension page.
    expect(senderKind({ ...senders.popup, url: `${ORIGIN}/_generated_background_page.html` }, self)).toBe('extension-page');
  });

  it('tells the service worker, the extension’s pages, content scripts and strangers apart', () => {
    expect(senderKind(senders.worker, self)).toBe('background');
    expect(senderKind(senders.popup, self)).toBe('extension-page');
    expect(senderKind(senders.panel, self)).toBe('extension-page');
    expect(senderKind({ ...senders.panel, url: 'chrome-extension://0b3c3a5e-6a55-4c6f-9a7e-2f0b7f1f2d11/src/extension/panel/panel.html', origin: undefined }, self)).toBe('extension-page');
    expect(senderKind(senders.content, self)).toBe('content-script');
    expect(senderKind(senders.spoofedOrigin, self)).toBe('content-script');
    expect(senderKind(senders.otherExtension, self)).toBe('foreign');
    expect(senderKind({ id: ID, url: `${ORIGIN}.evil.example/x` }, self)).toBe('content-script');
    expect(senderKind(undefined, self)).toBe('foreign');
    expect(senderKind({ id: ID }, self)).toBe('foreign');
  });

  it('the service worker ignores and logs an api-call from a content script: the handler never runs', async () => {
    let ran = 0;
    const counting: Handlers<'background'> = { 'api-call': async () => ++ran, 'analyze-job': async () => ++ran, 'cancel-job': async () => ++ran };
    const { lines, log } = recorder();
    const call = { type: 'api-call', operation: 'describeMeal', data: { text: '2 eggs' } };
    expect(dispatch('background', counting, call, senders.content, self, log)).toBeUndefined();
    expect(dispatch('background', counting, call, senders.otherExtension, self, log)).toBeUndefined();
    expect(dispatch('background', counting, { type: 'analyze-job', jobId: JOB }, senders.worker, self, log)).toBeUndefined();
    expect(ran).toBe(0);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain('ignored a "api-call" message from a content script (https://recipes.example/soup)');
    // A malformed message from a stranger gets no explanation either.
    expect(dispatch('background', counting, { type: 'api-call', operation: 'nope' }, senders.content, self, log)).toBeUndefined();
    await expect(dispatch('background', counting, call, senders.popup, self, log)).resolves.toEqual({ ok: true, value: 1 });
  });

  it('the offscreen document takes engine calls from the service worker only', async () => {
    let ran = 0;
    const offscreen: Handlers<'offscreen'> = { 'engine-call': async () => ++ran, 'describe-recipe': async () => ++ran, 'engine-abort': async () => ++ran };
    const call = { type: 'engine-call', operation: 'describeMeal', data: { text: '2 eggs' } };
    for (const sender of [senders.popup, senders.panel, senders.content, senders.otherExtension]) {
      expect(dispatch('offscreen', offscreen, call, sender, self, () => {})).toBeUndefined();
    }
    expect(ran).toBe(0);
    await expect(dispatch('offscreen', offscreen, call, senders.worker, self, () => {})).resolves.toEqual({ ok: true, value: 1 });
  });

  it('a recipe call may be named for an engine-abort, as an engine call is; the name is a UUID', () => {
    const recipe = { type: 'describe-recipe', text: '1 lb beef\n2 potatoes', servings: 4 };
    expect(Message.safeParse(recipe).success).toBe(true);
    expect(Message.safeParse({ ...recipe, callId: crypto.randomUUID() }).success).toBe(true);
    expect(Message.safeParse({ ...recipe, callId: 'job-1' }).success).toBe(false);
    expect(Message.safeParse({ type: 'engine-abort', callId: 'job-1' }).success).toBe(false);
  });

  it('the content script takes its messages from the service worker only', async () => {
    let ran = 0;
    const content = { 'panel-open': async () => ++ran, 'panel-close': async () => ++ran, 'recipe-extract': async () => ++ran, 'selection-read': async () => ++ran, 'image-read': async () => ++ran } satisfies Handlers<'content'>;
    for (const sender of [senders.popup, senders.content, senders.otherExtension]) {
      expect(dispatch('content', content, { type: 'selection-read' }, sender, self, () => {})).toBeUndefined();
    }
    expect(ran).toBe(0);
    await expect(dispatch('content', content, { type: 'selection-read' }, senders.worker, self, () => {})).resolves.toEqual({ ok: true, value: 1 });
  });

  it('an engine-call carrying provider settings is malformed: settings never travel in a message', async () => {
    const offscreen: Handlers<'offscreen'> = { 'engine-call': async () => 'ran', 'describe-recipe': async () => 'ran', 'engine-abort': async () => 'ran' };
    const config = { offline: false, vision: { url: 'https://attacker.example/v1', model: 'm', key: 'sk-theirs' } };
    const reply = await dispatch('offscreen', offscreen, { type: 'engine-call', operation: 'scanImage', data: {}, config }, senders.worker, self, () => {});
    expect(reply).toMatchObject({ ok: false, error: { code: 'invalidRequest' } });
    expect((reply as { error: { message: string } }).error.message).toMatch(/"engine-call" message is malformed.*config/);
    expect(Message.safeParse({ type: 'panel-open', jobId: JOB, anchor: 'selection', panelUrl: 'https://attacker.example/' }).success).toBe(false);
    expect(Message.safeParse({ type: 'panel-open', jobId: 'x" onload="', anchor: 'selection' }).success).toBe(false);
  });
});

describe('image pixels from a page', () => {
  const facts = (dataUrl: string | null) => ({ words: '', dataUrl, rect: null, devicePixelRatio: 1, recipe: null });

  it('accepts a data:image/...;base64, URL of a real image', () => {
    expect(ImageFacts.safeParse(facts(pngDataUrl)).success).toBe(true);
    expect(ImageFacts.safeParse(facts(null)).success).toBe(true);
  });

  it('refuses any other URL the service worker would otherwise fetch', () => {
    for (const url of [
      'http://192.168.1.1/admin',
      'https://attacker.example/pixel.png',
      `chrome-extension://${ID}/src/extension/options/options.html`,
      'file:///etc/passwd',
      'data:text/html;base64,PHNjcmlwdD4=',
      'data:image/svg+xml;base64,PHN2Zz4=',
      'data:image/png,not-base64',
      'data:image/png;base64,SGVsbG8gd29ybGQsIG5vdCBhIHBuZw==',
    ]) {
      expect(ImageFacts.safeParse(facts(url)).success, url).toBe(false);
    }
  });

  it('refuses a data URL over the contract’s image size before reading it', () => {
    const huge = 'data:image/png;base64,' + 'A'.repeat(MAX_IMAGE_DATA_URL_CHARS);
    const parsed = ImageDataUrl.safeParse(huge);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toMatch(/characters long/);
  });

  it('a stored job’s pixels are checked the same way', () => {
    expect(Job.safeParse({ kind: 'image', imageData: pngDataUrl, words: '' }).success).toBe(true);
    expect(Job.safeParse({ kind: 'image', imageData: 'http://127.0.0.1:9/secret', words: '' }).success).toBe(false);
  });
});
