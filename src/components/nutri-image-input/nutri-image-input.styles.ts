import { css } from 'lit';

export const imageInputStyles = css`
  :host {
    display: block;
    container-type: inline-size;
    --_preview: var(--nutri-image-preview-height, 12rem);
  }
  .base {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 0.6rem;
  }
  .label {
    font-weight: 700;
  }
  .dropzone {
    position: relative;
    display: grid;
    place-items: center;
    gap: 0.75rem;
    min-height: calc(var(--_preview) + 4.5rem);
    padding: 1.25rem;
    border: 2px dashed var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
    text-align: center;
    transition: border-color 120ms ease, background-color 120ms ease;
  }
  .dropzone.over {
    border-color: var(--_accent);
    background: var(--_accent-soft);
  }
  .dropzone:focus-visible {
    border-color: var(--_accent);
  }
  .preview {
    display: block;
    max-width: 100%;
    height: var(--_preview);
    object-fit: contain;
    border-radius: var(--_radius-small);
    background: var(--_bg);
  }
  .icon {
    width: 3rem;
    height: 3rem;
    color: var(--_muted);
  }
  .hint {
    margin: 0;
    color: var(--_muted);
    font-size: 0.9rem;
  }
  .buttons {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 0.5rem;
  }
  .button {
    border-radius: 999px;
    padding: 0.5rem 1.1rem;
    font-weight: 650;
    cursor: pointer;
    border: 1px solid var(--_accent);
    background: var(--_accent);
    color: var(--_on-accent);
  }
  .button.secondary {
    background: transparent;
    color: var(--_accent);
  }
  .button:disabled {
    opacity: 0.55;
    cursor: default;
  }
  input[type='file'] {
    display: none;
  }
  .info {
    margin: 0;
    font-size: 0.85rem;
    color: var(--_muted);
    min-height: 1.3em;
    overflow-wrap: anywhere;
  }
  .error {
    margin: 0;
    padding: 0.6rem 0.9rem;
    border-radius: var(--_radius-small);
    background: var(--_danger-soft);
    border: 1px solid color-mix(in srgb, var(--_danger) 55%, transparent);
  }
  .error:empty {
    display: none;
  }
  @container (max-width: 22rem) {
    .dropzone {
      padding: 0.9rem;
    }
    .button {
      flex: 1;
    }
  }
`;
