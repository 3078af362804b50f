import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer as createHttpServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Frame } from 'playwright-core';
import { createEngine } from '../../src/engine/index.js';
import { createServer, type RunningService } from '../../src/server/index.js';
import { attachToOffscreen, launchExtension, panelSettled, rightClickRecipe, rightClickSelection, updateSettings, type Extension, type OffscreenSession } from './harness.js';
import { html, jsonLd, servePages, type PageServer } from './pages.js';

/*
 * Closing the panel stops a recipe or a selection the way it stops an image job (cancel-job →
 * the job's signal → every routed call): with the embedded engine the offscreen document is told
 * `engine-abort` for the recipe's call and describeMeal's signal fires; with a v4 service the
 * request's connection is dropped and no further chunk is sent. A cancelled job writes nothing
 * to history, and the next job still works. The service is the project's own on loopback; a
 * gate in front of it holds each request until the test lets it through, so "while the call is
 * running" is a state the test sets up, not a race it hopes to win.
 */

const STEW = ['1 lb beef chuck', '2 potatoes', '2 carrots', '1 onion', '2 cups beef broth'];
/** Lines of a long recipe: more than 2,000 characters, so a v4 service gets it in two describeMeal calls. */
const LONG = Array.from({ length: 44 }, (_, i) => `${(i % 5) + 1} cups of cooked white rice with a little olive oil, line ${i + 1}`);
const MEAL = '2 scrambled eggs and a slice of toast';

const recipePage = (name: string, lines: string[]) => html(name, jsonLd({ '@context': 'https://schema.org', '@type': 'Recipe', name, recipeYield: '4 servings', recipeIngredient: lines }), `<h1>${name}</h1>`);

interface Held {
  path: string;
  /** The caller dropped the request before it was answered. */
  dropped: boolean;
}

/** Holds every request until released, then forwards it to `target` (the real service). */
async function startGate(target: string) {
  const held: Held[] = [];
  let open = false;
  let release: () => void = () => undefined;
  let released = new Promise<void>((resolve) => { release = resolve; });
  const server: Server = createHttpServer(async (request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const entry: Held = { path: request.url ?? '', dropped: false };
    held.push(entry);
    response.on('close', () => { if (!response.writableEnded) entry.dropped = true; });
    if (!open) await released;
    if (response.destroyed) return;
    const headers: Record<string, string> = {};
    for (const name of ['content-type', 'accept', 'authorization']) if (request.headers[name]) headers[name] = String(request.headers[name]);
    const answer = await fetch(target + request.url, { method: request.method, headers, body: Buffer.concat(chunks) });
    response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json', 'access-control-allow-origin': '*' });
    response.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    held,
    /** Lets the held requests through; with `stayOpen`, later ones too. */
    release(stayOpen = false) {
      open = stayOpen;
      release();
      released = new Promise<void>((resolve) => { release = resolve; });
    },
    close: () => new Promise<void>((resolve) => {
      release();
      server.close(() => resolve());
      server.closeAllConnections();
    }),
  };
}

let extension: Extension;
let pages: PageServer;
let service: RunningService;
let dataDir: string;
let gate: Awaited<ReturnType<typeof startGate>>;
let offscreen: OffscreenSession;
let key: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'nutri-ext-cancel-'));
  service = await createServer({ engine: await createEngine(), dataDir, host: '127.0.0.1', port: 0, log: () => undefined });
  key = service.store!.create({ name: 'extension cancel e2e' }).key;
  gate = await startGate(service.url);
  pages = await servePages({
    '/stew.html': { body: recipePage('Beef stew', STEW) },
    '/long.html': { body: recipePage('Rice for a crowd', LONG) },
    '/meal.html': { body: html('Meal', '', `<p id="meal">${MEAL}</p>`) },
  });
  extension = await launchExtension();
  // The offscreen document before any analysis: its engine has not loaded its food data yet.
  offscreen = await attachToOffscreen(extension);
});

