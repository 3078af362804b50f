/** The API key a request presents, in either header form DESIGN.md accepts. */
export type Credentials =
  | { kind: 'none' }
  | { kind: 'key'; key: string }
  | { kind: 'unreadable'; problem: string };

/** Reads the key from `Authorization: Bearer <key>` or `X-API-Key: <key>`. */
export function readCredentials(header: (name: string) => string | undefined): Credentials {
  const authorization = header('authorization')?.trim();
  const xApiKey = header('x-api-key')?.trim();
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
