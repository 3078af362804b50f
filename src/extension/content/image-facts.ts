import { readBounded } from '../read-bounded.js';
import { chooseDishWords, type PageWords, type WordSource } from './dish-words.js';

/*
 * What the page itself says about a right-clicked image (DESIGN.md, the extension's image flow):
 * the element, its words (alt, title, aria-label, figcaption, a caption, the page's title), and
 * its pixels when the page's own rules let a script read them. Runs in the content script, in the page's origin.
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

/** How far up from the image a caption is looked for (a WordPress .wp-caption, a card's caption line). */
const CAPTION_LEVELS = 2;

/** Every description the page gives the image and the page itself: the image's own words, a caption, the page's title. */
export function pageWords(image: Element | undefined, recipeName?: string): PageWords[] {
  const found: PageWords[] = [];
  const add = (source: WordSource, text: string | null | undefined) => {
    if (text && text.trim()) found.push({ source, text });
  };
  if (image) {
    add('alt', image.getAttribute('alt'));
    add('title', image.getAttribute('title'));
    add('aria-label', image.getAttribute('aria-label'));
    const figure = image.closest('figure');
    add('figcaption', figure?.querySelector('figcaption')?.textContent);
    for (const id of (image.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean)) add('caption', document.getElementById(id)?.textContent);
    add('caption', nearCaption(image, figure));
  }
  add('recipe', recipeName);
  add('og:title', document.querySelector('meta[property="og:title" i]')?.getAttribute('content'));
  add('h1', document.querySelector('h1')?.textContent);
  return found;
}

/**
 * A caption beside the image that is not a figcaption: an element named "caption" within a couple
 * of levels, in a container that holds no other picture (in a gallery, a caption is another photo's).
 */
function nearCaption(image: Element, figure: Element | null): string | undefined {
  let scope: Element | null = image.parentElement;
  for (let level = 0; scope && level < CAPTION_LEVELS; level++, scope = scope.parentElement) {
    if (scope.querySelectorAll('img, picture, image').length > (image.closest('picture') ? 2 : 1)) break;
    const caption = [...scope.querySelectorAll('[class*="caption" i], [id*="caption" i]')].find(
      (element) => !element.contains(image) && element.tagName !== 'FIGCAPTION' && !(figure && figure.contains(element) && element.closest('figcaption')),
    );
    if (caption) return caption.textContent ?? undefined;
  }
  return undefined;
}

/** The page's words about the image as one description of the dish (dish-words.ts), bounded. */
export function imageWords(image: Element | undefined, recipeName?: string): string {
  return chooseDishWords(pageWords(image, recipeName)).text.slice(0, MAX_WORDS);
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
