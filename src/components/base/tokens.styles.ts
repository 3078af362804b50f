import { css } from 'lit';

/*
 * Design tokens. The public `--nutri-*` custom properties inherit from anywhere above the
 * element (the page's :root, a wrapper, <nutri-config>) and override both themes; the private
 * `--_*` properties hold the resolved value so a theme switch never needs a new stylesheet.
 */
const light = css`
  --_bg: var(--nutri-color-bg, #ffffff);
  --_surface: var(--nutri-color-surface, #f6f6f3);
  --_text: var(--nutri-color-text, #1c1b19);
  --_muted: var(--nutri-color-muted, #5c5a55);
  --_border: var(--nutri-color-border, #e3e1da);
  --_accent: var(--nutri-color-accent, #0d6b5e);
  --_on-accent: var(--nutri-color-on-accent, #ffffff);
  --_accent-soft: var(--nutri-color-accent-soft, #e3f2ee);
  --_danger: var(--nutri-color-danger, #b42318);
  --_danger-soft: var(--nutri-color-danger-soft, #fdecea);
  --_protein: var(--nutri-color-protein, #3f6fd8);
  --_carbs: var(--nutri-color-carbs, #e6a23c);
  --_fat: var(--nutri-color-fat, #d9546a);
  --_alcohol: var(--nutri-color-alcohol, #8a63d2);
  --_good: var(--nutri-color-good, #2f9e5b);
  --_fair: var(--nutri-color-fair, #e0a100);
  --_poor: var(--nutri-color-poor, #d64545);
  --_track: var(--nutri-color-track, #ebe9e3);
  --_shadow: var(--nutri-shadow, 0 1px 2px rgb(28 27 25 / 0.06), 0 4px 16px rgb(28 27 25 / 0.06));
  color-scheme: light;
`;

const dark = css`
  --_bg: var(--nutri-color-bg, #17191d);
  --_surface: var(--nutri-color-surface, #21242a);
  --_text: var(--nutri-color-text, #eef0f3);
  --_muted: var(--nutri-color-muted, #a9afb9);
  --_border: var(--nutri-color-border, #343842);
  --_accent: var(--nutri-color-accent, #4fd1b5);
  --_on-accent: var(--nutri-color-on-accent, #062a24);
  --_accent-soft: var(--nutri-color-accent-soft, #173a34);
  --_danger: var(--nutri-color-danger, #ff8a80);
  --_danger-soft: var(--nutri-color-danger-soft, #3a1f1f);
  --_protein: var(--nutri-color-protein, #7aa2ff);
  --_carbs: var(--nutri-color-carbs, #f2b95c);
  --_fat: var(--nutri-color-fat, #f07a8e);
  --_alcohol: var(--nutri-color-alcohol, #b192f0);
  --_good: var(--nutri-color-good, #4cc482);
  --_fair: var(--nutri-color-fair, #f0c040);
  --_poor: var(--nutri-color-poor, #f26b6b);
  --_track: var(--nutri-color-track, #2c3038);
  --_shadow: var(--nutri-shadow, 0 1px 2px rgb(0 0 0 / 0.3), 0 6px 20px rgb(0 0 0 / 0.25));
  color-scheme: dark;
`;

/** Shared by every component: tokens, themes, type, focus and the visually-hidden helper. */
export const baseStyles = css`
  :host {
    ${light}
    --_font: var(--nutri-font-family, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', sans-serif);
    --_radius: var(--nutri-radius, 14px);
    --_radius-small: var(--nutri-radius-small, 8px);
    --_space: var(--nutri-space, 1rem);
    --_focus: var(--nutri-focus-ring, 0 0 0 3px color-mix(in srgb, var(--_accent) 45%, transparent));
    box-sizing: border-box;
    font-family: var(--_font);
    font-size: var(--nutri-font-size, 1rem);
    line-height: 1.45;
    color: var(--_text);
    -webkit-font-smoothing: antialiased;
  }
  :host([data-theme='dark']) {
    ${dark}
  }
  @media (prefers-color-scheme: dark) {
    :host(:not([data-theme='light'])) {
      ${dark}
    }
  }
  :host([hidden]) {
    display: none;
  }
  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    padding: 0;
    margin: -1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
  .num {
    font-variant-numeric: tabular-nums;
  }
  button {
    font: inherit;
    color: inherit;
  }
  :focus-visible {
    outline: none;
    box-shadow: var(--_focus);
  }
`;
