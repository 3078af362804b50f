import { describe, expect, it } from 'vitest';
import { nextUtcMidnight, utcDay } from '../../src/server/index.js';

describe('the UTC day of a count', () => {
  it('changes exactly at 00:00 UTC, also when the clock jumps back and forth', () => {
    const instants = [
      '2026-03-10T23:59:59.999Z', '2026-03-11T00:00:00.000Z', '2026-03-10T00:00:00.000Z', '2026-03-09T23:59:59.999Z',
      '2024-02-29T12:00:00.000Z', '1969-12-31T23:00:00.000Z', '2026-03-11T00:00:00.000Z', '2026-03-11T23:59:59.999Z',
    ];
    expect(instants.map((at) => utcDay(new Date(at)))).toEqual(instants.map((at) => at.slice(0, 10)));
    expect(nextUtcMidnight(new Date('2026-03-10T23:59:30Z')).toISOString()).toBe('2026-03-11T00:00:00.000Z');
  });
});
