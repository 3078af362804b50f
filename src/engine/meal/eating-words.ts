/*
 * Verbs of eating and drinking: one home for the class that where-eaten.ts, food-evidence.ts and
 * share.ts each read (issue 23, session 20). They had grown three copies that differed by
 * accident ("munch" said eating to one and not to another); each now builds its set from the
 * parts here and adds only what its own question needs, with the reason beside it.
 *
 * noise.ts's FILLER_WORDS is not built from these: it drops words from a food's name, and
 * "snack" names foods there ("snack mix", "snack cake"), where here it is a frame word.
 */

const words = (list: string): readonly string[] => list.split(' ');

/**
 * The forms of "eat" and "drink", and "had"/"having", that say a food was taken in, whatever the
 * tense. Not "have": it says owning or having to as often ("I have a dog", "have to run"), so
 * only a reader that sees a fraction after it takes it (share.ts). Not "drunk": as an adjective
 * it is chat ("got drunk at the beach"); share.ts takes it before a fraction only.
 */
export const EAT_AND_DRINK = words('ate eat eats eating eaten drank drink drinks drinking had having');

/** Verbs of snacking and eating hungrily: they say eating as plainly as "ate". */
export const SNACK_AND_DEVOUR = words('snack snacks snacking snacked munch munched munching devoured');

/** The verbs of eating every reader of a food log's frame takes. */
export const EATING_VERBS: ReadonlySet<string> = new Set([...EAT_AND_DRINK, ...SNACK_AND_DEVOUR]);
