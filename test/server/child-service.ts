import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CLI = fileURLToPath(new URL('./run-cli.ts', import.meta.url));

export interface ChildService {
  child: ChildProcessWithoutNullStreams;
  url: string;
  stdout: () => string;
  stderr: () => string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
}

/** Runs `nutri <command> …` from source in a child process and waits until it listens. */
export async function spawnService(args: string[], env: NodeJS.ProcessEnv = {}): Promise<ChildService> {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
  });
  let out = '';
  let err = '';
  child.stdout.setEncoding('utf8').on('data', (d) => (out += d));
  child.stderr.setEncoding('utf8').on('data', (d) => (err += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const check = () => {
      const match = /v4 service on (http:\/\/[^\s;,()]+)/.exec(out);
      if (match) {
        child.stdout.off('data', check);
        resolve(match[1]!.replace(/[(),]+$/, ''));
      }
    };
    child.stdout.on('data', check);
    exited.then((code) => reject(new Error(`the service exited (${code}) before listening:\n${err}`)));
  });
  return { child, url, stdout: () => out, stderr: () => err, exited };
}
