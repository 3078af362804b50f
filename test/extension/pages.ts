import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PageServer {
  url(path: string): string;
  close(): Promise<void>;
}

export interface TestPage {
  /** HTML, or the bytes of another resource (then give its content-type in headers). */
  body: string | Uint8Array;
  headers?: Record<string, string>;
}

/** Serves the given pages on 127.0.0.1 (a random port) for the browser under test; `onRequest` sees each request. */
export async function servePages(pages: Record<string, TestPage>, onRequest?: (request: IncomingMessage) => void): Promise<PageServer> {
  const server: Server = createServer((request, response) => {
    onRequest?.(request);
    const page = pages[new URL(request.url ?? '/', 'http://x').pathname];
    if (!page) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...page.headers }).end(typeof page.body === 'string' ? page.body : Buffer.from(page.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    close: () => new Promise((resolve) => {
      server.close(() => resolve());
      // The browser keeps connections alive; close() alone would wait for them.
      server.closeAllConnections();
    }),
  };
}

export const html = (title: string, head: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>${head}</head><body>${body}</body></html>`;

export const jsonLd = (value: unknown) => `<script type="application/ld+json">${JSON.stringify(value)}</script>`;
