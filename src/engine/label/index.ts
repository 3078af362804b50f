export type { LabelPanel, PanelColumn, PanelNutrients, LabelWord, ColumnBasis, PanelLayout } from './types.js';
export { parsePanel } from './panel.js';
export { readLabel, readLabelDetailed, type LabelReading, type LabelReaderContext } from './read-label.js';
export { chooseAnswer, chooseColumn, labelResult, columnNutrients, type LabelAnswer, type LabelResultOptions } from './label-result.js';
export { scanLabel, type ScanLabelData } from './scan-label.js';
