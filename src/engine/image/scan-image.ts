/**
 * scanImage (DESIGN.md "scanImage"): a photo → one FoodResult, through bounded stages where
 * the first confident answer wins: a barcode, a nutrition panel, packaging text, the vision
 * provider when configured, and the ImageNet gate. Nothing is made up: a stage that is not
 * sure passes, and a photo no stage can name is a 422 that says what would work.
 */
import { NutritionApiError, type CallOptions, type OperationData, type RatedFoodResult } from '../../api/index.js';
import { scanBarcode } from '../barcode/scan-barcode.js';
import { chooseColumn, labelResult } from '../label/label-result.js';
import { labelPhoto, readLabel, type LabelPhoto } from '../label/read-label.js';
import type { EngineContext } from '../context.js';
import { encodeJpeg, fitWithin, type RasterImage } from '../imaging/index.js';
import { imageInputFromData, type ImageInput } from '../imaging/input.js';
import { NAME_MAX } from '../result/build.js';
import { truncate as truncateText } from '../../api/truncate.js';
import type { OcrPage } from '../../ocr/types.js';
import type { ClassScore, ImageClassifier } from './classifier.js';
import { estimateFromClass } from './estimate.js';
import { flattenOnWhite } from './flatten.js';
import { GATE_TOP_K, judgeViews, mayName, mayShowPackaging, otherViews, type GateVerdict } from './gate.js';
import type { NamedFoodClass } from './imagenet-foods.js';
import { readPackaging } from './packaging.js';
import { SOURCE_SUFFIX, type ImageAnswerSource } from '../../api/image-source.js';
import { resolveVisionFoods } from './vision-result.js';
import { onDeviceStage } from './on-device-stage.js';
import { abandonOn, boundedSignal } from '../time-bound.js';

/** The stages in the order their answers win. */
export type ImageStage = 'barcode' | 'label' | 'packaging' | 'vision' | 'on-device' | 'estimate';

export interface ScanImageCall extends CallOptions {
  /** Told when a stage starts, for progress that names the stage at work. */
  onStage?: (stage: ImageStage) => void;
}

/**
 * The bound on each stage; a stage out of time has no answer and the next one tries. They are
 * safety nets for a stuck decoder or OCR, generous enough for a cold start (the zxing and OCR
 * files load inside the first call) on a busy machine.
 */
export const STAGE_TIMEOUT_MS: Readonly<Record<ImageStage, number>> = {
  barcode: 10_000,
  label: 20_000,
  packaging: 10_000,
  // The provider has its own bound (VisionConfig.timeoutMs) and reports it as a provider problem.
  vision: Infinity,
  // The browser's model too (on-device-vision.ts: the vision provider's 60 s).
  'on-device': Infinity,
  estimate: 20_000,
};

/** The vision model sees the photo at most this large (long side), as JPEG. */
export const VISION_MAX_SIDE = 1024;

/** What every stage may look at; the expensive parts are computed once, on demand. */
export interface ImageScan {
  ctx: EngineContext;
  /** The photo, decoded once: the barcode, label, packaging and gate stages all read these pixels. */
  input: ImageInput;
  raster: RasterImage;
  /** The photo as the label reader reads it; its first OCR read is the page `text` gives. */
  photo: LabelPhoto;
  /** The ImageNet model's best classes (run once, shared by the stages that use it). */
  classes(signal: AbortSignal): Promise<ClassScore[]>;
  /**
   * The photo's printed words: the label reader's first read (OCR run once, shared by the label
   * and packaging stages); undefined when this engine has no OCR.
   */
  text(signal: AbortSignal): Promise<OcrPage | undefined>;
  /**
   * Whether looking for a pack (barcode, panel, printed name) is worth its time: not for a plate
   * of food with no print in sight, where a barcode search and OCR would cost about a second.
   */
  mayShowPackaging(signal: AbortSignal): Promise<boolean>;
  /** What the stages found without answering, for the final message ("barcode 123… is unknown"). */
  notes: string[];
}

/** One stage: a result when it is confident, undefined to let the next stage try. */
export type StageRunner = (scan: ImageScan, signal: AbortSignal) => Promise<RatedFoodResult | undefined>;

/**
 * Runs one stage within its bound (time-bound.ts: the caller's signal joined with the stage's
 * timeout). Running out of time or the stage's own "not sure" both mean no answer; the caller's
 * cancel and real failures propagate. A stage that does not stop when its signal fires is
 * abandoned at once, so the bound holds regardless.
 */
async function bounded(stage: ImageStage, run: StageRunner, scan: ImageScan, outer: AbortSignal | undefined): Promise<RatedFoodResult | undefined> {
  outer?.throwIfAborted();
  const ms = STAGE_TIMEOUT_MS[stage];
  const bound = Number.isFinite(ms) ? boundedSignal(ms, outer) : { signal: outer ?? new AbortController().signal, timedOut: () => false };
  try {
    return await abandonOn(run(scan, bound.signal), bound.signal);
  } catch (error) {
    if (outer?.aborted) throw outer.reason;
    if (bound.timedOut()) {
      // The gate is the last word: out of time there is an engine problem, not "no food".
      if (stage === 'estimate') throw new NutritionApiError('internalServerError', `The image model did not finish within ${ms / 1000} s; try again.`, { status: 500 });
      return undefined;
    }
    throw error;
  }
}

