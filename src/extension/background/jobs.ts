import browser from 'webextension-polyfill';
import { limits, NutritionApiError } from '../../api/index.js';
import { Job, type JobAnswer } from '../messages.js';
import { analyzeRecipe } from '../recipe/analyze.js';
import { analyzeText } from '../recipe/analyze-text.js';
import { addToHistory } from '../history-store.js';
import { checkSelectionLength } from '../selection.js';
import { callOperation, routedDescribeMeal, routedDescribeRecipe } from './api-router.js';

/*
 * A job is what one panel shows. It lives in storage.session (extension pages only: content
 * scripts and web pages cannot read it), so the service worker may be stopped between the menu
 * click and the panel asking for its answer.
 */

const PREFIX = 'job:';
const MAX_AGE_MS = 60 * 60 * 1000;

interface StoredJob {
  job: Job;
  at: number;
}

export async function createJob(job: Job): Promise<string> {
  const id = crypto.randomUUID();
  await pruneJobs();
  await browser.storage.session.set({ [PREFIX + id]: { job, at: Date.now() } satisfies StoredJob });
  return id;
}

export async function readJob(id: string): Promise<Job> {
  const stored = (await browser.storage.session.get(PREFIX + id))[PREFIX + id] as StoredJob | undefined;
  const job = Job.safeParse(stored?.job);
  if (!job.success) {
    throw new NutritionApiError('invalidRequest', 'This panel’s request has expired (the browser was restarted or it is over an hour old). Choose the menu item again.');
  }
  return job.data;
}

async function pruneJobs(): Promise<void> {
  const all = await browser.storage.session.get(null);
  const old = Object.entries(all)
    .filter(([key, value]) => key.startsWith(PREFIX) && !(Date.now() - ((value as StoredJob)?.at ?? 0) < MAX_AGE_MS))
    .map(([key]) => key);
  if (old.length) await browser.storage.session.remove(old);
}

/**
 * The jobs running in this worker, by id, so a closed panel can stop its own. Memory is enough:
 * the worker stays up while it owes the panel an answer, and a job it forgot has no work left.
 */
const runningJobs = new Map<string, AbortController>();

/** Stops job `id` where it is still running (its panel was closed). */
export function cancelJob(id: string): void {
  runningJobs.get(id)?.abort(new NutritionApiError('aborted', 'The analysis was cancelled.'));
}

/** Runs a job where the settings say and records the result in the history. */
export async function runJob(id: string): Promise<JobAnswer> {
  const controller = new AbortController();
  runningJobs.set(id, controller);
  try {
    return await runJobWith(id, controller.signal);
  } finally {
    runningJobs.delete(id);
  }
}

async function runJobWith(id: string, signal: AbortSignal): Promise<JobAnswer> {
  const job = await readJob(id);
  if (job.kind === 'text') {
    // Refused before any call: the panel shows the message (a 4.7 MB selection once cost 2,353 calls).
    checkSelectionLength(job.selectedChars);
    const result = await analyzeText(job.text, describeMealUntil(signal), limits.textMaxChars);
    const entry = await record(signal, { source: 'selection', input: job.text, pageUrl: job.pageUrl, result });
    return { result, historyId: entry.id };
  }
  if (job.kind === 'image') return runImageJob(job, signal);
  const { result, recipe } = await analyzeRecipe(job.recipe, describeMealUntil(signal), await routedDescribeRecipe(signal));
  const entry = await record(signal, { source: 'recipe', input: recipe.name, pageUrl: job.pageUrl, result });
  return { result, recipe, historyId: entry.id };
}

/** describeMeal for one job: every call it makes (a recipe's chunks too) stops when the job is cancelled. */
function describeMealUntil(signal: AbortSignal) {
  return (text: string) => routedDescribeMeal(text, { signal });
}

/** A cancelled job leaves no trace: its answer, if it came after all, is not kept, even when the cancel lands during the write. */
function record(signal: AbortSignal, entry: Parameters<typeof addToHistory>[0]) {
  return addToHistory(entry, signal);
}

/**
 * A right-clicked image: scanImage on its pixels; when they show no food it can name, the
 * image's own words on the page (alt, title, caption) through describeMeal, and the panel says
 * the answer came from those words. Nothing is made up: no pixels and no words is an error.
 */
async function runImageJob(job: Extract<Job, { kind: 'image' }>, signal: AbortSignal): Promise<JobAnswer> {
  let why: string | undefined;
  if (job.imageData) {
    try {
      const result = await callOperation('scanImage', { imageData: job.imageData }, signal);
      const entry = await record(signal, { source: 'image', input: job.words || 'Image', pageUrl: job.pageUrl, result });
      return { result, from: { kind: 'pixels' }, historyId: entry.id };
    } catch (error) {
      if (!(error instanceof NutritionApiError) || error.code !== 'noFoodDetected' || !job.words.trim()) throw error;
      why = error.message;
    }
  } else if (!job.words.trim()) {
    throw new NutritionApiError('noFoodDetected',
      'This site does not let the extension read the image, and the page gives it no description. Save the photo and drop it on the popup, or select a description of the meal instead.');
  } else {
    why = 'This site does not let the extension read the image itself.';
  }
  const result = await analyzeText(job.words, describeMealUntil(signal), limits.textMaxChars);
  const entry = await record(signal, { source: 'image', input: job.words, pageUrl: job.pageUrl, result });
  return { result, from: { kind: 'words', words: job.words, ...(why ? { why } : {}) }, historyId: entry.id };
}
