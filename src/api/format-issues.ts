import type { z } from 'zod';

/**
 * One sentence from zod issues, naming where the problem is: "data.foodData.carbs: carbs must be
 * a number of grams". Only the first three issues are shown; the rest are counted.
 */
export function formatIssues(error: z.ZodError, prefix = ''): string {
  const parts = error.issues.slice(0, 3).map((issue) => {
    const path = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
    return path ? `${path}: ${issue.message}` : issue.message;
  });
  const more = error.issues.length - parts.length;
  return parts.join('; ') + (more > 0 ? `; and ${more} more problem${more > 1 ? 's' : ''}` : '');
}
