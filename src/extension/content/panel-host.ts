import browser from 'webextension-polyfill';
import { PANEL_MESSAGE, PanelMessage } from '../panel/panel-protocol.js';

/*
 * The in-page panel: an extension page in an iframe, inside a closed shadow root on an element
 * of our own. Page scripts cannot reach into a closed root and page CSS does not cross it; the
 * host element's own box is set inline with !important, which outranks any page rule
 * (`* { all: unset !important }` included). Styles are set through the CSSOM, which a page's
 * style-src CSP does not block.
 */

const TAG = 'nutri-kit-panel';
const WIDTH = 380;
const INITIAL_HEIGHT = 220;
const MAX_HEIGHT = 560;
const MARGIN = 12;

interface OpenPanel {
  host: HTMLElement;
  frame: HTMLIFrameElement;
  returnFocus: Element | null;
  teardown: () => void;
}

let current: OpenPanel | undefined;

export function openPanel(url: string, anchor: 'selection' | 'top-right' | 'image', image?: Element): void {
  // With a panel open, the page's focus is on our host element: return to what it replaced.
  const returnFocus = current ? current.returnFocus : document.activeElement;
  closePanel({ restoreFocus: false });
  // A panel left by an earlier injection of this script (after an extension reload) goes too.
  document.querySelectorAll(TAG).forEach((element) => element.remove());

  const position = anchor === 'selection' ? besideSelection() : anchor === 'image' && image ? besideRect(image.getBoundingClientRect()) : topRight();
  const host = document.createElement(TAG);
  setImportant(host, {
    all: 'initial',
    display: 'block',
    position: 'fixed',
    top: `${position.top}px`,
    left: `${position.left}px`,
    width: `${WIDTH}px`,
    height: `${INITIAL_HEIGHT}px`,
    'max-width': `calc(100vw - ${2 * MARGIN}px)`,
    'z-index': '2147483647',
    margin: '0',
    padding: '0',
    border: '0',
    opacity: '1',
    visibility: 'visible',
    transform: 'none',
    filter: 'none',
    'pointer-events': 'auto',
    'box-shadow': '0 8px 28px rgba(0, 0, 0, 0.28)',
    'border-radius': '12px',
    overflow: 'hidden',
    'color-scheme': 'light dark',
  });
  const root = host.attachShadow({ mode: 'closed' });
  const frame = document.createElement('iframe');
  frame.src = url;
  frame.title = 'nutri-kit: nutrition';
  frame.setAttribute('allow', '');
  setImportant(frame, {
    all: 'initial',
    display: 'block',
    width: '100%',
    height: '100%',
    border: '0',
    margin: '0',
    padding: '0',
    'background-color': 'transparent',
  });
  root.append(frame);
  document.documentElement.append(host);

  // The frame was given this session's dynamic address (use_dynamic_url); its document may report
  // either that origin or the extension's fixed one.
  const panelOrigins = [new URL(url).origin, `chrome-extension://${browser.runtime.id}`];
  const onMessage = (event: MessageEvent) => {
    if (event.source !== frame.contentWindow || !panelOrigins.includes(event.origin)) return;
    const message = PanelMessage.safeParse(event.data);
    if (!message.success) return;
    if (message.data.type === PANEL_MESSAGE.close) closePanel();
    else if (message.data.type === PANEL_MESSAGE.size) {
      const height = Math.min(MAX_HEIGHT, window.innerHeight - 2 * MARGIN, Math.max(80, Math.ceil(message.data.height)));
      host.style.setProperty('height', `${height}px`, 'important');
      // Growing downwards must not push the panel off the bottom of the window.
      const top = parseFloat(host.style.getPropertyValue('top'));
      if (top + height > window.innerHeight - MARGIN) {
        host.style.setProperty('top', `${Math.max(MARGIN, window.innerHeight - MARGIN - height)}px`, 'important');
      }
    }
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      closePanel();
    }
  };
  const onPointer = (event: Event) => {
    if (!event.composedPath().includes(host)) closePanel();
  };
  window.addEventListener('message', onMessage);
  document.addEventListener('keydown', onKey, true);
  document.addEventListener('pointerdown', onPointer, true);
  frame.addEventListener('load', () => frame.focus(), { once: true });

  current = {
    host,
    frame,
    returnFocus,
    teardown: () => {
      window.removeEventListener('message', onMessage);
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('pointerdown', onPointer, true);
    },
  };
}

export function closePanel({ restoreFocus = true } = {}): void {
  if (!current) return;
  const { host, returnFocus, teardown } = current;
  current = undefined;
  teardown();
  host.remove();
  if (restoreFocus && returnFocus instanceof HTMLElement && returnFocus.isConnected) returnFocus.focus({ preventScroll: true });
  else if (restoreFocus) (document.body ?? document.documentElement).focus?.({ preventScroll: true });
}

function besideSelection(): { top: number; left: number } {
  const selection = window.getSelection();
  const range = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : undefined;
  return besideRect(range?.getBoundingClientRect());
}

/** Below the box (a selection, an image) when there is room, else above it; top-right without one. */
function besideRect(rect: DOMRect | undefined): { top: number; left: number } {
  if (!rect || (rect.width === 0 && rect.height === 0)) return topRight();
  const width = Math.min(WIDTH, window.innerWidth - 2 * MARGIN);
  const left = clamp(rect.left, MARGIN, window.innerWidth - width - MARGIN);
  const below = rect.bottom + 8;
  const top = below + INITIAL_HEIGHT <= window.innerHeight - MARGIN ? below : Math.max(MARGIN, rect.top - 8 - INITIAL_HEIGHT);
  return { top, left };
}

function topRight(): { top: number; left: number } {
  const width = Math.min(WIDTH, window.innerWidth - 2 * MARGIN);
  return { top: MARGIN, left: Math.max(MARGIN, window.innerWidth - width - MARGIN) };
}

function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(max, value));
}

function setImportant(element: HTMLElement, styles: Record<string, string>): void {
  for (const [name, value] of Object.entries(styles)) element.style.setProperty(name, value, 'important');
}
