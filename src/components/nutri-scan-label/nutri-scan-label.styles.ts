import { css } from 'lit';
import { scanImageStyles } from '../nutri-scan-image/nutri-scan-image.styles.js';

// The same card, buttons, progress and error as <nutri-scan-image>, plus the table of what was read.
export const scanLabelStyles = [
  scanImageStyles,
  css`
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
  `,
];
