import { css } from 'lit';

export const scanImageStyles = css`
  :host {
    --_result-min: var(--nutri-scan-image-result-min-height, 30rem);
  }
  .camera {
    display: grid;
    gap: 0.5rem;
  }
  video {
    width: 100%;
    max-height: 20rem;
    background: #000;
    border-radius: var(--_radius-small);
    object-fit: contain;
  }
  .camera-problem {
    margin: 0;
    font-size: 0.9rem;
    color: var(--_muted);
  }
  .source {
    font-size: 0.85rem;
    color: var(--_muted);
  }
  .source strong {
    color: var(--_text);
  }
  .on-device {
    display: grid;
    gap: 0.4rem;
    font-size: 0.85rem;
    color: var(--_muted);
  }
  .on-device p {
    margin: 0;
  }
  .on-device progress {
    width: 100%;
  }
`;
