import { readFileSync } from 'node:fs';

/** The field tables of docs/v4-interface.md (a copy of the upstream interface document). */
export function interfaceTables(): Map<string, Array<{ field: string; type: string }>> {
  const text = readFileSync(new URL('../../docs/v4-interface.md', import.meta.url), 'utf8');
  const tables = new Map<string, Array<{ field: string; type: string }>>();
  const sections = text.split(/^### /m).slice(1);
  for (const section of sections) {
    const body = section.split(/^## /m)[0]!;
    const title = body.split('\n')[0]!.replace(/\s*\(.*\)\s*$/, '').trim();
    const rows = body
      .split('\n')
      .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
      .slice(1)
      .map((line) => line.split('|').map((cell) => cell.trim()).filter(Boolean))
      .map(([field, type]) => ({ field: field!, type: type! }));
    if (rows.length) tables.set(title, rows);
  }
  return tables;
}

/** The error table: identifier → operations marked "yes". */
export function interfaceErrorTable(): Map<string, string[]> {
  const text = readFileSync(new URL('../../docs/v4-interface.md', import.meta.url), 'utf8');
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.startsWith('| Error |'));
  const header = lines[start]!.split('|').map((c) => c.trim()).filter(Boolean).slice(1);
  const table = new Map<string, string[]>();
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    const cells = line.split('|').slice(1, -1).map((c) => c.trim());
    table.set(cells[0]!, header.filter((_, i) => cells[i + 1] === 'yes'));
  }
  return table;
}
