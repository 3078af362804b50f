import { formatBytes, NutritionApiError } from '../api/index.js';

/**
 * A budget of request-body bytes held across the whole service at once (issue 28): many
 * concurrent 10 MB image bodies held 7 GB and starved /healthz, while the per-client cap
 * (--max-per-client) lets each address send 64 of them. Each image request takes its bytes as
 * they arrive (its declared length up front) and gives them back when its answer is ready;
 * a request that does not fit is refused with 503 and Retry-After, before or while its body
 * streams in, so text requests and /healthz keep their memory and their event loop.
 */
export class ByteBudget {
  private used = 0;

  constructor(readonly maxBytes: number) {
    if (!Number.isSafeInteger(maxBytes) || maxBytes < 1) throw new RangeError(`the image byte budget must be a whole number of bytes ≥ 1, not ${maxBytes}`);
  }

  /** Bytes held now by requests in flight. */
  get inFlight(): number {
    return this.used;
  }

  /** A hold for one request; release it once, when the request's answer is ready. */
  hold(): BudgetHold {
    let held = 0;
    let released = false;
    return {
      /** Grows this request's share to `total` bytes; false (nothing taken) when that does not fit. */
      reserveUpTo: (total: number) => {
        if (released) return false;
        if (total <= held) return true;
        if (this.used + (total - held) > this.maxBytes) return false;
        this.used += total - held;
        held = total;
        return true;
      },
      release: () => {
        if (released) return;
        released = true;
        this.used -= held;
        held = 0;
      },
    };
  }

  /** The 503 for a request that does not fit. */
  full(): NutritionApiError {
    return new NutritionApiError('internalServerError',
      `The service is receiving too many images at once (at most ${formatBytes(this.maxBytes)} of image data in flight); retry in a few seconds`,
      { status: 503, retryAfterSeconds: BUDGET_RETRY_AFTER_SECONDS });
  }
}

export interface BudgetHold {
  reserveUpTo(total: number): boolean;
  release(): void;
}

/** Long enough for a few images to be answered (a photo takes ~0.3–3 s), short enough to feel live. */
export const BUDGET_RETRY_AFTER_SECONDS = 2;
/** 64 MiB: about six bodies at the 12 MiB limit, each costing several times its size while parsed and decoded. */
export const DEFAULT_IMAGE_BUDGET_BYTES = 64 * 1024 * 1024;
