import { css } from 'lit';

export const fixFoodStyles = css`
  :host {
    display: block;
    container-type: inline-size;
  }
  .base {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: var(--_space);
    background: var(--_bg);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    box-shadow: var(--_shadow);
    padding: calc(var(--_space) * 1.25);
    color: var(--_text);
  }
  .empty {
    color: var(--_muted);
    margin: 0;
  }
  .name {
    font-weight: 700;
    font-size: 1.05rem;
    margin: 0;
    overflow-wrap: anywhere;
  }
  .compare {
    display: grid;
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: 0.5rem;
    margin: 0;
  }
  .figure {
    display: grid;
    gap: 0.15rem;
    background: var(--_surface);
    border-radius: var(--_radius-small);
    padding: 0.5rem 0.6rem;
  }
  .figure dt {
    font-size: 0.75rem;
    color: var(--_muted);
  }
  .figure dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
    font-weight: 650;
  }
  .was {
    color: var(--_muted);
    font-weight: 400;
    text-decoration: line-through;
    margin-right: 0.3rem;
  }
  .up {
    color: var(--_danger);
  }
  .down {
    color: var(--_accent);
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.35rem;
  }
  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto auto auto;
    align-items: center;
    gap: 0.5rem;
    padding: 0.35rem 0.5rem;
    border: 1px solid var(--_border);
    border-radius: var(--_radius-small);
  }
  .ingredient-name {
    overflow-wrap: anywhere;
    font-size: 0.9rem;
  }
  .added {
    font-size: 0.7rem;
    border-radius: 999px;
    padding: 0.05rem 0.45rem;
    margin-left: 0.35rem;
    background: var(--_accent);
    color: var(--_on-accent);
  }
  .kcal {
    font-variant-numeric: tabular-nums;
    color: var(--_muted);
    font-size: 0.85rem;
  }
  .grams {
    width: 5.5rem;
  }
  input,
  textarea {
    font: inherit;
    color: var(--_text);
    background: var(--_surface);
    border: 1px solid var(--_border);
    border-radius: var(--_radius-small);
    padding: 0.35rem 0.5rem;
  }
  textarea {
    min-height: 4rem;
    resize: vertical;
    width: 100%;
    padding: 0.6rem 0.7rem;
    line-height: 1.45;
  }
  textarea:focus-visible,
  input:focus-visible {
    border-color: var(--_accent);
  }
  textarea[aria-invalid='true'] {
    border-color: var(--_danger);
  }
  .label {
    font-weight: 700;
  }
  form,
  .field {
    display: grid;
    gap: 0.5rem;
  }
  .add {
    display: flex;
    gap: 0.5rem;
  }
  .add input {
    flex: 1;
    min-width: 0;
  }
  .meta {
    font-size: 0.8rem;
    color: var(--_muted);
    display: flex;
    justify-content: space-between;
    gap: 0.5rem;
  }
  .suggestions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
    align-items: center;
  }
  .chip,
  .icon,
  .secondary {
    border: 1px solid var(--_border);
    background: var(--_bg);
    border-radius: 999px;
    padding: 0.25rem 0.7rem;
    font: inherit;
    font-size: 0.82rem;
    cursor: pointer;
    color: var(--_text);
  }
  .icon {
    padding: 0.2rem 0.55rem;
  }
  .chip:hover,
  .secondary:hover {
    border-color: var(--_accent);
    color: var(--_accent);
  }
  .icon:hover {
    border-color: var(--_danger);
    color: var(--_danger);
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.6rem;
  }
  .submit,
  .cancel {
    border-radius: 999px;
    padding: 0.55rem 1.2rem;
    font-weight: 650;
    cursor: pointer;
    border: 1px solid transparent;
    font: inherit;
  }
  .submit {
    background: var(--_accent);
    color: var(--_on-accent);
  }
  .submit:disabled,
  button:disabled {
    opacity: 0.55;
    cursor: default;
  }
  .cancel {
    background: transparent;
    border-color: var(--_border);
    color: var(--_text);
  }
  .progress {
    color: var(--_muted);
    font-size: 0.9rem;
    animation: appear 0s linear 300ms both;
  }
  @keyframes appear {
    from {
      visibility: hidden;
    }
    to {
      visibility: visible;
    }
  }
  .error {
    margin: 0;
    padding: 0.6rem 0.8rem;
    border-radius: var(--_radius-small);
    background: var(--_danger-soft);
    border: 1px solid color-mix(in srgb, var(--_danger) 55%, transparent);
  }
  .error:empty {
    display: none;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  @container (max-width: 28rem) {
    .compare {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
    li {
      grid-template-columns: minmax(0, 1fr) auto;
    }
  }
`;
