import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// The analyzer config renders the page; the test uses the very same function.
import { renderComponentsDoc } from '../../custom-elements-manifest.config.mjs';

describe('docs/components.md', () => {
  it('is what custom-elements.json generates (run `npm run analyze` after changing a component\'s JSDoc)', () => {
    const manifest = JSON.parse(readFileSync(new URL('../../custom-elements.json', import.meta.url), 'utf8'));
    const onDisk = readFileSync(new URL('../../docs/components.md', import.meta.url), 'utf8');
    expect(onDisk).toBe(renderComponentsDoc(manifest));
  });

  it('documents every element the kit registers', () => {
    const manifest = JSON.parse(readFileSync(new URL('../../custom-elements.json', import.meta.url), 'utf8'));
    const tags = manifest.modules.flatMap((m: { declarations?: Array<{ tagName?: string }> }) => (m.declarations ?? []).map((d) => d.tagName)).filter(Boolean);
    for (const tag of ['nutri-config', 'nutri-describe', 'nutri-health-rating', 'nutri-image-input', 'nutri-macros', 'nutri-result', 'nutri-scan-image', 'nutri-scan-label', 'nutri-scan-barcode', 'nutri-fix-food']) {
      expect(tags).toContain(tag);
    }
  });
});
