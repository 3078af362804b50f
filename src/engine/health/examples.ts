import { explainHealth, type HealthInput } from './index.js';

/**
 * Worked examples as Markdown, straight from the code, for docs/health-rating.md (a test
 * checks that the page matches, so the docs cannot drift from the engine).
 */
export function healthExamplesMarkdown(inputs: HealthInput[]): string {
  const lines: string[] = [];
  for (const input of inputs) {
    const e = explainHealth(input);
    const parts = e.parts.map((p) => `${p.part.name} (${Math.round(p.part.grams)} g, ${p.part.category})`).join(' + ');
    lines.push(`### ${input.name}: ${e.rating}/10`, '', `Parts: ${parts}.`, '');
    lines.push('| group | algorithm | energy | sugars | sat. fat | salt | sweeteners | protein | fibre | FVL | N − P | class | rating |');
    lines.push('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
    for (const g of e.groups) {
      const p = g.nutriScore.points;
      const protein = g.nutriScore.proteinCounted ? `${p.protein}` : `(${p.protein})`;
      lines.push(`| ${g.group} | ${g.algorithm} | ${p.energy} | ${p.sugars} | ${p.satFat} | ${p.salt} | ${p.sweeteners} | ${protein} | ${p.fibre} | ${p.fvl} (${Math.round(g.per100.fvlPercent)}%) | ${g.nutriScore.negative} − ${g.nutriScore.positive} = ${g.nutriScore.score} | ${g.nutriScore.nutriClass} | ${g.baseRating} |`);
    }
    lines.push('');
    if (e.adjustments.length > 0) {
      for (const a of e.adjustments) lines.push(`- Adjustment (${a.rule}): ${a.before} → ${a.after}, ${a.reason}.`);
      lines.push('');
    }
    e.chosen.forEach((tip, i) => lines.push(`${i + 1}. ${tip.text} *(${tip.kind})*`));
    lines.push('');
  }
  return `${lines.join('\n')}\n`;
}
