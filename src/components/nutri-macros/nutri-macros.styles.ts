import { css } from 'lit';

export const macrosStyles = css`
  :host {
    display: block;
    container-type: inline-size;
    --_size: var(--nutri-macros-size, 7.5rem);
  }
  .base {
    display: flex;
    align-items: center;
    gap: calc(var(--_space) * 1.25);
  }
  .chart {
    flex: none;
    width: var(--_size);
    height: var(--_size);
    transform: rotate(-90deg);
  }
  .track {
    stroke: var(--_track);
  }
  .segment {
    transition: stroke-dasharray 240ms ease, stroke-dashoffset 240ms ease;
  }
  .protein { --_c: var(--_protein); }
  .carbs { --_c: var(--_carbs); }
  .fat { --_c: var(--_fat); }
  .alcohol { --_c: var(--_alcohol); }
  .segment { stroke: var(--_c); }
  .legend {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.45rem;
    flex: 1;
    min-width: 0;
    max-width: 22rem;
  }
  .item {
    display: grid;
    grid-template-columns: 0.75rem 1fr auto auto;
    align-items: baseline;
    column-gap: 0.6rem;
  }
  .swatch {
    width: 0.75rem;
    height: 0.75rem;
    border-radius: 3px;
    background: var(--_c);
    align-self: center;
  }
  .name {
    color: var(--_muted);
  }
  .grams {
    font-weight: 650;
    text-align: right;
  }
  .percent {
    color: var(--_muted);
    font-size: 0.85em;
    min-width: 3.2ch;
    text-align: right;
  }
  @container (max-width: 16rem) {
    .base {
      flex-direction: column;
      align-items: stretch;
    }
    .chart {
      align-self: center;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .segment {
      transition: none;
    }
  }
`;
