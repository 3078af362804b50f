import { readBounded } from '../read-bounded.js';

/*
 * What the page itself says about a right-clicked image (DESIGN.md, the extension's image flow):
 * the element, its words (alt, title, aria-label, figcaption), and its pixels when the page's
 * own rules let a script read them. Runs in the content script, in the page's origin.
 */

const MAX_WORDS = 2_000;
/** The service worker stores a job's pixels in storage.session; keep them well under its quota. */
const MAX_DATA_URL = 6 * 1024 * 1024;

/** The <img> (or <picture>'s image, or a background image's element) whose source is `srcUrl`. */
export function findImage(srcUrl: string): Element | undefined {
  const images = [...document.images];
  return images.find((image) => image.currentSrc === srcUrl)
    ?? images.find((image) => image.src === srcUrl)
    ?? [...document.querySelectorAll('image, input[type="image" i]')].find((element) => (element as HTMLInputElement).src === srcUrl);
}

/** The words a page gives an image, most specific first, without repeats. */
export function imageWords(image: Element): string {
  const said: string[] = [];
  const add = (text: string | null | undefined) => {
    const clean = (text ?? '').replace(/\s+/g, ' ').trim();
    if (clean && !said.some((known) => known.toLowerCase() === clean.toLowerCase())) said.push(clean);
  };
  add(image.getAttribute('alt'));
  add(image.getAttribute('title'));
  add(image.getAttribute('aria-label'));
  const figure = image.closest('figure');
  add(figure?.querySelector('figcaption')?.textContent);
  return said.join('. ').slice(0, MAX_WORDS);
}

/**
 * The image's bytes as a data URL, when the page's origin may read them: data: URLs, same-origin
 * images and CORS-enabled ones. Otherwise null, and the service worker crops a screenshot of the
 * tab instead (the click's activeTab grant allows that).
 */
export async function readPixels(srcUrl: string): Promise<string | null> {
  try {
    const response = await fetch(srcUrl, { credentials: 'same-origin' });
    if (!response.ok) return null;
    const blob = await readBounded(response, MAX_DATA_URL * 0.75);
    if (!blob || !blob.type.startsWith('image/')) return null;
    return await new Promise<string | null>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : null);
      reader.onerror = () => resolve(null);
      reader.readAsDataURL(blob);
    });
  } catch {
    return null;
  }
}