/** The result with where it came from said at the end of its name. */
export function withSource(result: RatedFoodResult, source: ImageAnswerSource): RatedFoodResult {
  const suffix = SOURCE_SUFFIX[source];
  if (result.name.endsWith(suffix)) return result;
  return { ...result, name: truncateText(result.name, NAME_MAX - suffix.length) + suffix };
}

/** Stage 4: the configured vision model names foods and grams; the food database gives the figures. */
export const visionStage: StageRunner = async (scan, signal) => {
  const provider = await scan.ctx.vision();
  if (!provider) return undefined;
  const jpeg = await encodeJpeg(flattenOnWhite(fitWithin(scan.raster, VISION_MAX_SIDE)), 85);
  const foods = await provider.identify(jpeg, { signal });
  const model = scan.ctx.config.vision?.model ?? 'vision model';
  if (foods.length === 0) {
    throw new NutritionApiError('noFoodDetected', `The vision model (${model}) found no food in this photo. Try a closer photo of the food, or describe the meal in words.`, {
      status: 422,
      operation: 'scanImage',
    });
  }
  return resolveVisionFoods(await scan.ctx.foods(), foods, model);
};

export const NOT_FOOD_MESSAGE =
  'No food was found in this photo. Take the photo closer to the food or its package (a barcode or nutrition label works best), or describe the meal in words.';

const GET_DISHES_RECOGNISED =
  'To get dishes recognised, configure a vision provider (--vision-url and --vision-model, or NUTRI_VISION_URL and NUTRI_VISION_MODEL, e.g. Ollama with qwen2.5vl), ' +
  'photograph the barcode or nutrition label, or describe the meal in words.';

export const UNNAMED_FOOD_MESSAGE =
  'This photo shows food, but the offline image model cannot tell which dish it is: it knows only about 40 foods, such as pizza, burgers, burritos and whole fruit. ' +
  GET_DISHES_RECOGNISED;

/**
 * The 422 message when the model hesitates: the candidates for the person to pick (the v4
 * contract has no field for them, so they are said in the message), never one of them as the answer.
 */
export function unsureMessage(candidates: readonly NamedFoodClass[]): string {
  const names = candidates.map((c) => c.name.toLowerCase());
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : names[0]!;
  return (
    `This photo shows food, but the offline image model is not sure which dish it is: it might be ${list}, or a dish it does not know. ` +
    `If it is one of these, describe it in words with the amount (e.g. "1 ${names[0]}"). ` +
    GET_DISHES_RECOGNISED
  );
}

/**
 * The gate's verdict on a photo whose centre view the model has classified. The other views cost
 * an inference each, so they are looked at only when the centre view alone would name a food.
 */
export async function judgePhoto(model: ImageClassifier, raster: RasterImage, centre: ClassScore[], signal?: AbortSignal): Promise<GateVerdict> {
  const views = [centre];
  if (mayName(centre)) for (const view of otherViews(raster)) views.push(await model.classify(view, { topK: GATE_TOP_K, ...(signal ? { signal } : {}) }));
  return judgeViews(views);
}

/** Stage 5: the ImageNet gate: a food class it is sure of in every view, the candidates it hesitates between, or why there is no answer. */
export const estimateStage: StageRunner = async (scan, signal) => {
  const verdict = await judgePhoto(await scan.ctx.imageModel(), scan.raster, await scan.classes(signal), signal);
  if (verdict.kind === 'named') return estimateFromClass((await scan.ctx.foods()).foods, verdict.food, verdict.p);
  const message = verdict.kind === 'notFood' ? NOT_FOOD_MESSAGE : verdict.kind === 'unsure' ? unsureMessage(verdict.candidates) : UNNAMED_FOOD_MESSAGE;
  throw new NutritionApiError('noFoodDetected', [...scan.notes, message].join(' '), {
    status: 422,
    operation: 'scanImage',
  });
};

/** Shares one promise between the stages; a failed run is forgotten so a later stage may retry. */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= make();
    pending.catch(() => {
      pending = undefined;
    });
    return pending;
  };
}

export function createImageScan(ctx: EngineContext, input: ImageInput): ImageScan {
  const { raster } = input;
  let signalForClasses: AbortSignal | undefined;
  const classes = once(async () => (await ctx.imageModel()).classify(raster, { topK: GATE_TOP_K, ...(signalForClasses ? { signal: signalForClasses } : {}) }));
  let photo: LabelPhoto | undefined;
  return {
    ctx,
    input,
    raster,
    // Made on first use: a photo answered by its barcode is never turned gray.
    get photo() {
      return (photo ??= labelPhoto(input.gray()));
    },
    notes: [],
    classes(signal) {
      signalForClasses = signal;
      return classes();
    },
    async text(signal) {
      const ocr = await optionalProvider(() => ctx.ocr(), signal);
      return ocr ? this.photo.firstPage(ocr, signal) : undefined;
    },
    async mayShowPackaging(signal) {
      return mayShowPackaging(await this.classes(signal));
    },
  };
}

