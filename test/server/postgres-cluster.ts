import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/*
 * A throwaway PostgreSQL cluster for tests: initdb into a temp directory, started on a free
 * loopback port, stopped and removed afterwards. PostgreSQL refuses to run as root, so under
 * root (CI) the cluster belongs to the `postgres` user (Debian's package creates it) or `nobody`,
 * and its programs run through runuser. Where PostgreSQL is missing, starting fails with a
 * message saying how to install it: these tests are not skipped.
 */

const INSTALL_HINT =
  'PostgreSQL is needed for these tests: apt-get install -y postgresql (Debian/Ubuntu; .ci/run does it), ' +
  'or set NUTRI_PG_BIN to the directory holding initdb, pg_ctl and postgres';

/** The directory with initdb and pg_ctl: NUTRI_PG_BIN, the PATH, or Debian's /usr/lib/postgresql/<version>/bin. */
export function postgresBinDir(): string {
  const candidates: string[] = [];
  if (process.env.NUTRI_PG_BIN) candidates.push(process.env.NUTRI_PG_BIN);
  for (const dir of (process.env.PATH ?? '').split(':')) if (dir) candidates.push(dir);
  if (existsSync('/usr/lib/postgresql')) {
    const versions = readdirSync('/usr/lib/postgresql').filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a));
    for (const version of versions) candidates.push(`/usr/lib/postgresql/${version}/bin`);
  }
  const found = candidates.find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl')));
  if (!found) throw new Error(INSTALL_HINT);
  return found;
}

/** Who runs the cluster: this user, or under root an unprivileged one. */
function clusterUser(): { name: string; uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  for (const name of ['postgres', 'nobody']) {
    const id = spawnSync('id', ['-u', name], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
    if (id.status === 0 && gid.status === 0) return { name, uid: Number(id.stdout.trim()), gid: Number(gid.stdout.trim()) };
  }
  throw new Error('PostgreSQL refuses to run as root and neither a "postgres" nor a "nobody" user exists to run it');
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface PostgresCluster {
  port: number;
  /** A URL for `database` on this cluster (user nutri, no password: trust on loopback). */
  url(database: string): string;
  /** A new, empty database; answers its URL. */
  createDatabase(name?: string): Promise<string>;
  /** pg_ctl stop -m fast: connections are cut, new ones refused. Runs beside this process's event loop. */
  stop(): Promise<void>;
  /** Starts it again on the same port, with the same data. */
  start(): Promise<void>;
  /** Stops it (if running) and removes its files. */
  remove(): void;
}

let databases = 0;

export async function startPostgres(): Promise<PostgresCluster> {
  const bin = postgresBinDir();
  const user = clusterUser();
  const root = mkdtempSync(join(tmpdir(), 'nutri-pg-test-'));
  const data = join(root, 'data');
  if (user) chownSync(root, user.uid, user.gid);
  const run = (program: string, args: string[]) => {
    const command = user ? 'runuser' : join(bin, program);
    const argv = user ? ['-u', user.name, '--', join(bin, program), ...args] : args;
    const result = spawnSync(command, argv, { encoding: 'utf8', cwd: root, timeout: 120_000 });
    if (result.status !== 0) {
      throw new Error(`${program} ${args.join(' ')} failed (${result.status ?? result.signal}):\n${result.stdout}\n${result.stderr}`);
    }
  };
  try {
    run('initdb', ['-D', data, '-U', 'nutri', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
  let port = await freePort();
  // Loopback only, no Unix socket (its default directory may not be writable by this user);
  // durability is not what these tests are about, speed is.
  appendFileSync(join(data, 'postgresql.conf'), [
    '', "listen_addresses = '127.0.0.1'", "unix_socket_directories = ''",
    'fsync = off', 'synchronous_commit = off', 'full_page_writes = off', 'max_connections = 200', '',
  ].join('\n'));
  // Asynchronously, so services running in this test process keep answering meanwhile.
  const runAsync = (program: string, args: string[]) => new Promise<void>((resolve, reject) => {
    const command = user ? 'runuser' : join(bin, program);
    const argv = user ? ['-u', user.name, '--', join(bin, program), ...args] : args;
    const child = spawn(command, argv, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${program} ${args.join(' ')} failed (${code}):\n${output}`))));
  });
  let running = false;
  const startArgs = ['-D', data, '-l', join(root, 'server.log'), '-w', '-t', '60', 'start'];
  const stopArgs = ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop'];
  const start = async () => {
    await runAsync('pg_ctl', startArgs);
    running = true;
  };
  const stop = async () => {
    if (!running) return;
    await runAsync('pg_ctl', stopArgs);
    running = false;
  };
  // The free port may be taken by another test file's cluster before this one binds it: then
  // another port (a later `port` line in postgresql.conf wins).
  for (let attempt = 1; !running; attempt++) {
    appendFileSync(join(data, 'postgresql.conf'), `port = ${port}\n`);
    try {
      run('pg_ctl', startArgs);
      running = true;
    } catch (error) {
      if (attempt === 3) {
        rmSync(root, { recursive: true, force: true });
        throw error;
      }
      port = await freePort();
    }
  }
  const url = (database: string) => `postgres://nutri@127.0.0.1:${port}/${database}`;
  return {
    port,
    url,
    async createDatabase(name = `nutri_test_${process.pid}_${++databases}`) {
      const client = new pg.Client({ connectionString: url('postgres') });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return url(name);
    },
    stop,
    start,
    remove() {
      try {
        if (running) run('pg_ctl', stopArgs);
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
  };
}
