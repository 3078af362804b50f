import { NutritionApiError } from '../../api/index.js';
import { createVisionProvider } from '../../engine/image/vision.js';

export interface VisionReport {
  ok: boolean;
  message: string;
}

/** A small plain picture: the provider must answer with a (probably empty) list of foods. */
async function probeJpeg(): Promise<Uint8Array> {
  const canvas = new OffscreenCanvas(64, 64);
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#f4efe6';
  context.fillRect(0, 0, 64, 64);
  const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.8 });
  return new Uint8Array(await blob.arrayBuffer());
}

/**
 * "Test connection" for the vision provider: one real chat-completions call with the protocol
 * the engine uses, so a wrong URL, model or key, or a reply that is no food list, shows here
 * and not on the first photo.
 */
export async function checkVision(config: { url: string; model: string; key: string }, fetchImpl?: typeof fetch): Promise<VisionReport> {
  const url = config.url.trim();
  const model = config.model.trim();
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('scheme');
  } catch {
    return { ok: false, message: `“${url}” is not an http(s) URL. Enter the API’s base URL, e.g. http://127.0.0.1:11434/v1 for Ollama.` };
  }
  if (!model) return { ok: false, message: 'Enter the model name, e.g. qwen2.5vl (Ollama) or gpt-4o-mini (OpenAI).' };
  const provider = createVisionProvider({ url, model, ...(config.key.trim() ? { key: config.key.trim() } : {}), timeoutMs: 60_000 }, undefined, fetchImpl);
  try {
    const foods = await provider.identify(await probeJpeg());
    return { ok: true, message: `Connected: ${model} at ${url} answered with a food list (${foods.length} foods in a blank test picture).` };
  } catch (error) {
    const message = error instanceof NutritionApiError || error instanceof Error ? error.message : String(error);
    return { ok: false, message: `${message} If the API runs on this computer, press “Allow access”, or allow this extension’s origin in its CORS settings (Ollama: OLLAMA_ORIGINS).` };
  }
}
