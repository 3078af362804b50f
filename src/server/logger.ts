import type { Writable } from 'node:stream';

/** One request as the log shows it; never the key itself, only its id. */
export interface RequestLogEntry {
  time: string;
  id: string;
  method: string;
  path: string;
  operation?: string;
  /** null: the caller hung up before the answer was ready, so none was sent (`aborted: true`). */
  status: number | null;
  aborted?: boolean;
  ms: number;
  keyId?: string;
  error?: string;
  stack?: string;
}

export type Logger = (entry: RequestLogEntry | Record<string, unknown>) => void;

/** One JSON object per line, so `jq` and log shippers read it without a parser of ours. */
export function jsonLineLogger(stream: Writable = process.stderr): Logger {
  return (entry) => {
    stream.write(JSON.stringify(entry) + '\n');
  };
}

export const silentLogger: Logger = () => {};
