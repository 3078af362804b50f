import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { utcDay } from '../../src/server/index.js';
import { startTestService, wordEngine, type TestService } from './harness.js';

/*
 * What happens on the wire below the app: Node's parser and timers, and the adapter's checks.
 * Raw sockets, because fetch would fix up (or refuse to send) what these tests send on purpose.
 */

let service: TestService | undefined;
afterEach(async () => {
  await service?.stop();
  service = undefined;
});

interface Raw {
  socket: Socket;
  received: () => string;
  /** The server ended its side of the connection. */
  closed: Promise<void>;
  /** Both sides are closed. */
  gone: Promise<void>;
}

function open(url: string): Promise<Raw> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    // Half-open allowed: a client may keep writing after the server's FIN, as a hostile one does.
    const socket = connect({ port: Number(port), host: hostname, allowHalfOpen: true });
    let received = '';
    socket.setEncoding('utf8').on('data', (d) => (received += d));
    // Writing to a socket the server destroyed fails; that is what the tests expect.
    socket.on('error', () => {});
    // The server is done with us once it ends its side (or the socket is gone).
    const closed = new Promise<void>((done) => {
      socket.once('end', () => done());
      socket.once('close', () => done());
    });
    const gone = new Promise<void>((done) => socket.once('close', () => done()));
    socket.once('connect', () => resolve({ socket, received: () => received, closed, gone }));
    socket.once('error', reject);
  });
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
}

const envelopeOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

describe('connections the service cuts off', () => {
  it('after a 408 for slow headers the socket is gone: the rest of the request is neither run nor counted', async () => {
    let runs = 0;
    service = await startTestService({ headersTimeoutMs: 500, engine: wordEngine({ beforeDescribe: () => void runs++ }) });
    const { id, key } = service.store!.create();
    const raw = await open(service.url);
    raw.socket.write(`POST /v4/describeMeal HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${key}\r\nContent-Type: application/json\r\n`);
    await until(() => raw.received().length > 0);
    expect(raw.received()).toMatch(/^HTTP\/1\.1 408/);
    expect(envelopeOf(raw.received())).toEqual({ success: false, error: 'invalidRequest', message: expect.stringMatching(/did not arrive in time/) });
    // The client finishes its request anyway.
    const body = '{"data": {"text": "an egg"}}';
    raw.socket.end(`Content-Length: ${body.length}\r\n\r\n${body}`);
    await raw.gone;
    // Answered after the late request's bytes arrived, on the same event loop.
    expect((await fetch(`${service.url}/healthz`)).status).toBe(200);
    expect(runs).toBe(0);
    expect(service.store!.used(id, utcDay(new Date()))).toBe(0);
    expect(service.lines).toContainEqual(expect.objectContaining({ event: 'clientError', status: 408 }));
    expect(service.lines.filter((line) => line.path === '/v4/describeMeal')).toEqual([]);
  });

  it('a body still arriving at the request timeout gets the 408 envelope, and is not run or counted', async () => {
    let runs = 0;
    service = await startTestService({
      headersTimeoutMs: 500, requestTimeoutMs: 1_000, engine: wordEngine({ beforeDescribe: () => void runs++ }),
    });
    const { id, key } = service.store!.create();
    const raw = await open(service.url);
    raw.socket.write(`POST /v4/describeMeal HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${key}\r\n` +
      'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"data": {"te');
    await raw.closed;
    expect(raw.received()).toMatch(/^HTTP\/1\.1 408/);
    expect(envelopeOf(raw.received())).toMatchObject({ success: false, error: 'invalidRequest' });
    expect(runs).toBe(0);
    expect(service.store!.used(id, utcDay(new Date()))).toBe(0);
    expect(service.lines).toContainEqual(expect.objectContaining({ event: 'clientError', status: 408 }));
    // The request's own line says it was never answered by the app.
    await until(() => service!.lines.some((line) => line.path === '/v4/describeMeal'));
    expect(service.lines.find((line) => line.path === '/v4/describeMeal')).toMatchObject({ status: null, aborted: true });
  });

  it('a caller that hangs up before the answer is logged as unanswered, not as a 200', async () => {
    let started = false;
    service = await startTestService({
      auth: false,
      engine: wordEngine({
        beforeDescribe: (_text, signal) => new Promise<void>((resolve) => {
          started = true;
          signal?.addEventListener('abort', () => resolve());
        }),
      }),
    });
    const raw = await open(service.url);
    const body = '{"data": {"text": "an egg"}}';
    raw.socket.write(`POST /v4/describeMeal HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`);
    await until(() => started);
    raw.socket.destroy();
    await until(() => service!.lines.some((line) => line.path === '/v4/describeMeal'));
    const line = service.lines.find((entry) => entry.path === '/v4/describeMeal')!;
    expect(line).toMatchObject({ status: null, aborted: true, operation: 'describeMeal' });
  });
});

describe('CORS on the wire', () => {
  it('two Origin headers in one request get no Access-Control-Allow-Origin', async () => {
    service = await startTestService({ auth: false });
    const raw = await open(service.url);
    raw.socket.end('GET /healthz HTTP/1.1\r\nHost: x\r\nOrigin: https://app.example\r\nOrigin: https://evil.example\r\nConnection: close\r\n\r\n');
    await raw.gone;
    expect(raw.received()).toMatch(/^HTTP\/1\.1 200/);
    expect(raw.received().toLowerCase()).not.toContain('access-control-allow-origin');
  });
});

describe('requests the adapter refuses before the app', () => {
  for (const [what, head, message] of [
    ['no Host header', 'GET /healthz HTTP/1.1\r\n\r\n', /no Host header/],
    ['a Host that is not a host', 'GET /healthz HTTP/1.1\r\nHost: user@evil.example\r\n\r\n', /Host header is not a host name/],
    ['a backslash in the path', 'GET /v4\\openapi.json HTTP/1.1\r\nHost: x\r\n\r\n', /backslash/],
  ] as const) {
    it(`${what}: a 400 envelope and a log line`, async () => {
      service = await startTestService({ auth: false });
      const raw = await open(service.url);
      raw.socket.write(head);
      await raw.closed;
      expect(raw.received()).toMatch(/^HTTP\/1\.1 400/);
      expect(envelopeOf(raw.received())).toEqual({ success: false, error: 'invalidRequest', message: expect.stringMatching(message) });
      expect(service.lines).toContainEqual(expect.objectContaining({ event: 'badRequest', status: 400 }));
    });
  }
});
