import type { HistoryEntry } from '../history.js';

const KJ_PER_KCAL = 4.184;
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const SOURCES: Record<HistoryEntry['source'], string> = { selection: 'Selection', recipe: 'Recipe', popup: 'Described', image: 'Photo', fix: 'Fixed' };

/** One history row in words: per-serving energy in the chosen unit, where it came from, when. */
export function historyLine(entry: HistoryEntry, units: 'kcal' | 'kJ', now = Date.now()) {
  const energy = `${whole.format(units === 'kJ' ? entry.result.calories * KJ_PER_KCAL : entry.result.calories)} ${units}`;
  let host = '';
  try {
    host = entry.pageUrl ? new URL(entry.pageUrl).host : '';
  } catch {
    host = '';
  }
  const meta = [SOURCES[entry.source], entry.fixed ? 'fixed' : '', host, ago(now - entry.at)].filter(Boolean).join(' · ');
  return {
    name: entry.result.name,
    energy: entry.result.servings === 1 ? energy : `${energy} / serving`,
    meta,
    label: `${entry.result.name}, ${energy} per serving, ${meta}. Open`,
  };
}

function ago(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  return `${Math.round(hours / 24)} d ago`;
}
