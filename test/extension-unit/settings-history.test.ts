import { describe, expect, it } from 'vitest';
import { operations, type RatedFoodResult } from '../../src/api/index.js';
import { defaultSettings, engineConfigOf, readSettings } from '../../src/extension/settings.js';
import { HISTORY_SIZE, readHistory, withEntry, type HistoryEntry } from '../../src/extension/history.js';
import { historyLine } from '../../src/extension/popup/history-line.js';
import { menuItems } from '../../src/extension/menus.js';

const result = operations.describeMeal.example.result as RatedFoodResult;
const entry = (id: string, at = 0): HistoryEntry => ({ id, at, source: 'popup', input: 'eggs', result });

describe('settings', () => {
  it('nothing stored means the embedded engine, kcal and the system theme', () => {
    expect(readSettings(undefined)).toEqual({
      engine: 'embedded', serviceUrl: '', apiKey: '', units: 'kcal', theme: 'auto',
      // Open Food Facts lookups send the barcode off the device: off until the person turns them on.
      onlineLookups: false, visionUrl: '', visionModel: '', visionKey: '', onDeviceModel: true, language: 'auto',
    });
    expect(defaultSettings.engine).toBe('embedded');
  });

  it('keeps valid members of a damaged value and resets the rest', () => {
    expect(readSettings({ engine: 'remote', serviceUrl: 'http://127.0.0.1:8787', units: 'calories', theme: 7 }))
      .toEqual({ engine: 'remote', serviceUrl: 'http://127.0.0.1:8787', apiKey: '', units: 'kcal', theme: 'auto', onlineLookups: false, visionUrl: '', visionModel: '', visionKey: '', onDeviceModel: true, language: 'auto' });
  });

  it('passes the meal language to the embedded engine; a code it does not read falls back to detection', () => {
    expect(engineConfigOf(readSettings({ language: 'de' }))).toEqual({ offline: true, onDeviceModel: true, language: 'de' });
    expect(readSettings({ language: 'xx', units: 'kJ' })).toMatchObject({ language: 'auto', units: 'kJ' });
  });

  it('gives the embedded engine offline unless lookups are on, and a vision provider only with an http(s) URL and a model', () => {
    expect(engineConfigOf(readSettings(undefined))).toEqual({ offline: true, onDeviceModel: true, language: 'auto' });
    expect(engineConfigOf(readSettings({ onDeviceModel: false }))).toEqual({ offline: true, onDeviceModel: false, language: 'auto' });
    expect(engineConfigOf(readSettings({ onlineLookups: true, visionUrl: 'http://127.0.0.1:11434/v1', visionModel: 'qwen2.5vl' })))
      .toEqual({ offline: false, onDeviceModel: true, language: 'auto', vision: { url: 'http://127.0.0.1:11434/v1', model: 'qwen2.5vl' } });
    expect(engineConfigOf(readSettings({ visionUrl: 'javascript:alert(1)', visionModel: 'x' }))).toEqual({ offline: true, onDeviceModel: true, language: 'auto' });
    expect(engineConfigOf(readSettings({ visionUrl: 'http://127.0.0.1:1/v1', visionModel: '' }))).toEqual({ offline: true, onDeviceModel: true, language: 'auto' });
  });
});

describe('history', () => {
  it('keeps the newest 20, newest first', () => {
    let entries: HistoryEntry[] = [];
    for (let index = 0; index < 25; index++) entries = withEntry(entries, entry(`e${index}`, index));
    expect(entries).toHaveLength(HISTORY_SIZE);
    expect(entries[0]?.id).toBe('e24');
    expect(entries.at(-1)?.id).toBe('e5');
  });

  it('drops unreadable stored entries instead of failing', () => {
    expect(readHistory([entry('ok'), { id: 'broken' }, 'junk'])).toEqual([entry('ok')]);
    expect(readHistory('not a list')).toEqual([]);
  });

  it('a row shows energy in the chosen unit', () => {
    expect(historyLine(entry('a'), 'kcal', 0).energy).toBe(`${result.calories} kcal`);
    expect(historyLine(entry('a'), 'kJ', 0).energy).toBe(`${Math.round(result.calories * 4.184).toLocaleString('en-US')} kJ`);
  });
});

describe('context menus', () => {
  it('have the documented, stable ids', () => {
    expect(menuItems.map((item) => item.id)).toEqual(['nutri-selection', 'nutri-recipe', 'nutri-image']);
  });
});
