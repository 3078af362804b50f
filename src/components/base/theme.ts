export type Theme = 'light' | 'dark' | 'auto';

export function readTheme(value: string | null | undefined): Theme | undefined {
  return value === 'light' || value === 'dark' || value === 'auto' ? value : undefined;
}
