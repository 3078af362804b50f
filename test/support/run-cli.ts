import { PassThrough, Readable } from 'node:stream';
import { main } from '../../src/cli/main.js';

export interface CliRun {
  code: number;
  out: string;
  err: string;
}

/** Runs `nutri <args>` in process, as a shell would: stdin fed, stdout and stderr caught whole. */
export async function runCli(args: string[], options: { stdin?: string | Buffer; env?: NodeJS.ProcessEnv } = {}): Promise<CliRun> {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = '';
  let err = '';
  stdout.on('data', (c) => (out += c));
  stderr.on('data', (c) => (err += c));
  const code = await main(args, { stdin: Readable.from([options.stdin ?? '']), stdout, stderr, env: options.env ?? {} });
  return { code, out, err };
}
