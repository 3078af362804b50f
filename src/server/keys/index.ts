export { KeyStore, DEFAULT_DAILY_LIMIT, normalizeOrigin } from './key-store.js';
export type { KeyInfo, CreatedKey, NewKeyOptions, Authentication, QuotaResult, KeyStoreOptions } from './key-store.js';
export { parseKey, keyIdPattern } from './key-format.js';
