import { css } from 'lit';

export const scanBarcodeStyles = css`
  :host {
    display: block;
    container-type: inline-size;
    --_result-min: var(--nutri-scan-barcode-result-min-height, 24rem);
  }
  .base {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: var(--_space);
  }
  .card {
    display: grid;
    gap: 0.6rem;
    background: var(--_bg);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    box-shadow: var(--_shadow);
    padding: calc(var(--_space) * 1.25);
  }
  .label {
    font-weight: 700;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  .field {
    flex: 1 1 12rem;
    font: inherit;
    font-variant-numeric: tabular-nums;
    letter-spacing: 0.05em;
    padding: 0.5rem 0.7rem;
    color: var(--_text);
    background: var(--_bg);
    border: 1px solid var(--_border);
    border-radius: var(--_radius-small);
  }
  .field[aria-invalid='true'] {
    border-color: var(--_danger);
  }
  .hint {
    margin: 0;
    font-size: 0.85rem;
    color: var(--_muted);
  }
  .hint.invalid {
    color: var(--_danger);
  }
  .video {
    width: 100%;
    max-height: 18rem;
    background: #000;
    border-radius: var(--_radius-small);
    object-fit: cover;
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
  .submit[disabled],
  .camera[disabled] {
    opacity: 0.55;
    cursor: default;
  }
  .camera,
  .cancel {
    background: var(--_bg);
    color: var(--_text);
    border: 1px solid var(--_border);
  }
  button:focus-visible,
  .field:focus-visible {
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
  .unknown {
    display: grid;
    gap: 0.5rem;
    justify-items: start;
    background: var(--_bg);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    padding: calc(var(--_space) * 1.25);
  }
  .unknown h3 {
    margin: 0;
  }
  .unknown p {
    margin: 0;
  }
  .unknown-title {
    font-weight: 700;
    font-size: 1.1rem;
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
    font-size: 1.6rem;
    letter-spacing: -0.1em;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;
