import { css } from 'lit';

export const resultStyles = css`
  :host {
    display: block;
    container-type: inline-size;
  }
  .base {
    background: var(--_bg);
    color: var(--_text);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    box-shadow: var(--_shadow);
    padding: calc(var(--_space) * 1.25);
    display: grid;
    /* minmax(0, …): a long name or a wide table must not widen the card past its container. */
    grid-template-columns: minmax(0, 1fr);
    gap: calc(var(--_space) * 1.25);
  }
  .header {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 0.4rem 1rem;
    align-items: center;
  }
  .name {
    margin: 0;
    font-size: 1.2rem;
    font-weight: 700;
    line-height: 1.25;
    letter-spacing: -0.01em;
    flex: 1 0 100%;
    overflow-wrap: anywhere;
  }
  .energy {
    display: flex;
    align-items: baseline;
    gap: 0.35rem;
    margin: 0;
  }
  .energy-value {
    font-size: 2.6rem;
    font-weight: 780;
    line-height: 1;
    letter-spacing: -0.03em;
    color: var(--_accent);
  }
  .energy-unit {
    font-size: 1rem;
    font-weight: 650;
    color: var(--_muted);
  }
  .per-serving {
    flex: 1 0 100%;
    margin: 0;
    color: var(--_muted);
    font-size: 0.875rem;
    min-height: 1.3em;
  }
  .stepper {
    display: inline-flex;
    align-items: center;
    gap: 0.25rem;
    background: var(--_surface);
    border: 1px solid var(--_border);
    border-radius: 999px;
    padding: 0.2rem;
  }
  .stepper button {
    width: 2rem;
    height: 2rem;
    border-radius: 50%;
    border: none;
    background: var(--_bg);
    color: var(--_text);
    cursor: pointer;
    font-size: 1.15rem;
    line-height: 1;
    display: grid;
    place-items: center;
  }
  .stepper button:hover:not(:disabled) {
    background: var(--_accent-soft);
    color: var(--_accent);
  }
  .stepper button:disabled {
    opacity: 0.4;
    cursor: default;
  }
  .stepper label {
    display: flex;
    align-items: baseline;
    gap: 0.3rem;
    font-size: 0.875rem;
    color: var(--_muted);
    padding-inline: 0.2rem;
  }
  .stepper input {
    width: 3.2ch;
    border: none;
    background: transparent;
    color: var(--_text);
    font: inherit;
    font-size: 1rem;
    font-weight: 700;
    text-align: center;
    -moz-appearance: textfield;
    appearance: textfield;
    border-radius: 4px;
  }
  .stepper input::-webkit-inner-spin-button,
  .stepper input::-webkit-outer-spin-button {
    -webkit-appearance: none;
    margin: 0;
  }
  .figures {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
    gap: calc(var(--_space) * 1.25) calc(var(--_space) * 2);
    align-items: start;
  }
  .section-title {
    margin: 0 0 0.6rem;
    font-size: 0.75rem;
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.08em;
    color: var(--_muted);
  }
  .alcohol {
    margin: 0.6rem 0 0;
    font-size: 0.875rem;
    color: var(--_muted);
  }
  .alcohol strong {
    color: var(--_alcohol);
  }
  .label-hint {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem 1rem;
    padding: 0.75rem 1rem;
    border-radius: var(--_radius-small);
    background: var(--_accent-soft);
    font-size: 0.9rem;
  }
  .label-hint p {
    margin: 0;
  }
  .action {
    border: 1px solid var(--_accent);
    background: transparent;
    color: var(--_accent);
    font-weight: 650;
    padding: 0.45rem 0.9rem;
    border-radius: 999px;
    cursor: pointer;
  }
  .action:hover {
    background: var(--_accent);
    color: var(--_on-accent);
  }
  .action:focus-visible {
    outline: 2px solid var(--_accent);
    outline-offset: 2px;
  }
  .fix {
    display: grid;
    gap: 0.75rem;
    justify-items: start;
  }
  .fix nutri-fix-food {
    justify-self: stretch;
  }
  .energy.unknown {
    font-size: 1.1rem;
    font-weight: 650;
    color: var(--_muted);
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 0.9rem;
  }
  th,
  td {
    padding: 0.5rem 0.4rem;
    text-align: right;
    border-bottom: 1px solid var(--_border);
    vertical-align: top;
  }
  th:first-child,
  td:first-child {
    text-align: left;
    padding-left: 0;
  }
  th:last-child,
  td:last-child {
    padding-right: 0;
  }
  thead th {
    font-weight: 600;
    color: var(--_muted);
    font-size: 0.8rem;
    white-space: nowrap;
  }
  tbody tr:last-child td {
    border-bottom: none;
  }
  .sort {
    border: none;
    background: none;
    padding: 0.15rem 0.2rem;
    margin: -0.15rem -0.2rem;
    cursor: pointer;
    font-weight: inherit;
    color: inherit;
    border-radius: 4px;
    display: inline-flex;
    align-items: center;
    gap: 0.2rem;
  }
  .sort:hover,
  th[aria-sort] .sort {
    color: var(--_text);
  }
  .arrow {
    display: inline-block;
    width: 0.7em;
    opacity: 0.35;
  }
  th[aria-sort] .arrow {
    opacity: 1;
  }
  .ingredient-name {
    font-weight: 550;
    overflow-wrap: anywhere;
  }
  .added td:first-child {
    box-shadow: inset 3px 0 0 var(--_accent);
    padding-left: 0.6rem;
  }
  .badge {
    display: inline-block;
    margin-left: 0.4rem;
    padding: 0.05rem 0.45rem;
    border-radius: 999px;
    font-size: 0.7rem;
    font-weight: 700;
    letter-spacing: 0.03em;
    text-transform: uppercase;
    background: var(--_accent-soft);
    color: var(--_accent);
    vertical-align: 0.1em;
  }
  .sub {
    display: none;
    color: var(--_muted);
    font-size: 0.8rem;
    font-weight: 400;
    margin-top: 0.1rem;
  }
  .none {
    color: var(--_muted);
    margin: 0;
  }
  .problem {
    border: 1px solid var(--_danger);
    background: var(--_danger-soft);
    color: var(--_text);
    border-radius: var(--_radius-small);
    padding: 0.75rem 1rem;
    margin: 0;
  }
  .empty {
    display: grid;
    place-items: center;
    min-height: 8rem;
    color: var(--_muted);
    border: 1px dashed var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
    margin: 0;
    padding: 1rem;
    text-align: center;
  }
  @container (max-width: 30rem) {
    .base {
      padding: var(--_space);
    }
    .col-macro {
      display: none;
    }
    .sub {
      display: block;
    }
    .energy-value {
      font-size: 2.2rem;
    }
  }
`;
