import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { withConsoleOnStderr } from './console-to-stderr.js';

describe('withConsoleOnStderr', () => {
  it('sends what a library logs during the run to stderr and restores console after, even on failure', async () => {
    const stderr = new PassThrough();
    let err = '';
    stderr.on('data', (c) => (err += c));
    const original = console.log;
    await expect(withConsoleOnStderr(stderr, async () => {
      console.log('Warning: %s', 'frame larger than screen');
      console.info('notice');
      throw new Error('failed');
    })).rejects.toThrow('failed');
    expect(err).toBe('Warning: frame larger than screen\nnotice\n');
    expect(console.log).toBe(original);
  });
});