afterAll(async () => {
  await offscreen?.detach();
  await pages?.close();
  await extension?.close();
  await gate?.close();
  await service?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const history = () => extension.worker.evaluate(async () =>
  ((await (globalThis as any).chrome.storage.local.get('history')).history ?? []).map((entry: { source: string; input: string }) => `${entry.source}: ${entry.input}`) as string[]);

const askRecipe = (path: string) => rightClickRecipe(extension, pages.url(path));

const askSelection = (path: string) => rightClickSelection(extension, pages.url(path), { selectionText: 'whatever Chrome shows' });

/** Closes the panel with its own button, as a person would; the frame goes away. */
async function closePanel(frame: Frame): Promise<void> {
  expect(await frame.getAttribute('body', 'data-state')).toBe('working');
  await frame.click('#close');
  await expect.poll(() => frame.isDetached(), { timeout: 10_000 }).toBe(true);
}

/*
 * In the offscreen document: its food-data fetches wait until the test releases them (so the
 * recipe's call is still running when the panel closes), the messages it gets are noted, and so
 * is every aborted signal an engine stage checks (describeMeal's throwIfAborted).
 */
const INSTRUMENT = `(() => {
  const probe = globalThis.__cancelProbe = { fetches: 0, messages: [], abortedChecks: 0, open: false, release: () => {} };
  let released = new Promise((resolve) => { probe.release = () => { probe.open = true; resolve(); }; });
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (...args) => { probe.fetches++; if (!probe.open) await released; return realFetch(...args); };
  chrome.runtime.onMessage.addListener((message) => { probe.messages.push({ type: message.type, callId: message.callId ?? null }); });
  const check = AbortSignal.prototype.throwIfAborted;
  AbortSignal.prototype.throwIfAborted = function () { if (this.aborted) probe.abortedChecks++; return check.call(this); };
  return true;
})()`;
const probe = async () => JSON.parse(await offscreen.evaluate('JSON.stringify(globalThis.__cancelProbe)') as string) as
  { fetches: number; messages: { type: string; callId: string | null }[]; abortedChecks: number };

describe('closing the panel stops a recipe or a selection', () => {
  it('embedded engine: the recipe call is aborted in the offscreen document, nothing reaches the history, the next recipe works', async () => {
    await offscreen.evaluate(INSTRUMENT);
    const before = await history();
    const { page, frame } = await askRecipe('/stew.html');
    // The engine is loading its food data for this very call: the call is in flight.
    await expect.poll(async () => (await probe()).fetches, { timeout: 20_000 }).toBeGreaterThan(0);
    const recipeCall = (await probe()).messages.find((message) => message.type === 'describe-recipe');
    expect(recipeCall?.callId).toMatch(/^[0-9a-f-]{36}$/);
    await closePanel(frame);
    await expect.poll(async () => (await probe()).messages.filter((message) => message.type === 'engine-abort').map((message) => message.callId), { timeout: 10_000 })
      .toEqual([recipeCall!.callId]);
    await offscreen.evaluate('globalThis.__cancelProbe.release(), true');
    // describeMeal finds its signal aborted once the data is there, and stops.
    await expect.poll(async () => (await probe()).abortedChecks, { timeout: 30_000 }).toBeGreaterThan(0);
    await page.close();

    const next = await askRecipe('/stew.html');
    expect(await panelSettled(next.frame)).toBe('done');
    await next.page.close();
    expect(await history()).toEqual(['recipe: Beef stew', ...before]);
    expect(extension.errors).toEqual([]);
  });

  describe('closed while the answer is being written to the history', () => {
    /*
     * In the service worker: the job's next storage call of the given kind on the history waits
     * until the test releases it, so "the panel closes during the history write" is a state the
     * test sets up. The job's cancel is seen as an abort with the 'aborted' reason.
     */
    const hold = (method: 'get' | 'set') => extension.worker.evaluate(`(() => {
      const area = chrome.storage.local;
      const real = area.${method};
      const hold = globalThis.__historyHold = { held: 0, cancels: 0 };
      let armed = true;
      let release;
      const released = new Promise((resolve) => { release = resolve; });
      const abort = AbortController.prototype.abort;
      AbortController.prototype.abort = function (reason) { if (reason && reason.code === 'aborted') hold.cancels++; return abort.call(this, reason); };
      hold.release = () => { release(); area.${method} = real; AbortController.prototype.abort = abort; return true; };
      area.${method} = function (...args) {
        const callback = typeof args.at(-1) === 'function' ? args.pop() : undefined;
        const keys = args[0];
        const touches = keys === 'history' || (Array.isArray(keys) ? keys.includes('history') : keys !== null && typeof keys === 'object' && 'history' in keys);
        const run = async () => {
          if (touches && armed) { armed = false; hold.held++; await released; }
          return real.apply(area, args);
        };
        const done = run();
        if (!callback) return done;
        done.then((value) => callback(value), () => callback());
      };
      return true;
    })()`);
    const held = () => extension.worker.evaluate('JSON.stringify(globalThis.__historyHold)').then((text) => JSON.parse(text as string) as { held: number; cancels: number });

    // The history as the other tests left it comes back afterwards: they count on room in it.
    let kept: unknown;
    beforeAll(async () => { kept = await extension.worker.evaluate(async () => (await (globalThis as any).chrome.storage.local.get('history')).history); });
    afterAll(() => extension.worker.evaluate(async (history) => { await (globalThis as any).chrome.storage.local.set({ history }); }, kept));

    /** Twenty entries (a full history), copies of the newest one. */
    const fillHistory = () => extension.worker.evaluate(`(async () => {
      const { history } = await chrome.storage.local.get('history');
      await chrome.storage.local.set({ history: Array.from({ length: 20 }, (_, i) => ({ ...history[0], id: 'seed-' + i, input: 'seeded ' + i })) });
      return true;
    })()`);

    it.each([
      ['reads the history before writing', 'get', false],
      ['is storing the new list into a full history', 'set', true],
    ] as const)('while the write %s: nothing is kept, and the next selection is recorded', async (_, method, full) => {
      if (full) await fillHistory();
      const before = await history();
      await hold(method);
      const { page, frame } = await askSelection('/meal.html');
      // The answer is there and on its way into the history, held at the storage call.
      await expect.poll(async () => (await held()).held, { timeout: 30_000 }).toBe(1);
      await closePanel(frame);
      await expect.poll(async () => (await held()).cancels, { timeout: 10_000 }).toBe(1);
      await extension.worker.evaluate('globalThis.__historyHold.release()');
      // A write that landed is taken back: the entry it pushed out of the full history is there again.
      if (full) await expect.poll(history, { timeout: 10_000 }).toEqual(before);
      await page.close();

      const next = await askSelection('/meal.html');
      expect(await panelSettled(next.frame)).toBe('done');
      await next.page.close();
      expect(await history()).toEqual([`selection: ${MEAL}`, ...before].slice(0, 20));
      expect(extension.errors).toEqual([]);
    });
  });

  describe('with a v4 service', () => {
    beforeAll(() => updateSettings(extension, { engine: 'remote', serviceUrl: gate.url, apiKey: key }));
    afterAll(() => updateSettings(extension, { engine: 'embedded', serviceUrl: '', apiKey: '' }));

    it('a long recipe: the first chunk’s request is dropped and the second is never sent; no history', async () => {
      const before = await history();
      const start = gate.held.length;
      const { page, frame } = await askRecipe('/long.html');
      await expect.poll(() => gate.held.length, { timeout: 20_000 }).toBe(start + 1);
      expect(gate.held[start]!.path).toBe('/v4/describeMeal');
      await closePanel(frame);
      await expect.poll(() => gate.held[start]!.dropped, { timeout: 10_000 }).toBe(true);
      gate.release(true);
      // The uncancelled twin settles with both chunks answered: the cancelled one would have sent its second by now.
      const twin = await askRecipe('/long.html');
      expect(await panelSettled(twin.frame)).toBe('done');
      expect(gate.held.slice(start).map((request) => request.dropped)).toEqual([true, false, false]);
      await twin.page.close();
      await page.close();
      expect(await history()).toEqual(['recipe: Rice for a crowd', ...before]);
      gate.release(false);
    });

    it('a selection: its describeMeal request is dropped and nothing reaches the history', async () => {
      const before = await history();
      const start = gate.held.length;
      const { page, frame } = await askSelection('/meal.html');
      await expect.poll(() => gate.held.length, { timeout: 20_000 }).toBe(start + 1);
      await closePanel(frame);
      await expect.poll(() => gate.held[start]!.dropped, { timeout: 10_000 }).toBe(true);
      gate.release(true);
      const next = await askSelection('/meal.html');
      expect(await panelSettled(next.frame)).toBe('done');
      await next.page.close();
      await page.close();
      expect(await history()).toEqual([`selection: ${MEAL}`, ...before]);
      gate.release(false);
    });
  });
});
