/*
 * The raster primitives live in src/raster (below both the engine and src/ocr). This module
 * re-exports them for the label reader's row re-read and point finder (read-gaps.ts,
 * seen-points.ts), which another branch is editing at the same time; they import src/raster
 * directly once that branch is merged, and this file goes.
 */
export * from '../../raster/raster.js';
