import { css } from 'lit';

// The card, field, chips, buttons, progress and error come from the shared analysisStyles.
export const describeStyles = css`
  :host {
    --_result-min: var(--nutri-describe-result-min-height, 30rem);
  }
  textarea {
    min-height: 5.5rem;
  }
  .count.over {
    color: var(--_danger);
    font-weight: 700;
  }
  .examples {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
    align-items: center;
  }
  .examples-label {
    font-size: 0.8rem;
    color: var(--_muted);
    margin-right: 0.2rem;
  }
  @container (max-width: 24rem) {
    .shortcut {
      display: none;
    }
    .submit {
      flex: 1;
    }
  }
`;
