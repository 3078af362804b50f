import { writeFileSync, mkdirSync } from 'node:fs';

/**
 * custom-elements.json from the JSDoc of src/components, and docs/components.md from that
 * manifest (never by hand): `npm run analyze` or the last step of `npm run build:lib`.
 */
export default {
  globs: ['src/components/**/*.ts'],
  exclude: ['src/components/**/*.test.ts', 'src/components/**/*.styles.ts', 'src/components/**/*.d.ts'],
  outdir: '.',
  litelement: true,
  packagejson: false,
  plugins: [componentsDocPlugin()],
};

function componentsDocPlugin() {
  return {
    name: 'nutri-components-doc',
    packageLinkPhase({ customElementsManifest }) {
      // The analyzer lists modules in file-system glob order; sorting keeps the committed
      // manifest byte-identical from one build to the next.
      customElementsManifest.modules.sort((a, b) => a.path.localeCompare(b.path));
      mkdirSync('docs', { recursive: true });
      writeFileSync('docs/components.md', renderComponentsDoc(customElementsManifest));
    },
  };
}

const cell = (text) => String(text ?? '').replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ').trim();
const code = (text) => (text ? `\`${text}\`` : '');

function table(head, rows) {
  if (!rows.length) return '';
  return [`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`, ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`), ''].join('\n');
}

/** Exported for the docs test: the same function renders and checks docs/components.md. */
export function renderComponentsDoc(manifest) {
  const elements = manifest.modules
    .flatMap((module) => (module.declarations ?? []).map((declaration) => ({ module, declaration })))
    .filter(({ declaration }) => declaration.customElement && declaration.tagName)
    .sort((a, b) => a.declaration.tagName.localeCompare(b.declaration.tagName));
  const out = [
    '# nutri-kit components',
    '',
    '<!-- Generated from custom-elements.json by custom-elements-manifest.config.mjs (npm run analyze). Do not edit. -->',
    '',
    'Lit web components for nutrition analysis. Load every element with one script tag',
    '(`<script type="module" src="lib/nutri-kit.js">`) or from a bundler (`import \'nutri-kit/components\'`,',
    'or one element: `import \'nutri-kit/components/nutri-result\'`). Registering twice is harmless.',
    '',
    'Each element finds its API in this order: its `client` property, the nearest `<nutri-config>`',
    '(also across shadow roots), else the embedded engine, loaded on the first analysis. Events bubble',
    'and are composed. Theme every element with `--nutri-*` custom properties on any ancestor and with',
    '`::part()`; `theme="light|dark|auto"` and `units="kcal|kJ"` work on each element and on `<nutri-config>`.',
    '',
    'The embedded engine runs in a module Web Worker, so a long analysis never freezes the page. Cancel',
    'answers at once; work still running 250 ms after a cancel, or 30 s after it began (loading the data',
    'is not counted), is stopped by terminating the worker, and the next analysis starts a fresh one.',
    '`configureEmbeddedEngine({ timeoutMs, abortGraceMs, worker })` changes that (`worker: false` keeps',
    'the engine on the page\'s thread). Where no worker can start (a CSP without `worker-src \'self\'`, a',
    'host that does not serve the worker file) the engine runs on the page\'s thread and one console',
    'warning says so. Bundling `nutri-kit/components` yourself: see "In pages: a Web Worker" in',
    'docs/engine.md.',
    '',
    'Where the page has the browser\'s on-device model (Chrome\'s Prompt API, `LanguageModel`, with image',
    'input), `<nutri-scan-image>` asks it to name the dishes in a photo when no vision provider is',
    'configured, on the device: nothing is sent. `LanguageModel` exists on Window only, so the worker\'s',
    'engine asks the page for it; while the model works the 30 s bound is paused (the model has its own,',
    '60 s) and Cancel aborts its prompt. `configureEmbeddedEngine({ onDeviceModel: false })` switches it',
    'off. The model\'s download needs a user gesture; see docs/image.md "The browser\'s built-in model".',
    '',
    ...elements.map(({ declaration }) => `- [\`<${declaration.tagName}>\`](#${declaration.tagName}): ${cell(declaration.summary)}`),
    '',
  ];
  for (const { module, declaration: d } of elements) {
    out.push(`## \`<${d.tagName}>\``, '', `<a id="${d.tagName}"></a>`, '');
    if (d.summary) out.push(`**${cell(d.summary)}**`, '');
    if (d.description) out.push(d.description.trim(), '');
    out.push(`Class \`${d.name}\` in \`${module.path}\`; register it alone with \`nutri-kit/components/${d.tagName}\`.`, '');
    const attributes = (d.attributes ?? []).map((a) => [code(a.name), code(a.fieldName), code(a.type?.text), code(a.default), a.description]);
    if (attributes.length) out.push('### Attributes', '', table(['Attribute', 'Property', 'Type', 'Default', 'Description'], attributes));
    const reflected = new Set((d.attributes ?? []).map((a) => a.fieldName));
    const properties = (d.members ?? [])
      .filter((m) => m.kind === 'field' && !m.static && (m.privacy ?? 'public') === 'public' && !m.name.startsWith('_') && m.description && !reflected.has(m.name))
      .map((m) => [code(m.name), code(m.type?.text), code(m.default), m.description]);
    if (properties.length) out.push('### Properties', '', table(['Property (no attribute)', 'Type', 'Default', 'Description'], properties));
    const methods = (d.members ?? [])
      .filter((m) => m.kind === 'method' && !m.static && (m.privacy ?? 'public') === 'public' && m.description && !['render', 'emit', 'subscribe', 'resolveApi'].includes(m.name))
      .map((m) => [code(`${m.name}(${(m.parameters ?? []).map((p) => p.name).join(', ')})`), m.description]);
    if (methods.length) out.push('### Methods', '', table(['Method', 'Description'], methods));
    const events = (d.events ?? []).map((e) => [code(e.name), e.description]);
    if (events.length) out.push('### Events', '', table(['Event', 'Description'], events));
    const slots = (d.slots ?? []).map((s) => [s.name ? code(s.name) : '(default)', s.description]);
    if (slots.length) out.push('### Slots', '', table(['Slot', 'Description'], slots));
    const parts = (d.cssParts ?? []).map((p) => [code(p.name), p.description]);
    if (parts.length) out.push('### CSS parts', '', table(['Part', 'Description'], parts));
    const props = (d.cssProperties ?? []).map((p) => [code(p.name), p.description]);
    if (props.length) out.push('### CSS custom properties', '', table(['Property', 'Description'], props));
  }
  out.push(
    '## Shared tokens',
    '',
    'Every element reads these; set them on any ancestor. Each has a light and a dark default.',
    '',
    table(['Property', 'Used for'], [
      ['`--nutri-font-family`', 'Type face'],
      ['`--nutri-font-size`', 'Base size'],
      ['`--nutri-radius`, `--nutri-radius-small`', 'Corners of cards and controls'],
      ['`--nutri-space`', 'Spacing unit'],
      ['`--nutri-shadow`', 'Card shadow'],
      ['`--nutri-focus-ring`', 'Focus indicator (a box-shadow)'],
      ['`--nutri-color-bg`, `--nutri-color-surface`', 'Card and control backgrounds'],
      ['`--nutri-color-text`, `--nutri-color-muted`, `--nutri-color-border`', 'Text, secondary text, rules'],
      ['`--nutri-color-accent`, `--nutri-color-on-accent`, `--nutri-color-accent-soft`', 'Buttons, energy figure, highlights'],
      ['`--nutri-color-danger`, `--nutri-color-danger-soft`', 'Errors'],
      ['`--nutri-color-protein`, `--nutri-color-carbs`, `--nutri-color-fat`, `--nutri-color-alcohol`', 'Macro chart'],
      ['`--nutri-color-good`, `--nutri-color-fair`, `--nutri-color-poor`, `--nutri-color-track`', 'Health gauge'],
    ]),
    '## Event details',
    '',
    '- `nutri-result`: the operation\'s FoodResult (with `healthRating` except for fixFood). Figures are per serving.',
    '- `nutri-error`: `{ error, message }`: a v4 identifier (`noFoodDetectedText`, `invalidRequest`, `networkError`…) and a message to show.',
    '- `nutri-image`: `{ blob, type, width, height, bytes, originalBytes, reencoded, source }`.',
    '- `nutri-servings-change`: `{ servings }`. `nutri-label-scan`: `{ result }`. `nutri-analysis-start`: `{ operation }`. `nutri-cancel`: `{}`.',
    '',
  );
  return out.join('\n');
}
