/**
 * Packs ingredient lines, one per line, into texts of at most `maxChars` characters
 * (describeMeal's limit), never splitting a line. A single line over the limit is cut: no real
 * ingredient line is that long, and the analysis of its start is better than none.
 */
export function packLines(lines: readonly string[], maxChars: number): string[] {
  const chunks: string[] = [];
  let current = '';
  for (const raw of lines) {
    const line = raw.length > maxChars ? raw.slice(0, maxChars) : raw;
    if (!current) current = line;
    else if (current.length + 1 + line.length <= maxChars) current += '\n' + line;
    else {
      chunks.push(current);
      current = line;
    }
  }
  if (current) chunks.push(current);
  return chunks;
}
