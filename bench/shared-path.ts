import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The reference data folder `shared/` (benches only; tests never read it): NUTRI_SHARED, else
 * beside the checkout, else beside its parent (a git worktree under wt/).
 */
export const SHARED: string =
  process.env.NUTRI_SHARED ??
  ['../../shared/', '../../../shared/'].map((p) => fileURLToPath(new URL(p, import.meta.url))).find((p) => existsSync(p)) ??
  fileURLToPath(new URL('../../shared/', import.meta.url));
