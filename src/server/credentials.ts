import type { IncomingHttpHeaders } from 'node:http';

/** The API key a request presents, in either header form DESIGN.md accepts. */
export type Credentials =
  | { kind: 'none' }
  | { kind: 'key'; key: string }
  | { kind: 'unreadable'; problem: string };

export function readCredentials(headers: IncomingHttpHeaders): Credentials {
  const authorization = headers.authorization?.trim();
  const headerKey = headers['x-api-key'];
  const xApiKey = (Array.isArray(headerKey) ? headerKey[0] : headerKey)?.trim();
  let bearer: string | undefined;
  if (authorization) {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization);
    if (!match) {
      return { kind: 'unreadable', problem: 'The Authorization header must read "Bearer <key>"' };
    }
    bearer = match[1];
  }
  if (bearer && xApiKey && bearer !== xApiKey) {
    return { kind: 'unreadable', problem: 'Authorization and X-API-Key carry different keys; send one key' };
  }
  const key = bearer ?? xApiKey;
  return key ? { kind: 'key', key } : { kind: 'none' };
}
