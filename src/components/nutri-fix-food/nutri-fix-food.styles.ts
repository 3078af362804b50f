import { css } from 'lit';

// The card, field, chips, buttons, progress and error come from the shared analysisStyles;
// these are what comparing figures and editing ingredients need.
export const fixFoodStyles = css`
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
  input {
    font: inherit;
    color: var(--_text);
    background: var(--_surface);
    border: 1px solid var(--_border);
    border-radius: var(--_radius-small);
    padding: 0.35rem 0.5rem;
  }
  input:focus-visible {
    border-color: var(--_accent);
  }
  textarea {
    min-height: 4rem;
  }
  form {
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
  .suggestions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
    align-items: center;
  }
  .icon,
  .secondary {
    font: inherit;
    border-radius: 999px;
    padding: 0.25rem 0.7rem;
    font-size: 0.82rem;
    font-weight: 400;
  }
  .icon {
    border: 1px solid var(--_border);
    background: var(--_bg);
    color: var(--_text);
    cursor: pointer;
    padding: 0.2rem 0.55rem;
  }
  .icon:hover:not(:disabled) {
    border-color: var(--_danger);
    color: var(--_danger);
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
