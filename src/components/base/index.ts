export { NutriElement } from './nutri-element.js';
export { define } from './define.js';
export { baseStyles } from './tokens.styles.js';
export { embeddedApi, configureEmbeddedEngine, type PartialApi, type EmbeddedEngineOptions } from './embedded-engine.js';
export { toErrorDetail } from './events.js';
export type * from './events.js';
export { energyValue, formatEnergy, formatGrams, formatServings, KJ_PER_KCAL, type EnergyUnit } from './format.js';
export type { Theme } from './theme.js';
export { AnalysisController, missingOperation, type AnalysisTask, type AnalysisOptions } from './analysis-controller.js';
