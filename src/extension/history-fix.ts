import type { AnyFoodResult } from '../api/index.js';
import { replaceInHistory } from './history-store.js';

/**
 * Records corrections made with a card's Fix (the `nutri-result` events that come out of a
 * `<nutri-fix-food>`) into the history entry the card shows, so the popup lists the corrected
 * food. `entryId` is asked at event time: a describe box learns its entry only after answering.
 */
export function recordFixes(root: EventTarget, entryId: () => string | undefined): void {
  root.addEventListener('nutri-result', (event) => {
    const fromFixer = event.composedPath().some((target) => (target as Element).localName === 'nutri-fix-food');
    const id = entryId();
    if (!fromFixer || !id) return;
    void replaceInHistory(id, (event as CustomEvent<AnyFoodResult>).detail);
  });
}
