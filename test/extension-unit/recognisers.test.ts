import { describe, expect, it } from 'vitest';
import { builtInModelState, recogniserLines } from '../../src/extension/panel/recognisers.js';

const embedded = { engine: 'embedded' as const, visionUrl: '', visionModel: '' };

describe('which providers could recognise a photo nothing named', () => {
  it('with nothing configured, points to the options and says what Chrome’s model can do here', () => {
    const lines = recogniserLines(embedded, 'downloadable');
    expect(lines[0]).toMatch(/vision provider .* set one in the extension’s options/);
    expect(lines[1]).toMatch(/built-in model can name dishes on this device once it is downloaded/);
  });

  it('names the configured vision model, which looked and found no dish', () => {
    expect(recogniserLines({ ...embedded, visionUrl: 'http://127.0.0.1:11434/v1', visionModel: 'qwen2.5vl:7b' }, 'absent')[0]).toContain('(qwen2.5vl:7b) is configured');
  });

  it('asks Chrome’s Prompt API for image input and reads each availability state', async () => {
    const asked: unknown[] = [];
    for (const state of ['available', 'downloadable', 'downloading', 'unavailable'] as const) {
      const scope = { LanguageModel: { availability: async (options: unknown) => (asked.push(options), state) } };
      expect(await builtInModelState(scope)).toBe(state);
    }
    expect(asked[0]).toEqual({ expectedInputs: [{ type: 'image' }] });
  });

  it('a browser without the API, an API that throws or answers nonsense: no model claimed', async () => {
    expect(await builtInModelState({})).toBe('absent');
    expect(await builtInModelState({ LanguageModel: { availability: async () => { throw new Error('no'); } } })).toBe('unavailable');
    expect(await builtInModelState({ LanguageModel: { availability: async () => 'maybe' } })).toBe('unavailable');
  });

  it('an availability call that never answers is not waited for: unavailable, and the panel goes on', async () => {
    expect(await builtInModelState({ LanguageModel: { availability: () => new Promise<string>(() => undefined) } })).toBe('unavailable');
  });
});
