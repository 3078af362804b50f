import browser from 'webextension-polyfill';
import type { NutriDescribe } from '../../components/nutri-describe/nutri-describe.js';
import { Job } from '../messages.js';

/*
 * When nothing names the dish in a right-clicked photo (no stage knew it and the page's words
 * named no food), the panel does not stop at the error: it offers the describe box, filled with
 * the best words the page had, and says which providers could recognise the photo.
 */

/** Errors after which a person's own words are the way on. */
export const NOTHING_NAMED = new Set(['noFoodDetected', 'noFoodDetectedText']);

/** The job's key in storage.session (background/jobs.ts writes it; extension pages may read it). */
const JOB_KEY = (id: string) => `job:${id}`;

/** The page's words of an image job (its one chosen description), or undefined for other jobs. */
export async function imageJobWords(jobId: string): Promise<string | undefined> {
  const key = JOB_KEY(jobId);
  const stored = (await browser.storage.session.get(key))[key] as { job?: unknown } | undefined;
  const job = Job.safeParse(stored?.job);
  return job.success && job.data.kind === 'image' ? job.data.words : undefined;
}

/** The describe box, filled with the page's best words, and the providers that could name the photo. */
export function describeOffer(words: string, lines: readonly string[]): HTMLElement {
  const section = document.createElement('section');
  section.className = 'describe-offer';
  const intro = document.createElement('p');
  intro.textContent = words
    ? 'Nothing here named the dish. Check the page’s words below, add what you ate and how much, and get the nutrition:'
    : 'Nothing here named the dish. Describe what you ate and how much:';
  const list = document.createElement('ul');
  list.className = 'recognisers';
  list.setAttribute('aria-label', 'What could recognise this photo');
  for (const line of lines) {
    const item = document.createElement('li');
    item.textContent = line;
    list.append(item);
  }
  const box = document.createElement('nutri-describe') as NutriDescribe;
  box.value = words;
  box.examples = [];
  section.append(intro, box, list);
  return section;
}
