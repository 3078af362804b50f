/*
 * The few Chrome APIs that webextension-polyfill does not type (offscreen documents,
 * runtime.getContexts). Kept in one place so the rest of the code stays typed.
 */

export interface OffscreenApi {
  createDocument(parameters: { url: string; reasons: string[]; justification: string }): Promise<void>;
  closeDocument(): Promise<void>;
}

export interface ContextsApi {
  getContexts(filter: { contextTypes?: string[]; documentUrls?: string[] }): Promise<Array<{ documentUrl?: string }>>;
}

interface ChromeGlobal {
  offscreen?: OffscreenApi;
  runtime: ContextsApi & { id: string };
}

export function chromeApi(): ChromeGlobal {
  const chrome = (globalThis as { chrome?: ChromeGlobal }).chrome;
  if (!chrome?.runtime?.id) throw new Error('This code runs only inside the extension');
  return chrome;
}
