/**
 * A measuring device for bench/service-load.ts: the real engine behind a memo, loaded into the
 * service's engine worker threads (`createEnginePool({ engineModule })`). After the first call
 * per text the engine costs nothing, so what is measured is the service plus the thread hop.
 * The service itself never caches answers.
 */
import { createEngine as createRealEngine, type EngineOptions } from '../src/engine/index.js';
import type { CallOptions } from '../src/api/index.js';

export async function createEngine(options?: EngineOptions) {
  const engine = await createRealEngine(options);
  const describe = engine.handlers.describeMeal!;
  const memo = new Map<string, Awaited<ReturnType<typeof describe>>>();
  return {
    operations: ['describeMeal'] as const,
    info: engine.info,
    handlers: {
      describeMeal: async (data: { text: string }, call: CallOptions) => {
        let answer = memo.get(data.text);
        if (!answer) memo.set(data.text, (answer = await describe(data, call)));
        return answer;
      },
    },
  };
}
