import type { ReactiveController } from 'lit';
import { NutritionApiError } from '../../api/errors.js';
import type { OperationName } from '../../api/index.js';
import type { PartialApi } from './embedded-engine.js';
import { toErrorDetail, type NutriErrorDetail, type NutriResultDetail } from './events.js';
import type { NutriElement } from './nutri-element.js';

/** What one analysis does: call the API, report stages, honour the signal. */
export type AnalysisTask<T extends NutriResultDetail> = (
  api: PartialApi,
  signal: AbortSignal,
  progress: (stage: string) => void,
) => Promise<T>;

export interface AnalysisOptions<T extends NutriResultDetail> {
  operation: OperationName;
  /** What a screen reader hears when the result arrives. */
  announce: (result: T) => string;
}

/**
 * The busy / cancel / error / result cycle of every analysing component, written once
 * (`<nutri-describe>`, the scan components, `<nutri-fix-food>`). A new run aborts the previous
 * one; an answer that arrives after cancel or disconnect is dropped, never shown.
 */
export class AnalysisController<T extends NutriResultDetail> implements ReactiveController {
  busy = false;
  result?: T;
  error?: NutriErrorDetail;
  /** The stage at work, for progress ("Reading the barcode…"); empty when idle. */
  stage = '';
  /** Polite live-region text. */
  announcement = '';
  private current?: AbortController;

  constructor(private readonly host: NutriElement, private readonly options: AnalysisOptions<T>) {
    host.addController(this);
  }

  /** Runs one analysis; resolves when its result or error is in place (or it was cancelled). */
  async run(task: AnalysisTask<T>): Promise<void> {
    this.current?.abort();
    const controller = new AbortController();
    this.current = controller;
    this.busy = true;
    this.error = undefined;
    this.stage = '';
    this.announcement = 'Analysing…';
    this.host.emit('nutri-analysis-start', { operation: this.options.operation });
    this.host.requestUpdate();
    const progress = (stage: string) => {
      if (this.current !== controller) return;
      this.stage = stage;
      this.host.requestUpdate();
    };
    try {
      const api = await this.host.resolveApi();
      const result = await task(api, controller.signal, progress);
      if (controller.signal.aborted) return;
      this.result = result;
      this.announcement = this.options.announce(result);
      this.host.emit('nutri-result', result);
    } catch (error) {
      if (controller.signal.aborted) return;
      this.fail(toErrorDetail(error));
    } finally {
      if (this.current === controller) {
        this.current = undefined;
        this.busy = false;
        this.stage = '';
      }
      this.host.requestUpdate();
    }
  }

  /** A failure found before any call (a check of the input): shown and emitted the same way. */
  fail(detail: NutriErrorDetail): void {
    this.error = detail;
    this.announcement = '';
    this.host.emit('nutri-error', detail);
    this.host.requestUpdate();
  }

  /** Stops a running analysis; its answer, if it still comes, is ignored. */
  cancel(): void {
    if (!this.current) return;
    this.current.abort();
    this.current = undefined;
    this.busy = false;
    this.stage = '';
    this.announcement = 'Analysis cancelled.';
    this.host.emit('nutri-cancel', {});
    this.host.requestUpdate();
  }

  /** Forgets the error in place (the person is fixing the input). */
  clearError(): void {
    if (!this.error) return;
    this.error = undefined;
    this.host.requestUpdate();
  }

  hostDisconnected(): void {
    this.current?.abort();
    this.current = undefined;
    this.busy = false;
  }
}

/** The message when the configured API lacks the operation (a partial client). */
export function missingOperation(operation: OperationName): NutritionApiError {
  return new NutritionApiError('invalidRequest', `The configured API cannot run ${operation}: it has no ${operation} method.`);
}
