/**
 * A stand-in for Chrome's on-device model (the Prompt API's `LanguageModel`), which cannot run
 * here: Debian's Chromium has the API but answers "unavailable" (no model, no GPU). It speaks the
 * real surface: `availability(options)`, `create({expectedInputs, initialPrompts, monitor,
 * signal})` firing `downloadprogress` events with `loaded` from 0 to 1 while a download runs (and,
 * as Chrome does, refusing to start a download without a user gesture where the page can tell),
 * `session.prompt(messages, {responseConstraint, signal})` answering text, `session.destroy()`.
 *
 * `installLanguageModelStandIn` is self-contained (no imports, no outer names), so the extension
 * tests can send its source into the offscreen document and evaluate it there. Its state and
 * what it was asked live on `scope.__languageModelStandIn`.
 */

export type StandInAvailability = 'unavailable' | 'downloadable' | 'downloading' | 'available';

export interface StandInScenario {
  availability: StandInAvailability;
  /** The text every prompt answers. */
  answer: string;
  /** Answer only after this long (the signal still stops it unless `ignoreSignal`). */
  delayMs?: number;
  /** Never answer (a stuck model). */
  hang?: boolean;
  /** Do not honour the abort signal (a model that ignores it). */
  ignoreSignal?: boolean;
  /** The `loaded` values a download reports, in order. */
  progress?: number[];
}

export interface StandInPrompt {
  /** The messages as sent, with each image replaced by what it was: its type, size and first bytes. */
  input: unknown;
  responseConstraint: unknown;
  hadSignal: boolean;
}

export interface StandInLog {
  availability: unknown[];
  created: { expectedInputs: unknown; initialPrompts: unknown; hadSignal: boolean; hadMonitor: boolean }[];
  prompts: StandInPrompt[];
  destroyed: number;
  aborted: number;
  /** Downloads refused for want of a user gesture. */
  refusedWithoutGesture: number;
}

export interface StandInState {
  scenario: StandInScenario;
  log: StandInLog;
}

export function installLanguageModelStandIn(scope: any, scenario: StandInScenario): StandInState {
  const state: StandInState = {
    scenario,
    log: { availability: [], created: [], prompts: [], destroyed: 0, aborted: 0, refusedWithoutGesture: 0 },
  };
  const abortError = (signal: AbortSignal) => signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
  const wait = (ms: number, signal: AbortSignal | undefined, ignoreSignal: boolean) =>
    new Promise<void>((resolve, reject) => {
      const timer = ms === Infinity ? undefined : setTimeout(resolve, ms);
      if (signal && !ignoreSignal) {
        const stop = () => {
          clearTimeout(timer);
          state.log.aborted++;
          reject(abortError(signal));
        };
        if (signal.aborted) stop();
        else signal.addEventListener('abort', stop, { once: true });
      }
    });
  const describeImage = async (value: any) => {
    if (value && typeof value.arrayBuffer === 'function') {
      const bytes = new Uint8Array(await value.arrayBuffer());
      return { image: true, type: value.type, size: bytes.length, head: Array.from(bytes.slice(0, 3)) };
    }
    return { image: true, type: typeof value, size: 0, head: [] };
  };
  const recordInput = async (input: any) => {
    if (!Array.isArray(input)) return input;
    const messages = [];
    for (const message of input) {
      const content = [];
      for (const part of Array.isArray(message.content) ? message.content : [message.content]) {
        content.push(part && part.type === 'image' ? { type: 'image', value: await describeImage(part.value) } : part);
      }
      messages.push({ role: message.role, content });
    }
    return messages;
  };
  const hasGesture = () => {
    const activation = scope.navigator && scope.navigator.userActivation;
    return !activation || activation.isActive;
  };

  scope.LanguageModel = {
    async availability(options: unknown) {
      state.log.availability.push(options ?? null);
      return state.scenario.availability;
    },
    async create(options: any = {}) {
      state.log.created.push({
        expectedInputs: options.expectedInputs ?? null,
        initialPrompts: options.initialPrompts ?? null,
        hadSignal: Boolean(options.signal),
        hadMonitor: typeof options.monitor === 'function',
      });
      if (options.signal && options.signal.aborted) throw abortError(options.signal);
      const current = state.scenario.availability;
      if (current === 'unavailable') throw new DOMException('The model is not available on this device.', 'NotSupportedError');
      if (current !== 'available') {
        if (current === 'downloadable' && !hasGesture()) {
          state.log.refusedWithoutGesture++;
          throw new DOMException('Requires a user gesture when availability is "downloadable".', 'NotAllowedError');
        }
        const monitor = new EventTarget();
        if (typeof options.monitor === 'function') options.monitor(monitor);
        state.scenario.availability = 'downloading';
        for (const loaded of state.scenario.progress ?? [0, 1]) {
          await wait(5, options.signal, false);
          const event = new Event('downloadprogress');
          Object.defineProperty(event, 'loaded', { value: loaded });
          monitor.dispatchEvent(event);
        }
        state.scenario.availability = 'available';
      }
      let destroyed = false;
      return {
        async prompt(input: unknown, promptOptions: any = {}) {
          if (destroyed) throw new DOMException('The session was destroyed.', 'InvalidStateError');
          state.log.prompts.push({
            input: await recordInput(input),
            responseConstraint: promptOptions.responseConstraint ?? null,
            hadSignal: Boolean(promptOptions.signal),
          });
          const { hang, delayMs, ignoreSignal, answer } = state.scenario;
          if (hang || delayMs) await wait(hang ? Infinity : delayMs!, promptOptions.signal, Boolean(ignoreSignal));
          return answer;
        },
        destroy() {
          if (!destroyed) state.log.destroyed++;
          destroyed = true;
        },
      };
    },
  };
  scope.__languageModelStandIn = state;
  return state;
}
