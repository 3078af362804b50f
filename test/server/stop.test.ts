import { describe, expect, it } from 'vitest';
import { abandonOnStop, Stop, stopSourceOf } from '../../src/server/stop.js';

describe('the one-shot stop of a call', () => {
  it('tells each listener once, and a listener that came late at once', () => {
    const stop = new Stop();
    const heard: unknown[] = [];
    const unsubscribe = stop.onStop((reason) => heard.push(['kept', reason]));
    stop.onStop((reason) => heard.push(['second', reason]))();
    stop.stop('timeout');
    stop.stop('hung up');
    unsubscribe();
    stop.onStop((reason) => heard.push(['late', reason]));
    expect(heard).toEqual([['kept', 'timeout'], ['late', 'timeout']]);
    expect([stop.stopped, stop.reason]).toEqual([true, 'timeout']);
  });

  it('its AbortSignal, made on demand, follows it before and after the stop', () => {
    const early = new Stop();
    const signal = early.signal;
    expect(signal.aborted).toBe(false);
    early.stop(new Error('took too long'));
    expect(signal.aborted).toBe(true);
    expect((signal.reason as Error).message).toBe('took too long');

    const late = new Stop();
    late.stop('gone');
    expect([late.signal.aborted, late.signal.reason]).toEqual([true, 'gone']);
  });

  it('an AbortSignal read as a stop source', () => {
    const controller = new AbortController();
    const source = stopSourceOf(controller.signal);
    const heard: unknown[] = [];
    source.onStop((reason) => heard.push(reason));
    controller.abort('caller left');
    expect([source.stopped, source.reason, heard]).toEqual([true, 'caller left', ['caller left']]);
    expect(stopSourceOf(undefined).stopped).toBe(false);
  });

  it('a wait on work ends with the stop (the time bound or a hang-up), or with the work, whichever comes first', async () => {
    const stop = new Stop();
    const waiting = abandonOnStop(new Promise<never>(() => {}), stop);
    stop.stop('timeout');
    await expect(waiting).rejects.toBe('timeout');
    const done = new Stop();
    await expect(abandonOnStop(Promise.resolve('answer'), done)).resolves.toBe('answer');
    // A wait that starts after the stop ends at once.
    done.stop('late');
    await expect(abandonOnStop(Promise.resolve(1), done)).rejects.toBe('late');
  });
});
