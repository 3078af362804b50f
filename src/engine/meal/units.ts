/**
 * The units the meal parser reads are the engine's one unit vocabulary (foods/units.ts): the
 * parser, the search and the portion lookup share its table.
 */
export { BAND_SIZE, matchSize, matchSizeBand, matchUnit, unitByName, type Size, type SizeBand, type UnitInfo, type UnitKind } from '../foods/units.js';
