import { describe, expect, it } from 'vitest';
import { NutritionApiError } from '../../src/api/index.js';
import { dispatch, unwrapReply, receiverOf, type Handlers } from '../../src/extension/messages.js';
import { PanelMessage, PANEL_MESSAGE } from '../../src/extension/panel/panel-protocol.js';

const background: Handlers<'background'> = {
  'api-call': async (message) => ({ echoed: message.operation }),
  'analyze-job': async (message) => {
    throw new NutritionApiError('invalidRequest', `job ${message.jobId} expired`);
  },
};

describe('the extension message union', () => {
  it('a receiver answers its own messages with the handler’s value', async () => {
    const reply = await dispatch('background', background, { type: 'api-call', operation: 'describeMeal', data: { text: 'x' } }, {});
    expect(reply).toEqual({ ok: true, value: { echoed: 'describeMeal' } });
  });

  it('a handler’s NutritionApiError crosses as {code, message} and is thrown again on the other side', async () => {
    const reply = await dispatch('background', background, { type: 'analyze-job', jobId: 'j1' }, {});
    expect(reply).toEqual({ ok: false, error: { code: 'invalidRequest', message: 'job j1 expired' } });
    expect(() => unwrapReply(reply, 'analyze-job')).toThrowError(expect.objectContaining({ code: 'invalidRequest', message: 'job j1 expired' }));
  });

  it('stays silent on a well-formed message meant for another part (runtime messages are broadcast)', () => {
    expect(dispatch('background', background, { type: 'engine-call', operation: 'describeMeal', data: {}, config: { offline: true } }, {})).toBeUndefined();
    expect(dispatch('background', background, { type: 'panel-close' }, {})).toBeUndefined();
  });

  it('answers an unknown type with an error naming the known ones', async () => {
    const reply = await dispatch('background', background, { type: 'make-coffee' }, {});
    expect(reply?.ok).toBe(false);
    const message = (reply as { error: { message: string } }).error.message;
    expect(message).toContain('Unknown message type "make-coffee"');
    for (const type of Object.keys(receiverOf)) expect(message).toContain(type);
  });

  it('answers a malformed message with the member at fault', async () => {
    const reply = await dispatch('background', background, { type: 'api-call', operation: 'cookDinner', data: {} }, {});
    expect(reply).toMatchObject({ ok: false, error: { code: 'invalidRequest' } });
    expect((reply as { error: { message: string } }).error.message).toMatch(/"api-call" message is malformed: operation/);
    const noType = await dispatch('content', {} as Handlers<'content'>, 'hello', {});
    expect((noType as { error: { message: string } }).error.message).toMatch(/no "type"/);
  });

  it('a missing answer is an error that says nobody handled it', () => {
    expect(() => unwrapReply(undefined, 'engine-call')).toThrowError(/Nobody answered the engine-call message/);
  });

  it('the panel protocol accepts only its two messages', () => {
    expect(PanelMessage.safeParse({ type: PANEL_MESSAGE.size, height: 300 }).success).toBe(true);
    expect(PanelMessage.safeParse({ type: PANEL_MESSAGE.size, height: -1 }).success).toBe(false);
    expect(PanelMessage.safeParse({ type: 'nutri-kit:steal' }).success).toBe(false);
  });
});
