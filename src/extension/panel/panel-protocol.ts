import { z } from 'zod';

/**
 * The two things the panel page tells the content script hosting it, by window.postMessage
 * (the host checks the sender is its own iframe on the extension's origin). Nothing in them is
 * private: the page can see them, and the result itself never crosses into the page.
 */
export const PANEL_MESSAGE = { close: 'nutri-kit:panel-close', size: 'nutri-kit:panel-size' } as const;

export const PanelMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal(PANEL_MESSAGE.close) }),
  z.object({ type: z.literal(PANEL_MESSAGE.size), height: z.number().finite().positive() }),
]);
export type PanelMessage = z.infer<typeof PanelMessage>;
