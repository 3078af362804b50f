/** Types of the analyzer config's export that the docs test uses. */
export function renderComponentsDoc(manifest: unknown): string;
declare const config: Record<string, unknown>;
export default config;
