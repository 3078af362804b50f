/*
 * The form a food is measured in, said in the text ("a cup of shredded cheddar", "a quarter cup
 * of pistachios, shelled") and named in USDA's portion wording ("1 cup, shredded" 113 g beside
 * "1 cup, diced" 132 g; "1 cup, in shell, yields" 58 g beside "1 cup, without shell" 128 g). A
 * cup holds a different weight of each form, so the form said picks the portion that names it.
 */

/** A form: how a person says it, and how USDA's portion wording names it. */
interface PortionForm {
  readonly name: string;
  readonly said: RegExp;
  readonly named: RegExp;
}

/**
 * Forms USDA's portions tell apart by weight for one volume. Order matters where two could match:
 * the shell's forms before any other, since "shelled and chopped" is still without its shell.
 * Diced and cubed are one form (FNDDS weighs them alike: cheddar 132 g both). "Melted" is not
 * one: a cup of cheese said melted was measured before it was (NutriBench train: its melted
 * portion, 244 g, doubled the figure).
 */
const FORMS: readonly PortionForm[] = [
  { name: 'in shell', said: /\b(in (the |their |its )?shells?|in-shell|unshelled|with (the |their )?shells? on)\b/, named: /\b(in shell|with shell)\b/ },
  { name: 'without shell', said: /\b(shelled|hulled|kernels|without (the |their )?shells?|out of (the |their )?shells?|no shells?)\b/, named: /\b(without shell|kernels)\b/ },
  { name: 'shredded', said: /\b(shredded|grated)\b/, named: /\b(shredded|grated)\b/ },
  { name: 'diced', said: /\b(diced|cubed|cubes)\b/, named: /\b(diced|cubed)\b/ },
  { name: 'mashed', said: /\b(mashed|pureed|puréed)\b/, named: /\b(mashed|pureed)\b/ },
  { name: 'crumbled', said: /\bcrumbled\b/, named: /\bcrumbled\b/ },
  { name: 'crushed', said: /\bcrushed\b/, named: /\bcrushed\b/ },
  { name: 'chopped', said: /\b(chopped|minced)\b/, named: /\bchopped\b/ },
  { name: 'sliced', said: /\bsliced\b/, named: /\bsliced\b/ },
  // A canned food's can with or without its liquid (SR weighs both: "1 can (303 x 406)" of peas
  // with their liquid 482 g, drained 313 g). "Undrained" first: it is no drained form.
  { name: 'with liquid', said: /\b(undrained|solids and liquids?|with (its |the |their )?liquids?|liquids? included)\b/, named: /\b(solids and liquids?|total can contents|and liquid)\b/ },
  { name: 'drained', said: /\b(drained|rinsed)\b/, named: /\b(drained|rinsed)\b/ },
];

/** The form the text says its food is measured in, by name, or undefined. */
export function saidForm(text: string): string | undefined {
  const lower = text.toLowerCase();
  return FORMS.find((f) => f.said.test(lower))?.name;
}

/** Does a portion's wording (after its amount and unit) name the form? */
export function namesForm(portionWords: string, form: string): boolean {
  return FORMS.find((f) => f.name === form)?.named.test(portionWords) ?? false;
}
