import { css } from 'lit';

/**
 * The look every analysing element shares: its card, buttons, progress, error, and the room
 * kept for the result (`--_result-min`, which each element sets from its own `--nutri-*` token).
 */
export const analysisStyles = css`
  .base {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: var(--_space);
  }

  .card {
    display: grid;
    gap: 0.75rem;
    background: var(--_bg);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    box-shadow: var(--_shadow);
    padding: calc(var(--_space) * 1.25);
  }

  .actions {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.6rem;
    min-height: 2.4rem;
  }

  button {
    font: inherit;
    border-radius: var(--_radius-small);
    padding: 0.5rem 1rem;
    cursor: pointer;
  }

  .submit {
    background: var(--_accent);
    color: var(--_on-accent, #fff);
    border: 1px solid var(--_accent);
    font-weight: 700;
  }

  .submit[disabled] {
    opacity: 0.55;
    cursor: default;
  }

  .cancel {
    background: var(--_bg);
    color: var(--_text);
    border: 1px solid var(--_border);
  }

  button:focus-visible {
    outline: 2px solid var(--_accent);
    outline-offset: 2px;
  }

  .progress {
    display: inline-flex;
    align-items: center;
    gap: 0.45rem;
    color: var(--_muted);
    font-size: 0.9rem;
  }

  .spinner {
    width: 1rem;
    height: 1rem;
    border: 2px solid var(--_border);
    border-top-color: var(--_accent);
    border-radius: 50%;
    animation: spin 0.8s linear infinite;
  }

  .error {
    display: flex;
    gap: 0.5rem;
    align-items: flex-start;
    color: var(--_danger);
  }

  .error:not(:empty) {
    background: var(--_danger-soft);
    border-radius: var(--_radius-small);
    padding: 0.6rem 0.8rem;
  }

  .error-icon {
    font-weight: 800;
  }

  .output {
    min-height: var(--_result-min);
  }

  .placeholder {
    display: grid;
    place-items: center;
    gap: 0.4rem;
    min-height: var(--_result-min);
    color: var(--_muted);
    border: 1px dashed var(--_border);
    border-radius: var(--_radius);
    text-align: center;
    padding: var(--_space);
  }

  .placeholder-mark {
    font-size: 2rem;
  }

  @keyframes spin {
    to {
      transform: rotate(360deg);
    }
  }

  @media (prefers-reduced-motion: reduce) {
    .spinner {
      animation: none;
    }
  }
`;
