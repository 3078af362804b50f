const NAMED_ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', frac12: '½', frac14: '¼', frac34: '¾',
  deg: '°', ndash: '–', mdash: '—', rsquo: '’', lsquo: '‘', rdquo: '”', ldquo: '“', hellip: '…', eacute: 'é', egrave: 'è',
};

/**
 * Recipe plugins often put HTML-escaped text (and sometimes tags) into JSON-LD strings;
 * "1 &frac12; cups" must reach the meal parser as "1 ½ cups".
 */
export function cleanText(value: string): string {
  let text = value.replace(/<[^>]*>/g, ' ');
  // Twice, because double-escaped "&amp;frac12;" is common in the wild.
  for (let pass = 0; pass < 2; pass++) {
    text = text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*);/gi, (whole, entity: string) => {
      if (entity[0] === '#') {
        const code = entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
      }
      return NAMED_ENTITIES[entity.toLowerCase()] ?? whole;
    });
  }
  return text.replace(/\s+/g, ' ').trim();
}
