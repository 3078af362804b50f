import { limits } from '../api/index.js';

/*
 * The extension's own bounds on what a page can make it do. A page decides what is selected and
 * what its recipe markup says; without these a 4.7 MB selection cost 2,353 describeMeal calls
 * against the person's key (issue 28). Each bound is refused or reported in the panel, never
 * silently applied to the numbers.
 */

/**
 * Longest selection analysed, in characters after whitespace is collapsed: ten describeMeal
 * texts, several recipes' ingredient lists; a whole article or page is refused with a message.
 */
export const MAX_SELECTION_CHARS = 20_000;

/**
 * Ingredient lines read from a page's recipe. Real recipes list 5 to 40; 100 leaves room for a
 * page holding several, and with MAX_RECIPE_LINE_CHARS keeps a recipe within a selection's bound.
 */
export const MAX_RECIPE_LINES = 100;

/** Characters kept of one ingredient line; the longest real ones (a can size, a note) stay under 150. */
export const MAX_RECIPE_LINE_CHARS = 200;

/** A recipe's ingredient lines joined one per line, as the offscreen engine gets them at most. */
export const MAX_RECIPE_TEXT_CHARS = MAX_RECIPE_LINES * (MAX_RECIPE_LINE_CHARS + 1);

/**
 * A JSON-LD block longer than this is not parsed for a recipe. Recipe pages' blocks, @graph with
 * reviews included, are tens to a few hundred kilobytes.
 */
export const MAX_JSON_LD_CHARS = 2_000_000;

/** A `data:image/...;base64,` URL of an image at the contract's size limit (8 MiB decoded), plus its header. */
export const MAX_IMAGE_DATA_URL_CHARS = 64 + Math.ceil(limits.imageMaxBytes / 3) * 4;
