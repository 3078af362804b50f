import { css } from 'lit';

export const scanBarcodeStyles = css`
  :host {
    display: block;
    container-type: inline-size;
    --_result-min: var(--nutri-scan-barcode-result-min-height, 24rem);
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
  .submit[disabled],
  .camera[disabled] {
    opacity: 0.55;
    cursor: default;
  }
  .camera {
    background: var(--_bg);
    color: var(--_text);
    border: 1px solid var(--_border);
  }
  .field:focus-visible {
    outline: 2px solid var(--_accent);
    outline-offset: 2px;
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
  .placeholder-mark {
    font-size: 1.6rem;
    letter-spacing: -0.1em;
  }
`;
