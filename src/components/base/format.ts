/** How energy is shown: kcal (the contract's unit) or kJ. */
export type EnergyUnit = 'kcal' | 'kJ';

export const KJ_PER_KCAL = 4.184;

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** Energy in the chosen unit, rounded to a whole number as the contract rounds kcal. */
export function energyValue(kcal: number, unit: EnergyUnit): number {
  return Math.round(unit === 'kJ' ? kcal * KJ_PER_KCAL : kcal);
}

export function formatEnergy(kcal: number, unit: EnergyUnit): string {
  return whole.format(energyValue(kcal, unit));
}

/** Grams to one decimal, as the contract rounds them ("12.5", "3"). */
export function formatGrams(grams: number): string {
  return oneDecimal.format(Math.round(grams * 10) / 10);
}

/** Servings as a person says them: "1", "1.5", "2". */
export function formatServings(servings: number): string {
  return oneDecimal.format(servings);
}
