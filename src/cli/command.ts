import type { Readable, Writable } from 'node:stream';
import { parseArgs, type ParseArgsConfig } from 'node:util';

/** Exit codes of every `nutri` command (DESIGN.md "Stable surfaces"). */
export const EXIT = { ok: 0, analysisError: 1, usage: 2 } as const;

export interface CommandIO {
  stdin: Readable;
  stdout: Writable;
  stderr: Writable;
  env: NodeJS.ProcessEnv;
}

/** One `nutri <name>` subcommand; each lives in its own module under commands/. */
export interface Command {
  name: string;
  summary: string;
  /** Usage lines shown by `nutri help <name>` and on a usage error. */
  usage: string;
  run(args: string[], io: CommandIO): Promise<number>;
}

/** A usage error: the command prints the message and its usage, and exits 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** node:util's parseArgs, with its complaints (an unknown flag, a missing value) as usage errors. */
export function parseCommandArgs<T extends ParseArgsConfig>(config: T): ReturnType<typeof parseArgs<T>> {
  try {
    return parseArgs(config);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}
