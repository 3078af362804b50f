import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/*
 * An API key reads `nk_live_<id>_<secret>`: the prefix makes a leaked key recognisable to
 * secret scanners, the id finds the stored row without scanning, and the secret is 256 random
 * bits. Only the SHA-256 of the whole key is stored: with that much entropy a slow hash adds
 * nothing, and SHA-256 keeps authentication cheap on every request.
 */
const PREFIX = 'nk_live_';
const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const ID_LENGTH = 10;
const KEY_PATTERN = /^nk_live_([a-z0-9]{10})_([A-Za-z0-9_-]{43})$/;

export interface ParsedKey {
  id: string;
  key: string;
}

export function newKeyId(): string {
  const bytes = randomBytes(ID_LENGTH);
  let id = '';
  for (const byte of bytes) id += ID_ALPHABET[byte % ID_ALPHABET.length];
  return id;
}

export function newKey(id: string): string {
  return `${PREFIX}${id}_${randomBytes(32).toString('base64url')}`;
}

/** The id of a well-formed key, or undefined for anything else. */
export function parseKey(key: string): ParsedKey | undefined {
  const match = KEY_PATTERN.exec(key);
  return match ? { id: match[1]!, key } : undefined;
}

export function hashKey(key: string): Buffer {
  return createHash('sha256').update(key, 'utf8').digest();
}

/** Constant-time comparison of a presented key with a stored hash. */
export function keyMatches(key: string, storedHash: Buffer): boolean {
  const presented = hashKey(key);
  return presented.length === storedHash.length && timingSafeEqual(presented, storedHash);
}

export const keyIdPattern = /^[a-z0-9]{10}$/;
