#!/usr/bin/env node
/**
 * `npm start`: builds only what `nutri start` serves and only when its inputs changed since the
 * last build, then starts the service. What it serves is the compiled CLI and service (lib/,
 * tsc) and the component demo page (lib/demo, Vite). The extension and the library bundle are
 * not served, so they are not built here (`npm run build` builds everything).
 *
 * A build's inputs are fingerprinted by path, size and modification time (a walk of a few
 * thousand files, ~50 ms); the fingerprint of the last good build is kept beside its output.
 * Each build's own output goes to a log file: the terminal gets one line per build, the
 * warnings the build printed, and on failure the end of its log.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const stateDir = join(root, 'lib', '.build');

/** The builds `nutri start` needs: what each reads and what it writes. */
const BUILDS = [
  {
    name: 'CLI and service (tsc → lib/)',
    id: 'node',
    command: ['node_modules/.bin/tsc', '-p', 'tsconfig.build.json'],
    inputs: ['src', 'tsconfig.json', 'tsconfig.build.json', 'package.json'],
    output: 'lib/cli/main.js',
  },
  {
    name: 'component demo page (Vite → lib/demo/)',
    id: 'demo',
    command: ['node_modules/.bin/vite', 'build', '--config', 'vite.lib.config.ts', '--mode', 'demo', '--logLevel', 'warn'],
    inputs: ['src', 'demo', 'public', 'vite.lib.config.ts', 'tsconfig.json', 'package-lock.json'],
    output: 'lib/demo/index.html',
  },
];

/** Folders that hold no build input (tests are not built; node_modules is fingerprinted by the lock file). */
const SKIP = /(^|\/)(node_modules|\.git)(\/|$)|\.test\.ts$/;

function fingerprint(inputs) {
  const hash = createHash('sha1');
  const walk = (path) => {
    const rel = relative(root, path);
    if (SKIP.test(rel)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path).sort()) walk(join(path, entry));
    } else {
      hash.update(`${rel}\0${stat.size}\0${stat.mtimeMs}\n`);
    }
  };
  for (const input of inputs) if (existsSync(join(root, input))) walk(join(root, input));
  return hash.digest('hex');
}

function readState(id) {
  try {
    return readFileSync(join(stateDir, `${id}.fingerprint`), 'utf8').trim();
  } catch {
    return '';
  }
}

/** Runs a build with its output in a log file; resolves with its exit code and the warnings it printed. */
function run(build, log) {
  return new Promise((resolve) => {
    const out = createWriteStream(log);
    const child = spawn(build.command[0], build.command.slice(1), { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const warnings = [];
    const collect = (chunk) => {
      out.write(chunk);
      for (const line of String(chunk).split('\n')) {
        // Vite and Rolldown name their warnings in brackets ([INEFFECTIVE_DYNAMIC_IMPORT]); the
        // plugin timing report is information, not a warning.
        if ((/\bwarn(ing)?\b|\(!\)|error TS|\[[A-Z_]{6,}\]/i.test(line)) && !line.includes('PLUGIN_TIMINGS')) warnings.push(line.replace(/\x1b\[[0-9;]*m/g, '').trim());
      }
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('close', (code) => out.end(() => resolve({ code: code ?? 1, warnings })));
  });
}

mkdirSync(stateDir, { recursive: true });
const force = process.argv.includes('--rebuild');
for (const build of BUILDS) {
  const print = fingerprint(build.inputs);
  if (!force && existsSync(join(root, build.output)) && readState(build.id) === print) {
    console.log(`nutri start: ${build.name}: up to date`);
    continue;
  }
  const log = join(stateDir, `${build.id}.log`);
  process.stdout.write(`nutri start: building the ${build.name} … `);
  const started = performance.now();
  const { code, warnings } = await run(build, log);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (code !== 0) {
    console.log(`failed after ${seconds} s`);
    const lines = readFileSync(log, 'utf8').trimEnd().split('\n');
    console.error(lines.slice(-30).join('\n'));
    console.error(`nutri start: the whole output is in ${relative(root, log)}`);
    process.exit(1);
  }
  console.log(`done in ${seconds} s${warnings.length ? `, ${warnings.length} warning(s) (full output: ${relative(root, log)})` : ''}`);
  for (const warning of warnings.slice(0, 10)) console.log(`  ${warning}`);
  // Fingerprint what was built from, taken before the build: an edit made during it shows next time.
  writeFileSync(join(stateDir, `${build.id}.fingerprint`), print + '\n');
}

const child = spawn(process.execPath, [join(root, 'bin', 'nutri.js'), 'start', ...process.argv.slice(2).filter((a) => a !== '--rebuild')], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
