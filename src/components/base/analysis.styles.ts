import { css } from 'lit';

/**
 * The one look every analysing element shares (`<nutri-describe>`, the scan elements,
 * `<nutri-fix-food>`): its card, fields, chips, buttons, progress, error, and the room kept for
 * the result (`--_result-min`, which each element sets from its own `--nutri-*` token). An
 * element's own stylesheet adds only what is particular to it.
 */
export const analysisStyles = css`
  :host {
    display: block;
    container-type: inline-size;
  }

  .base {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: var(--_space);
  }

  .card {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 0.75rem;
    background: var(--_bg);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    box-shadow: var(--_shadow);
    padding: calc(var(--_space) * 1.25);
    color: var(--_text);
  }

  .label {
    font-weight: 700;
    font-size: 1.05rem;
  }

  .field {
    display: grid;
    gap: 0.35rem;
  }

  textarea {
    font: inherit;
    color: var(--_text);
    background: var(--_surface);
    border: 1px solid var(--_border);
    border-radius: var(--_radius-small);
    padding: 0.7rem 0.8rem;
    resize: vertical;
    line-height: 1.45;
    width: 100%;
  }

  textarea::placeholder {
    color: var(--_muted);
    opacity: 0.85;
  }

  textarea:focus-visible {
    border-color: var(--_accent);
  }

  textarea[aria-invalid='true'] {
    border-color: var(--_danger);
  }

  .meta {
    display: flex;
    justify-content: space-between;
    gap: 0.5rem;
    font-size: 0.8rem;
    color: var(--_muted);
  }

  .chip {
    border: 1px solid var(--_border);
    background: var(--_bg);
    border-radius: 999px;
    padding: 0.25rem 0.7rem;
    font: inherit;
    font-size: 0.82rem;
    cursor: pointer;
    color: var(--_text);
  }

  .chip:hover {
    border-color: var(--_accent);
    color: var(--_accent);
  }

  .actions {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.6rem;
    min-height: 2.4rem;
  }

  .submit,
  .cancel,
  .secondary {
    font: inherit;
    font-weight: 650;
    border-radius: 999px;
    padding: 0.6rem 1.3rem;
    cursor: pointer;
    border: 1px solid transparent;
  }

  .submit {
    background: var(--_accent);
    color: var(--_on-accent);
  }

  .submit:hover:not(:disabled) {
    filter: brightness(1.08);
  }

  button:disabled {
    opacity: 0.55;
    cursor: default;
  }

  .cancel,
  .secondary {
    background: transparent;
    border-color: var(--_border);
    color: var(--_text);
  }

  .cancel:hover:not(:disabled) {
    border-color: var(--_danger);
    color: var(--_danger);
  }

  .secondary:hover:not(:disabled) {
    border-color: var(--_accent);
    color: var(--_accent);
  }

  button:focus-visible {
    outline: 2px solid var(--_accent);
    outline-offset: 2px;
  }

  .progress {
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
    color: var(--_muted);
    font-size: 0.9rem;
    /* Only work that takes a moment shows progress: no flicker for fast answers. */
    animation: appear 0s linear 300ms both;
  }

  .spinner {
    width: 1rem;
    height: 1rem;
    border-radius: 50%;
    border: 2px solid var(--_track);
    border-top-color: var(--_accent);
    animation: spin 0.8s linear infinite;
  }

  .error {
    margin: 0;
    display: flex;
    gap: 0.6rem;
    align-items: flex-start;
    padding: 0.75rem 1rem;
    border-radius: var(--_radius-small);
    background: var(--_danger-soft);
    border: 1px solid color-mix(in srgb, var(--_danger) 55%, transparent);
    color: var(--_text);
  }

  .error:empty {
    display: none;
  }

  .error-icon {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    border-radius: 50%;
    background: var(--_danger);
    color: var(--_bg);
    display: grid;
    place-items: center;
    font-weight: 800;
    font-size: 0.8rem;
    margin-top: 0.1rem;
  }

  .output {
    min-height: var(--_result-min);
    display: grid;
    grid-template-columns: minmax(0, 1fr);
  }

  .placeholder {
    display: grid;
    place-items: center;
    align-content: center;
    gap: 0.4rem;
    margin: 0;
    border: 1px dashed var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
    color: var(--_muted);
    text-align: center;
    padding: 1.5rem;
  }

  .placeholder.busy {
    background: linear-gradient(100deg, var(--_surface) 40%, var(--_bg) 50%, var(--_surface) 60%) 0 0 / 200% 100%;
    animation: shimmer 1.4s linear infinite;
  }

  .placeholder-mark {
    font-size: 1.8rem;
    line-height: 1;
  }

  @keyframes spin {
    to {
      transform: rotate(1turn);
    }
  }

  @keyframes appear {
    from {
      visibility: hidden;
    }
    to {
      visibility: visible;
    }
  }

  @keyframes shimmer {
    to {
      background-position: -200% 0;
    }
  }

  @container (max-width: 24rem) {
    .card {
      padding: var(--_space);
    }
  }

  @media (prefers-reduced-motion: reduce) {
    .spinner,
    .placeholder.busy {
      animation: none;
    }
  }
`;
