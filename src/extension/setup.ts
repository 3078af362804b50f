import { z } from 'zod';

// Extension pages forbid eval; zod's probe for it would log a CSP violation in every page even
// though it catches the failure. Imported first by every entry point.
z.config({ jitless: true });