/** A provider this engine lacks (501) means the stage cannot run here, not that the photo failed. */
function isMissingProvider(error: unknown): boolean {
  return error instanceof NutritionApiError && error.status === 501;
}

/**
 * A stage's provider, or undefined when this engine cannot run the stage: the provider is
 * missing (501) or its files did not load (a host that cannot serve the OCR's wasm). The other
 * stages still answer; the provider's own tests guard against it breaking unnoticed.
 */
async function optionalProvider<T>(load: () => Promise<T>, signal: AbortSignal): Promise<T | undefined> {
  try {
    return await load();
  } catch (error) {
    signal.throwIfAborted();
    if (isMissingProvider(error) || !(error instanceof NutritionApiError)) return undefined;
    throw error;
  }
}

/** Codes that are GTINs (EAN-13, EAN-8, UPC-A, UPC-E, ITF-14); QR codes and the like are not products. */
const GTIN_TEXT = /^\d{8}$|^\d{12,14}$/;

/** Stage 1: a product barcode in the photo → the product, as scanBarcode answers it. */
export const barcodeStage: StageRunner = async (scan, signal) => {
  if (!(await scan.mayShowPackaging(signal))) return undefined;
  const decoder = await optionalProvider(() => scan.ctx.barcodes(), signal);
  if (!decoder) return undefined;
  for (const code of await decoder.decode(scan.raster, { signal })) {
    const digits = code.text.trim();
    if (!GTIN_TEXT.test(digits)) continue;
    try {
      return await scanBarcode(scan.ctx, { barcode: digits }, { signal });
    } catch (error) {
      if (error instanceof NutritionApiError && error.code === 'barcodeNotFound') {
        scan.notes.push(`The barcode ${digits} in the photo is not a product ${scan.ctx.config.offline ? 'in the offline product index' : 'known here or on Open Food Facts'}.`);
        continue;
      }
      // A misread code (bad check digit) is no product; the next stages may still answer.
      if (error instanceof NutritionApiError && error.code === 'invalidRequest') continue;
      if (isMissingProvider(error)) return undefined;
      throw error;
    }
  }
  return undefined;
};

/** Stage 2: a nutrition panel in the photo → its printed numbers, with the label scanner offered. */
export const labelStage: StageRunner = async (scan, signal) => {
  if (!(await scan.mayShowPackaging(signal))) return undefined;
  const ocr = await optionalProvider(() => scan.ctx.ocr(), signal);
  if (!ocr) return undefined;
  const panel = await readLabel({ ocr: async () => ocr }, scan.photo, signal);
  const column = panel && chooseColumn(panel);
  return panel && column ? labelResult(panel, column, { shouldUseLabelScanner: true }) : undefined;
};

/** Stage 3: the words printed large on a package → that food in the database. */
export const packagingStage: StageRunner = async (scan, signal) => {
  if (!(await scan.mayShowPackaging(signal))) return undefined;
  const page = await scan.text(signal);
  return page ? readPackaging(await scan.ctx.foods(), page)?.result : undefined;
};

/** The stages, in the order their answers win. Stages 1–3 read the packaging. */
export const IMAGE_STAGES: readonly { stage: ImageStage; source: ImageAnswerSource; run: StageRunner }[] = [
  { stage: 'barcode', source: 'barcode', run: barcodeStage },
  { stage: 'label', source: 'label', run: labelStage },
  { stage: 'packaging', source: 'packaging', run: packagingStage },
  { stage: 'vision', source: 'vision', run: visionStage },
  { stage: 'on-device', source: 'on-device', run: onDeviceStage },
  { stage: 'estimate', source: 'estimate', run: estimateStage },
];

export async function scanImage(ctx: EngineContext, data: OperationData<'scanImage'>, call: ScanImageCall = {}): Promise<RatedFoodResult> {
  const scan = createImageScan(ctx, await imageInputFromData(data.imageData));
  // The ImageNet model looks first (its answer counts only at the last stage): it decides whether
  // the pack stages are worth running, and its first load must not eat a pack stage's time.
  await bounded('estimate', async (s, signal) => (await s.classes(signal), undefined), scan, call.signal);
  for (const { stage, source, run } of IMAGE_STAGES) {
    call.onStage?.(stage);
    const result = await bounded(stage, run, scan, call.signal);
    if (result) return withSource(result, source);
  }
  // The gate always answers or throws; this is reached only if the stage list lacks it.
  throw new NutritionApiError('noFoodDetected', NOT_FOOD_MESSAGE, { status: 422, operation: 'scanImage' });
}
