// Writes docs/contract.md from the operation table (see src/api/contract-doc.ts).
import { writeFileSync } from 'node:fs';
import { contractMarkdown } from '../src/api/contract-doc.js';

const target = new URL('../docs/contract.md', import.meta.url);
writeFileSync(target, contractMarkdown());
console.log(`wrote ${target.pathname}`);
