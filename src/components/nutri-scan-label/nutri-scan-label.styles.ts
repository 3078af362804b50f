import { css } from 'lit';

// The card, buttons, progress and error come from the shared analysisStyles; these are its own.
export const scanLabelStyles = css`
  :host {
    --_result-min: var(--nutri-scan-label-result-min-height, 24rem);
  }
  .read {
    margin: 0;
    font-size: 0.9rem;
    color: var(--_muted);
  }
  .read strong {
    color: var(--_text);
  }
`;
