import { css } from 'lit';

export const healthRatingStyles = css`
  :host {
    display: block;
    container-type: inline-size;
    --_gauge: var(--nutri-gauge-size, 9.5rem);
  }
  .base {
    display: flex;
    gap: calc(var(--_space) * 1.25);
    align-items: center;
  }
  .gauge {
    position: relative;
    flex: none;
    width: var(--_gauge);
    aspect-ratio: 120 / 72;
  }
  .gauge svg {
    display: block;
    width: 100%;
    height: 100%;
    overflow: visible;
  }
  .track {
    stroke: var(--_track);
  }
  .value {
    stroke: var(--_band);
    transition: stroke-dasharray 320ms ease;
  }
  .tick {
    stroke: var(--_bg);
    stroke-width: 1.6;
  }
  .poor { --_band: var(--_poor); }
  .fair { --_band: var(--_fair); }
  .good { --_band: var(--_good); }
  .readout {
    position: absolute;
    inset: auto 0 0 0;
    text-align: center;
    line-height: 1;
  }
  .score {
    font-size: calc(var(--_gauge) * 0.26);
    font-weight: 750;
    letter-spacing: -0.02em;
  }
  .outof {
    font-size: calc(var(--_gauge) * 0.1);
    color: var(--_muted);
    font-weight: 600;
  }
  .word {
    display: block;
    margin-top: 0.2rem;
    font-size: 0.8rem;
    font-weight: 650;
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: var(--_band);
  }
  .tips {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: 0.5rem;
    flex: 1;
    min-width: 0;
    counter-reset: tip;
  }
  .tip {
    position: relative;
    padding-left: 1.9rem;
    counter-increment: tip;
  }
  .tip::before {
    content: counter(tip);
    position: absolute;
    left: 0;
    top: 0.05rem;
    width: 1.35rem;
    height: 1.35rem;
    border-radius: 50%;
    display: grid;
    place-items: center;
    font-size: 0.75rem;
    font-weight: 700;
    background: var(--_accent-soft);
    color: var(--_accent);
  }
  .empty {
    color: var(--_muted);
  }
  @container (max-width: 26rem) {
    .base {
      flex-direction: column;
      align-items: stretch;
    }
    .gauge {
      align-self: center;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .value {
      transition: none;
    }
  }
`;
