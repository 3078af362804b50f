import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { operations } from '../../src/api/index.js';
import { ANALYSIS_COMMANDS } from '../../src/cli/commands/analyze.js';
import { engineOperations } from '../../src/engine/handlers.js';
import { runCli } from '../support/run-cli.js';

const nutri = (args: string[], stdin: string | Buffer = '') => runCli(args, { stdin, env: { NUTRI_OFFLINE: '1' } });

const dir = mkdtempSync(join(tmpdir(), 'nutri-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the analysis commands, one per operation of the table', () => {
  it('nutri help lists describe, barcode, label, image and fix with their operation', async () => {
    const { code, out } = await nutri(['help']);
    expect(code).toBe(0);
    for (const [operation, shape] of Object.entries(ANALYSIS_COMMANDS)) {
      expect(out).toMatch(new RegExp(`\\n  ${shape.name} +${operations[operation as keyof typeof operations].summary} \\(${operation}\\)`));
    }
  });

  it('--help prints the usage with the engine flags and exits 0', async () => {
    const { code, out } = await nutri(['barcode', '--help']);
    expect(code).toBe(0);
    expect(out).toContain('nutri barcode <barcode>');
    expect(out).toContain('--off-url');
    expect(out).toContain('NUTRI_OFFLINE=1');
  });

  it('--url must be an http(s) URL: a javascript: URL is a usage error, exit 2, no stack trace', async () => {
    const { code, err } = await nutri(['describe', 'an apple', '--url', 'javascript:x']);
    expect(code).toBe(2);
    expect(err).toContain('--url must be an http:// or https:// URL, not a javascript: URL');
    expect(err).not.toMatch(/\n\s+at /);
  });

  it('--lang chooses the language of meal text; an unknown code is a usage error', async () => {
    const german = await nutri(['describe', 'zwei Eier und ein Brötchen', '--lang', 'de']);
    expect(german.code).toBe(0);
    expect(JSON.parse(german.out).data.name).toBe('Zwei Eier, ein Brötchen');
    const english = await nutri(['describe', 'zwei Eier und ein Brötchen', '--lang', 'en']);
    expect(JSON.parse(english.out)).toMatchObject({ success: false, error: 'noFoodDetectedText' });
    const bad = await nutri(['describe', 'pan', '--lang', 'xx']);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('--lang must be one of auto, en, es, fr, de, it, pt, nl, not "xx"');
  });

  it('half a vision configuration is a usage error', async () => {
    const { code, err } = await nutri(['image', 'x.jpg', '--vision-url', 'http://127.0.0.1:9/v1']);
    expect(code).toBe(2);
    expect(err).toContain('needs both --vision-url and --vision-model');
  });

  it('an image file that does not exist is a usage error that names it', async () => {
    const { code, err } = await nutri(['label', join(dir, 'missing.jpg')]);
    expect(code).toBe(2);
    expect(err).toContain('missing.jpg');
    expect(err).toContain('ENOENT');
  });

  it('bytes that are no image get the operation\'s invalidRequest envelope and exit 1', async () => {
    const path = join(dir, 'notes.txt');
    writeFileSync(path, 'this is text, not a photo');
    const { code, out } = await nutri(['image', path]);
    expect(code).toBe(1);
    expect(JSON.parse(out)).toMatchObject({ success: false, error: 'invalidRequest' });
  });

  it('fix reads the earlier analysis from a file (a saved describe envelope works too) and requires --issue', async () => {
    const described = await nutri(['describe', 'a cheeseburger and medium fries']);
    const path = join(dir, 'lunch.json');
    writeFileSync(path, described.out);
    const missing = await nutri(['fix', '--food', path]);
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('--issue');
    const { code, out } = await nutri(['fix', '--issue', 'no fries', '--food', path]);
    const envelope = JSON.parse(out);
    if (engineOperations.fixFood) {
      expect(code).toBe(0);
      expect(envelope.success).toBe(true);
      expect(envelope.data.calories).toBeLessThan(JSON.parse(described.out).data.calories);
    } else {
      expect(code).toBe(1);
      expect(envelope).toMatchObject({ success: false, error: 'internalServerError', message: expect.stringContaining('fixFood is not implemented yet') });
    }
  });
});

describe('the analysis commands as a process', () => {
  it('nutri label exits by itself once the envelope is printed (the OCR worker is let go)', async () => {
    const { spawn } = await import('node:child_process');
    const { fileURLToPath } = await import('node:url');
    const cli = fileURLToPath(new URL('../server/run-cli.ts', import.meta.url));
    const panel = fileURLToPath(new URL('../fixtures/labels/us-2016.png', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', cli, 'label', panel, '--offline'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    // The bound is generous (OCR start-up on a busy machine); a process kept alive by a worker never exits at all.
    const code = await new Promise<number | null>((resolve) => {
      const bound = setTimeout(() => { child.kill(); resolve(null); }, 90_000);
      child.on('exit', (exitCode) => { clearTimeout(bound); resolve(exitCode); });
    });
    expect(code).toBe(0);
    expect(JSON.parse(out)).toMatchObject({ success: true, data: { name: expect.stringMatching(/^Nutrition label/) } });
  }, 120_000);
});
