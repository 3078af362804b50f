/** Extension pages as the build lays them out in dist/ (vite.config.ts keeps the source layout). */
export const PAGES = {
  offscreen: 'src/extension/offscreen/offscreen.html',
  panel: 'src/extension/panel/panel.html',
  options: 'src/extension/options/options.html',
  popup: 'src/extension/popup/popup.html',
} as const;
