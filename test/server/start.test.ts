import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { chromium } from 'playwright-core';
import { createClient } from '../../src/api/index.js';
import { spawnService, type ChildService } from './child-service.js';
import { tempDataDir } from './harness.js';

const children: ChildService[] = [];
const dirs: Array<{ remove: () => void }> = [];
afterEach(async () => {
  for (const c of children.splice(0)) {
    c.child.kill('SIGTERM');
    await c.exited;
  }
  for (const d of dirs.splice(0)) d.remove();
});

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--no-sandbox', '--headless=new', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
  '--disable-component-update', '--no-first-run', '--disable-sync'];

// A child service, its first meal and a browser launch share two cores with the rest of the
// suite on CI; once (stop 43) they overran the suite-wide 30 s. Each browser step gets its own
// bound so a hang names the selector it waited for instead of a bare test timeout.
const STEP_TIMEOUT = 45_000;
const WHOLE_TIMEOUT = 120_000;

describe('nutri start', () => {
  it('creates a development key on first start, prints it with a curl example, and reuses it next time', async () => {
    const data = tempDataDir();
    dirs.push(data);
    const first = await spawnService(['start', '--port', '0', '--data-dir', data.dir, '--site', join(data.dir, 'no-demo')]);
    children.push(first);
    const key = /API key:\s+(nk_live_\S+)/.exec(first.stdout())![1]!;
    expect(first.stdout()).toMatch(/created now/);
    expect(first.stdout()).toContain(`curl -s ${first.url}/v4/describeMeal`);
    expect(first.stdout()).toContain(`-H 'Authorization: Bearer ${key}'`);
    const file = join(data.dir, 'dev-key.txt');
    expect(readFileSync(file, 'utf8').trim()).toBe(key);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const meal = await createClient({ baseUrl: first.url, apiKey: key }).describeMeal('2 scrambled eggs');
    expect(meal.calories).toBeGreaterThan(0);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    children.splice(0);

    const second = await spawnService(['start', '--port', '0', '--data-dir', data.dir, '--site', join(data.dir, 'no-demo')]);
    children.push(second);
    expect(second.stdout()).toMatch(/reused/);
    expect(/API key:\s+(nk_live_\S+)/.exec(second.stdout())![1]).toBe(key);
  });

  it('--no-auth says loudly that anyone may call it', async () => {
    const data = tempDataDir();
    dirs.push(data);
    const service = await spawnService(['start', '--port', '0', '--no-auth', '--data-dir', data.dir]);
    children.push(service);
    expect(service.stderr()).toMatch(/--no-auth: ANY CALLER CAN USE THIS SERVICE WITHOUT A KEY/);
    expect(service.stdout()).not.toMatch(/API key:/);
    const response = await fetch(`${service.url}/v4/describeMeal`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ data: { text: 'an apple' } }),
    });
    expect(response.status).toBe(200);
  });

  it('serves the demo directory at / on the same origin as the API', async () => {
    const data = tempDataDir();
    dirs.push(data);
    const demo = join(data.dir, 'demo');
    mkdirSync(demo);
    writeFileSync(join(demo, 'index.html'), '<!doctype html><title>component demo</title>');
    const service = await spawnService(['start', '--port', '0', '--data-dir', data.dir, '--site', demo]);
    children.push(service);
    expect(await (await fetch(`${service.url}/`)).text()).toContain('component demo');
    expect((await fetch(`${service.url}/healthz`)).status).toBe(200);
  });

  it('the built-in page analyses a meal in Chromium through the typed client, with the key from the URL', async () => {
    const data = tempDataDir();
    dirs.push(data);
    const service = await spawnService(['start', '--port', '0', '--data-dir', data.dir, '--site', join(data.dir, 'no-demo')]);
    children.push(service);
    const key = /API key:\s+(nk_live_\S+)/.exec(service.stdout())![1]!;
    const text = '2 scrambled eggs and a slice of whole wheat toast';
    const expected = await createClient({ baseUrl: service.url, apiKey: key }).describeMeal(text);

    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, timeout: STEP_TIMEOUT });
    try {
      const page = await browser.newPage();
      page.setDefaultTimeout(STEP_TIMEOUT);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${service.url}/#key=${key}`);
      // The key moved from the URL into the field, and out of the address bar.
      // The page says so when the typed client fails to load; that message is the failure to show.
      await page.waitForSelector('#form[data-ready], #out .error');
      expect(await page.textContent('#out')).toBe('');
      expect(await page.inputValue('#key')).toBe(key);
      expect(page.url()).toBe(`${service.url}/`);
      await page.fill('#text', text);
      await page.click('button[type=submit]');
      await page.waitForSelector('#out table');
      const lastRow = await page.$$eval('#out table tr:last-child td', (cells) => cells.map((c) => c.textContent));
      expect(lastRow).toEqual(['Per serving', String(expected.calories), String(expected.protein), String(expected.carbs), String(expected.fats)]);
      expect(await page.textContent('#out h2')).toBe(expected.name);

      // A wrong key shows the service's own message.
      await page.fill('#key', 'nk_live_wrong');
      await page.click('button[type=submit]');
      await page.waitForSelector('#out .error');
      expect(await page.textContent('#out .error')).toMatch(/^invalidApiKey: The API key is malformed/);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  }, WHOLE_TIMEOUT);
});
