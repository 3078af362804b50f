import type { Writable } from 'node:stream';
import { format } from 'node:util';

/**
 * Analysis commands own stdout: one JSON envelope, or one a line. A dependency that writes a
 * notice with console.log while the engine works (a decoder's warning, a wasm module's banner)
 * would break that JSON for whoever pipes it, so for the command's run console.log, info and
 * debug write to stderr instead.
 */
export async function withConsoleOnStderr<T>(stderr: Writable, run: () => Promise<T>): Promise<T> {
  const saved = { log: console.log, info: console.info, debug: console.debug };
  const toStderr = (...args: unknown[]) => {
    stderr.write(format(...args) + '\n');
  };
  console.log = toStderr;
  console.info = toStderr;
  console.debug = toStderr;
  try {
    return await run();
  } finally {
    Object.assign(console, saved);
  }
}
