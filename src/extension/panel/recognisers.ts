import type { Settings } from '../settings.js';
import { abandonOn } from '../../engine/time-bound.js';

/*
 * Which providers could name the dish in a photo, as the panel says it when nothing did
 * (DESIGN.md: a configured vision provider, then Chrome's built-in model, then the offline gate).
 */

/** What `LanguageModel.availability()` says (Chrome's Prompt API), or that this browser has none. */
export type BuiltInModelState = 'unavailable' | 'downloadable' | 'downloading' | 'available' | 'absent';

/** How long the panel waits for the availability answer before saying it could not tell. */
const AVAILABILITY_WAIT_MS = 1_500;

export async function builtInModelState(scope: object = globalThis): Promise<BuiltInModelState> {
  const model = (scope as { LanguageModel?: { availability?: (options?: unknown) => Promise<string> } }).LanguageModel;
  if (typeof model?.availability !== 'function') return 'absent';
  try {
    // Past the wait the answer is abandoned (the call takes no signal) and counts as unavailable.
    const said = await abandonOn(model.availability({ expectedInputs: [{ type: 'image' }] }), AbortSignal.timeout(AVAILABILITY_WAIT_MS));
    return (['unavailable', 'downloadable', 'downloading', 'available'] as const).find((s) => s === said) ?? 'unavailable';
  } catch {
    return 'unavailable';
  }
}

/** One line per provider that can name dishes in photos, saying whether it is there for this photo. */
export function recogniserLines(settings: Pick<Settings, 'engine' | 'visionUrl' | 'visionModel'>, builtIn: BuiltInModelState): string[] {
  const lines: string[] = [];
  const model = settings.visionModel.trim();
  if (settings.engine === 'remote') {
    lines.push('Your v4 service: it names dishes only when a vision provider is configured on it.');
  } else if (settings.visionUrl.trim() && model) {
    lines.push(`Your vision provider (${model}) is configured and looked at this photo without naming a dish.`);
  } else {
    lines.push('A vision provider (an OpenAI-compatible model such as Ollama with qwen2.5vl) would name the dish: set one in the extension’s options.');
  }
  const chrome: Record<BuiltInModelState, string> = {
    available: 'Chrome’s built-in model is available on this device.',
    downloading: 'Chrome’s built-in model is downloading; it can name dishes once it is ready.',
    downloadable: 'Chrome’s built-in model can name dishes on this device once it is downloaded.',
    unavailable: 'Chrome’s built-in model is not available on this device.',
    absent: 'This browser has no built-in model for photos (Chrome’s Prompt API).',
  };
  lines.push(chrome[builtIn]);
  lines.push('The offline image model knows only about 40 single foods (pizza, burgers, fruit…), so it did not guess.');
  return lines;
}
