import { errorReply, Message, okReply, unwrapReply } from '../messages.js';
import { engineConfigOf, type Settings } from '../settings.js';
import { runEngine, type EngineRequest } from '../engine/engine-runner.js';

/*
 * The platform seam, Firefox's side (the Firefox build puts this module in place of
 * engine-host.ts). Firefox has no offscreen documents, but its MV3 background is an event page
 * with a DOM, Web Workers, WebAssembly and OffscreenCanvas, so the engine runs right here. The
 * request is parsed by the same message schema and its answer or error crosses the same
 * reply shape as Chrome's message, so both builds answer alike. The provider settings come from
 * storage.local, read by the caller for this very call; no message carries them.
 */

export async function runOnEngine(request: EngineRequest, settings: Settings, signal?: AbortSignal): Promise<unknown> {
  const checked = Message.parse(request) as EngineRequest;
  const reply = await runEngine(checked, engineConfigOf(settings), signal).then(okReply, errorReply);
  return unwrapReply(reply, request.type);
}
