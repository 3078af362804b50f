import { css } from 'lit';

// The card, buttons, progress and error come from the shared analysisStyles; these are its own.
export const scanBarcodeStyles = css`
  :host {
    --_result-min: var(--nutri-scan-barcode-result-min-height, 24rem);
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
  .field:focus-visible {
    outline: 2px solid var(--_accent);
    outline-offset: 2px;
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
  .unknown {
    justify-items: start;
    gap: 0.5rem;
  }
  .unknown p {
    margin: 0;
  }
  .unknown-title {
    font-weight: 700;
    font-size: 1.1rem;
  }
  .placeholder-mark {
    letter-spacing: -0.1em;
  }
`;
