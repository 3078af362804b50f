import { operations, type OperationData, type OperationInput, type OperationName, type OperationResult } from './operations.js';
import { NutritionApiError } from './errors.js';
import { formatIssues } from './format-issues.js';
import { encodeBase64 } from './base64.js';
import type { FoodDataInput } from './schemas.js';

/** Anything the typed API accepts as an image: it encodes to base64 itself. */
export type ImageInput = string | Blob | ArrayBuffer | ArrayBufferView;

export interface CallOptions {
  signal?: AbortSignal;
}

export interface FixFoodArgument {
  issue: string;
  /** The photo the earlier analysis came from; omit it (or pass "") when there was none. */
  imageData?: ImageInput;
  foodData: FoodDataInput;
}

/** The argument of each typed method: a bare value, or fixFood's object. */
export interface OperationArguments {
  describeMeal: string;
  scanImage: ImageInput;
  scanLabel: ImageInput;
  scanBarcode: string;
  fixFood: FixFoodArgument;
}

/**
 * The five v4 operations as methods. The HTTP client implements it for any v4 service; the
 * embedded engine implements the operations it has (a `Partial` until all five exist).
 */
export type NutritionApi = {
  [K in OperationName]: (argument: OperationArguments[K], options?: CallOptions) => Promise<OperationResult<K>>;
};

/**
 * How a transport carries one validated request: over HTTP, or into the engine in process.
 * It receives the operation's parsed `data` and answers its result or throws NutritionApiError.
 */
export type Transport = <K extends OperationName>(
  operation: K,
  data: OperationData<K>,
  options: CallOptions,
) => Promise<OperationResult<K>>;

export async function encodeImage(image: ImageInput): Promise<string> {
  if (typeof image === 'string') return image;
  if (typeof Blob !== 'undefined' && image instanceof Blob) {
    const bytes = new Uint8Array(await image.arrayBuffer());
    const type = image.type.startsWith('image/') ? image.type : '';
    return type ? `data:${type};base64,${encodeBase64(bytes)}` : encodeBase64(bytes);
  }
  if (image instanceof ArrayBuffer) return encodeBase64(new Uint8Array(image));
  if (ArrayBuffer.isView(image)) return encodeBase64(new Uint8Array(image.buffer, image.byteOffset, image.byteLength));
  throw new NutritionApiError('invalidRequest', 'imageData must be a base64 string, a data URL, a Blob/File or bytes');
}

/** Turns a typed method's argument into the operation's request `data`. */
export async function toRequestData<K extends OperationName>(operation: K, argument: OperationArguments[K]): Promise<OperationInput<K>> {
  const spec = operations[operation];
  switch (spec.argument) {
    case 'text':
      return { text: argument } as OperationInput<K>;
    case 'barcode':
      return { barcode: argument } as OperationInput<K>;
    case 'imageData':
      return { imageData: await encodeImage(argument as ImageInput) } as OperationInput<K>;
    case 'data': {
      const fix = argument as FixFoodArgument;
      if (fix === null || typeof fix !== 'object') {
        throw new NutritionApiError('invalidRequest', `${operation} takes an object {issue, imageData, foodData}`, { operation });
      }
      return { ...fix, imageData: fix.imageData === undefined ? '' : await encodeImage(fix.imageData) } as OperationInput<K>;
    }
  }
}

/**
 * Validates request `data` against the operation's schema; the error names the member and
 * what to do, and bad input never reaches a transport.
 */
export function parseRequestData<K extends OperationName>(operation: K, data: unknown): OperationData<K> {
  const parsed = operations[operation].request.safeParse(data);
  if (!parsed.success) {
    throw new NutritionApiError('invalidRequest', formatIssues(parsed.error), { operation, status: 400 });
  }
  return parsed.data as OperationData<K>;
}

/** Builds the typed methods for the given operations over one transport. */
export function bindApi<K extends OperationName = OperationName>(
  transport: Transport,
  names: readonly K[] = Object.keys(operations) as K[],
): Pick<NutritionApi, K> {
  const api = {} as Record<OperationName, unknown>;
  for (const name of names) {
    api[name] = async (argument: OperationArguments[typeof name], options: CallOptions = {}) => {
      options.signal?.throwIfAborted?.();
      const data = parseRequestData(name, await toRequestData(name, argument));
      return transport(name, data, options);
    };
  }
  return api as Pick<NutritionApi, K>;
}
