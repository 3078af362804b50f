/*
 * The reader's thresholds in one place, each with its reason (issue 22). First those that
 * decide whether a read panel is answered, the last word between a read and an answer, where
 * a wrong figure is worse than a refusal; then those of the steps before it (names, cells,
 * readings, the consistency checks). Search budgets (how many readings the joint choice
 * tries) and character-level OCR repairs stay beside their code: they bound work or describe
 * a glyph, they do not weigh evidence.
 */

/**
 * How far a column's printed energy may be from 4·protein + 4·carbohydrate + 9·fat before
 * the column is not answered: a share of the larger and a few kcal on top. Panels round each
 * figure (US: energy to 5 or 10 kcal, grams to 0.5 or 1), count fibre at 2 kcal or 0, and
 * polyols at 2.4; those stay within a quarter. A misread that breaks a figure (a lost digit,
 * "13 g" read as 1) is off by more: measured on the tuning photos of issue 22, a panel read
 * with 70 kcal beside 1 g fat, 1 g carbohydrate and 3 g protein was answered wrong.
 */
export const ENERGY_CONTRADICTION_SHARE = 0.3;
export const ENERGY_CONTRADICTION_KCAL = 15;
/**
 * The few kcal on top below the macronutrients: 10. Rounding puts a printed energy under
 * 4/4/9 of the printed grams by at most 11 kcal on a small US panel (calories rounded down
 * 2.5, fat, carbohydrate and protein each rounded up 0.5 g: 4.5 + 2 + 2), and the share takes
 * the rest from 4 kcal up; 15 let a calories figure with its first digit lost ("Calories 5"
 * for 25 beside 2 g fat, 2 g carbohydrate, 1 g protein) stand (generated energy-smudged
 * panels, seed 7).
 */
export const ENERGY_UNDER_MACROS_KCAL = 10;

/**
 * How far a printed energy may be under 4·protein + 9·fat (+7·alcohol) alone, the part of the
 * energy nothing on a label discounts much: what takes a label's energy under 4/4/9 is in the
 * carbohydrate (polyols, erythritol, fibre), so the 30 % above is kept for it; protein and fat
 * are under their general factors only by specific Atwater factors (nuts: fat 8.37, protein
 * 3.47 kcal a gram, at most 13 % under). A lost decimal or a merged digit inflates exactly
 * these figures (protein "2g" read "20", fat "1.4" read "14"): a US panel read with 220 kcal
 * beside protein 20 g, fat 14 g and carbohydrate 21 g passed the whole-sum bound (issue 22,
 * generated panels, seed 7). The bound is then (1 − this)·(4p + 9f) + (1 − 30 %)·4c − 10 kcal.
 */
export const PROTEIN_FAT_UNDER_SHARE = 0.15;

/**
 * The same share on a table (EU, UK, Australian, Indian panels): there the law fixes the
 * factors (EU 1169/2011 Annex XIV: protein 4, fat 9 kcal a gram; FSANZ 1.2.8: 17 and 37 kJ;
 * FSSAI 4 and 9), so nothing discounts protein and fat but kJ's own factor: 37 kJ a gram of fat
 * is 8.84 kcal, 1.7 % under 9. A table's energy under 4·protein + 9·fat beyond that, and beyond
 * what its printed figures' rounding explains (TABLE_UNDER_MACROS_ROUNDING), has a protein or
 * fat misread ("4.7" read as 7, beside 83 kcal and 6.3 g fat: generated eu-pl panels, seed 17).
 * On the tuning and older real photos every table's printed energy is 0.94–1.03 of 4/4/9.
 */
export const TABLE_PROTEIN_FAT_UNDER_SHARE = 0.02;
/**
 * In place of ENERGY_UNDER_MACROS_KCAL on a table: the few kcal its rounding explains, from
 * the figures as printed (label-result.ts, roundingSlack): the energy to 1 kcal (half of it),
 * and each gram figure half a step of its own precision (a whole figure 0.5 g, "6.3" 0.05 g; a
 * figure of 0.5 g or less anything from 0, as "<0.5 g" is printed) times its factor. 10 kcal
 * flat is US rounding (calories to 10, grams whole); on a table whose grams are printed to
 * 0.1 g it let a figure's lost digit through.
 */
export const TABLE_ENERGY_ROUNDING_KCAL = 0.5;

/**
 * How far a printed energy may be OVER 4·protein + 4·carbohydrate + 9·fat (fibre at its most,
 * 4 kcal a gram inside a US total carbohydrate, 2 on a table) before the column is not
 * answered: far less than under it. What makes a label's energy lower than that sum is
 * common and large (polyols at 2.4 kcal, erythritol and allulose at 0, insoluble fibre taken
 * out, specific Atwater factors for nuts), what makes it higher is small: rounding (grams to
 * 1 g, calories to 10: 8.5 + 5 kcal at most on a US panel) and specific factors (meat and egg
 * protein 4.27–4.36 kcal a gram, fats 9.02: under a tenth), or fibre a table did not print.
 * A fat read as 15 g where 29 g is printed, beside 580 kcal, is 21 % under the energy.
 */
export const ENERGY_OVER_MACROS_SHARE = 0.12;

/**
 * Grams a column's macronutrients may add up to over its weight, for rounding: a 30 g
 * serving that prints 12 g fat, 15 g carbohydrate and 3 g protein is whole, one whose
 * figures add up to 40 g was misread.
 */
export const MACROS_OVER_WEIGHT = 1.05;

/**
 * The ratio of a column's kJ to its kcal when both are printed. Panels work both out from the
 * composition, in kJ with 37 a gram of fat, 17 of carbohydrate and protein, 8 of fibre, in kcal
 * with 9, 4, 4 and 2 (EU 1169/2011 Annex XIV, FSANZ 1.2.8), or convert one into the other at
 * 4.184: every way gives a ratio from 4.0 to 4.25, and each figure is then rounded to a whole
 * unit. A pair outside that, after rounding, is not one energy: one of the two is misread
 * ("37 kJ (9 Cal)" read with 8 Cal), and which is not known, so neither is answered as printed.
 */
export const KJ_PER_KCAL_LOW = 4.0;
export const KJ_PER_KCAL_HIGH = 4.25;

/**
 * From how many grams a table's figure with two decimals is taken for a misread. EU guidance
 * (1169/2011 rounding) prints one decimal from 0.5 g up and whole grams from 10 g; Australian
 * and Indian tables print three significant figures or one decimal. Small figures are printed
 * with two decimals ("0.05 g" of trans fat, "0.25 g" of salt; salt is not checked), so only
 * from 1 g: there "1.21" is "1.2" with a speck or a "g" read as a digit.
 */
export const TABLE_GRAMS_TWO_DECIMALS_FROM = 1;

/**
 * How many gram figures (fat, saturates, carbohydrate, sugars, fibre, protein; salt aside) a
 * table must print with two decimals before one under 1 g is taken as printed so. EU guidance
 * prints these to 0.1 g at most; Australian and Indian tables may print three significant
 * figures ("0.64 g"), and then print their other small figures alike. A lone second decimal
 * among figures printed to a tenth is a "g" or a speck read as a digit: on generated product
 * shots (seed 7) an Australian "0.6g" read "0640" was answered 0.64.
 */
export const TABLE_TWO_DECIMALS_AT_LEAST = 2;

/**
 * US (and Canadian) panels declare the answer's gram figures in steps (21 CFR 101.9(c)(2),
 * (c)(6), (c)(7); Canada's Food and Drug Regulations B.01.401 round alike): total fat in
 * 0.5 g steps under 5 g and whole grams from 5 g, total carbohydrate and protein in whole
 * grams from 1 g. Under these, small figures may carry a tenth (Canada: "Fat 0.2 g"). A fat
 * read "7.5" or a carbohydrate read "5.2" is a figure the panel cannot print: a speck or a "g"
 * read as a digit, and an answer with it is a wrong number.
 */
export const US_FAT_HALF_GRAMS_FROM = 0.5;
export const US_FAT_WHOLE_GRAMS_FROM = 5;
export const US_GRAMS_WHOLE_FROM = 1;

/**
 * How far the scale two columns of a US or Canadian dual panel share may be from the servings
 * per container printed before the columns are named by it (us-column-bases.ts): the container
 * column is the serving one times the servings, each figure rounded in its steps ("1 g" and
 * "3 g" for 2.5 servings), which sharedScale already allows for; "about 8 servings" is 7.5 to
 * 8.5. A tenth keeps a column 2 servings off (a container of 8 against one of 6) from matching.
 */
export const US_SERVINGS_SCALE_SHARE = 0.1;

// ——— The steps before the answer ———

/**
 * Share of a column's energy its own rounding can explain when the joint choice of readings
 * weighs energy against 4·protein + 4·carbohydrate + 9·fat (resolve.ts): tables print grams to
 * 0.1 g and energy to 1 kcal, so they add up closely; US panels round grams whole and
 * calories to 5 or 10 (21 CFR 101.9(c)(1)).
 */
export const TABLE_ENERGY_ROUNDING_SHARE = 0.06;
export const US_ENERGY_ROUNDING_SHARE = 0.12;

/**
 * Cost of reading a table's energy figure without a leading 1 that was its slash or bracket
 * ("2264 kJ / 534 kcal" read "2264 kJ 1534"; resolve.ts): as likely as a "g" read as a 9
 * (1.5 in quantity.ts), both common in small print.
 */
export const SLASH_READ_AS_ONE_COST = 1.5;

/**
 * Cost of a reading its printed % Daily Value contradicts when another reading of the same
 * figure fits it (resolve.ts; US and Canadian panels, 21 CFR 101.9(d)(7)): a hard constraint,
 * above anything the other rows can add (energy against the macronutrients weighs 2 × at most
 * 3 per column). The percent is worked out from the unrounded amount, so only a reading within
 * its rounding fits, and a misread percent that happens to fit another reading is rarer than a
 * lost point or a "g" read as a digit. Issue 22, us-var: "Total Fat 2 5g 3%" answered 5.
 */
export const DAILY_VALUE_CONTRADICTED_COST = 12;

/**
 * Percentage points a printed % Daily Value may be off what its rounded amount allows
 * (resolve.ts, fitsDailyValue), beyond the rounding of both: a tenth, for figures on a
 * rounding boundary. The band is exact on purpose: with a point and a half of room, a carbohydrate
 * "6g 2%" misread as 3 g still fitted its 2 % (us-var, seed 13).
 */
export const DAILY_VALUE_SLACK = 0.1;

/**
 * The longest run of words taken for a nutrient's name, garbled or not ("de las cuales ácidos
 * grasos saturados" is five; row-names.ts, vocabulary.ts): longer runs are prose, an
 * ingredients list or a claim beside the panel.
 */
export const MAX_NAME_WORDS = 6;

/**
 * Space between two words of a name, in word heights, beyond which they are two cells
 * (segments.ts): words of one name are a space apart (about a third of their height), cells of
 * a table at least a column's gutter; a US tabular panel's "Calories" in its block and
 * "Cholesterol 0mg" in the column beside it were read as one name.
 */
export const NAME_GAP_HEIGHTS = 2.5;

/**
 * A lone digit and a figure with its unit after it ("2 5g") on a panel that prints units
 * (segments.ts): nearer than 0.9 of a word height they are one figure whose point was read as
 * a space; from there up to SPACED_POINT_HEIGHTS (a name's gap: beyond it cells are columns)
 * they are one figure or the second alone, both kept as readings, the alone one at
 * SPACED_POINT_ALONE_COST more (a lost point costs 1.2 in quantity.ts: this is likelier). A
 * point printed small in a wide face left 1–1.5 heights between the digits in us-var panels.
 */
export const SPACED_POINT_HEIGHTS = 2.5;
export const SPACED_POINT_ALONE_COST = 0.6;

/**
 * Two digits and one digit after them with no unit ("18 5" for 18.5 on a table whose units
 * stand in the names, segments.ts): one figure whose point was lost only when the boxes touch
 * or overlap, less than a quarter of a word height apart (a column's figures stand a name's gap
 * apart; OCR that drops a point in a tight face leaves the next digit against the last). The
 * figure before the space alone is kept as a reading at SPACED_POINT_ALONE_COST more, so the
 * energy and the other column choose when the joined one disagrees with them.
 */
export const SPLIT_POINT_HEIGHTS = 0.25;

/** Rows below "Calories" its figure may stand on in a US tabular panel's block ("Calories" / "per serving" / "940"; panel.ts). */
export const CALORIES_BLOCK_ROWS = 3;

/**
 * A table whose names did not read, named by the one print order its figures fit
 * (unreadable-names.ts): how far the printed energy may be from 4·protein + 4·carbohydrate +
 * 9·fat (+2·fibre), a share and a few kcal — the rounding of tables (whole kcal, grams to 0.1
 * or 1) and polyols at 2.4 kcal. Looser would let a wrong order pass; the parts-within-whole
 * and weight checks have to hold too.
 */
export const UNNAMED_ENERGY_SHARE = 0.15;
export const UNNAMED_ENERGY_KCAL = 8;
/** Grams of macronutrients and salt 100 g may hold, with rounding (the same order check). */
export const UNNAMED_MAX_GRAMS_PER_100 = 105;
/** Most salt a food holds per 100 g (soy sauce ~16 g; stock cubes ~50 g are not tables of this kind). */
export const UNNAMED_MAX_SALT_PER_100 = 20;
/**
 * Readings per figure the order check weighs (the cheapest): the plain one, a lost point, a
 * "g" read as a digit. A search budget (the choices multiply row by row), not evidence.
 */
export const UNNAMED_READINGS_PER_FIGURE = 3;
/**
 * A figure of an unnamed table read with no unit, on a row whose other figure kept its "g"
 * ("0.8g" beside "03"): its unit was lost, which costs as a lost point does, since the table
 * prints a unit on every figure.
 */
export const UNNAMED_UNIT_LOST_COST = 0.5;

/** Share of rounding and of a serving weighed a little over its printed grams: the most a figure may be (impossible-figures.ts). */
export const SERVING_SLACK = 1.05;

/** How close two columns' ratios must be to count as one scale (impossible-figures.ts): printed figures are rounded. */
export const SAME_SCALE = 0.15;

/**
 * Figure pairs the scale of two columns' printed weights (the serving size over 100 g) must
 * explain to stand for their scale (impossible-figures.ts): as many as sharedScale asks of a
 * scale read from the figures alone.
 */
export const SERVING_SCALE_PAIRS = 3;

/** Figures each side must have for their ratio to tell the columns' scale: smaller ones are rounded too coarsely. */
export const SAME_SCALE_MIN_FIGURE = 1;

/** How close a figure's ratio must be to ten times the columns' shared scale to count as a lost decimal point. */
export const LOST_POINT_TENFOLD = 0.15;

/**
 * How far a column's kcal may be from its kJ / 4.184 while the reader sets the two side by
 * side (impossible-figures.ts; at least 1.5 kcal, for rounding): panels work both out from the
 * composition with factors whose ratio is 4.0–4.25 (KJ_PER_KCAL_LOW / _HIGH, the answer's check).
 */
export const KCAL_FROM_KJ_SHARE = 0.06;

/**
 * How near a lone energy figure taken as kJ must put its kcal to the macronutrients' sum
 * (4/4/9, fibre 2) to be read as the kJ it is (impossible-figures.ts withLoneKjAsKj): the
 * sum's own rounding (grams to 0.1: under 1 kcal) and the kJ/kcal ratio's spread (4.0–4.25,
 * taken from the composition: kjPerKcalOf) leave a few kcal; at least LONE_KJ_KCAL for small
 * figures. A kcal of 4.18 times the sum is read nowhere else: no food's energy is so far over
 * its macronutrients (ENERGY_OVER_MACROS_SHARE).
 */
export const LONE_KJ_SHARE = 0.04;
export const LONE_KJ_KCAL = 3;
/**
 * Below this sum (kcal) a figure four times it may as well be a kcal misread (a "21" for "2.1"
 * on a drink): too few kcal for the ratio to say kJ.
 */
export const LONE_KJ_LEAST_KCAL = 25;

/**
 * Energy error (relative) a choice against the reads' majority must save when looks are put
 * together (combine-readings.ts): a closer energy alone is weak evidence ("41.9" against "41"
 * moves a 212 kcal panel's Atwater sum by 1.6 %), and the majority is the better guess unless
 * agreement says otherwise.
 */
export const OVERRULE_ERROR = 0.05;

/**
 * How near 9 kcal a gram of a Thai panel's fat the "energy from fat" printed beside its energy
 * must be (thai-panel.ts): a share of it and 10 kcal. Loose on purpose: that figure is small print
 * in brackets, often misread ("0)" as "8)"), and a rounding-tight window, tried, refused two right
 * panels of layout classes seed 7 for one wrong of seed 41.
 */
export const THAI_ENERGY_SHARE = 0.2;
export const THAI_ENERGY_KCAL = 10;
/**
 * A Thai panel whose names and units did not read, named by the Thai full format's order
 * (thai-panel.ts): how far the printed energy may be from 4·protein + 4·(carbohydrate − fibre)
 * + 2·fibre + 9·fat beyond what the format's rounding explains (thaiRoundingSlack: it rounds as
 * 21 CFR 101.9 does, the energy to 5 or 10 kcal, fat to halves under 5 g and whole above, the
 * rest whole, and fibre yields 0 to 4 kcal a gram): a share of the larger. The law fixes the
 * factors (Notification 182: 4, 4 and 9), so what is left is small. The first build's 20 % and
 * 10 kcal flat let an energy 30 kcal off 4/4/9 of 100 kcal stand (rounding explains 12 there)
 * and let more orders of the same rows fit.
 */
export const THAI_ENERGY_FIT_SHARE = 0.1;
/**
 * Percentage points a printed "% Thai RDI" may lie outside the percents of its figure's own
 * rounding range (thai-panel.ts, percentFits): the percent is rounded whole, half a point, and a
 * little for the arithmetic. 1.5 points flat, the first build, let "0%" stand beside 1 g of
 * fat (1.5 %), and a row a line out of place fit the order (generated th-script, seed 41).
 */
export const THAI_PERCENT_SLACK = 0.51;
/** A row whose printed percent does not fit the figure, or a percent on a row that prints none: a misread or a row out of place, as costly as a lost point. */
export const THAI_PERCENT_MISMATCH_COST = 1;
/** Readings per figure the Thai order check weighs, the cheapest (a search budget, as UNNAMED_READINGS_PER_FIGURE). */
export const THAI_READINGS_PER_FIGURE = 3;
/** Two readings of the page whose costs differ by less than this, with other figures, are not told apart: the page stays unread. */
export const THAI_TIE_MARGIN = 0.5;
/**
 * Rows whose printed percent must fit their figure when the Thai panel's closing sodium row
 * was lost: seven rows fit the order and the energy more easily than eight (one constraint
 * fewer, and a row lost higher up shifts the rest by one), so the percents vouch for them.
 */
export const THAI_LOST_SODIUM_PERCENTS = 3;
/**
 * Rows whose printed percent must fit their figure for a Thai-like fit to stand without the
 * energy from fat beside its energy (thai-panel.ts, pairedOtherwise): that small bracketed figure
 * is the likeliest on the panel to be lost or cut ("20" read "2"), and without it the energy row
 * is told by the rows under it alone. Four of the six rows that print a percent: a fit a row out
 * of place (the energy row taken for fat, a row lost) fits no more than two or three of them by
 * chance, and a percent that any row's figure contradicts rules the fit out.
 */
export const THAI_UNPAIRED_ENERGY_PERCENTS = 4;
/**
 * What a page whose names did not read must show to count as a Thai-like panel, two signs of a
 * panel (as a heading and a named row; read-label.ts looks again at a page with two): percents
 * of a daily intake (the "% Thai RDI" column, a "4 %" split from its sign counting too) beside
 * bare figures (the rows', their units read as noise). With one sign it was not looked at again,
 * and the close looks are what give such a panel its lost rows back (issue 22, seventeenth round:
 * layout classes th-script seeds 7 and 17 refused 5 and 5 of 8 panels, with the looks 2 and 3).
 */
export const THAI_SIGN_PERCENTS = 4;
export const THAI_SIGN_FIGURES = 5;
/**
 * The other sign of a Thai-like panel (thai-panel.ts, thaiUnitFigures): figures followed by the
 * Thai gram or milligram sign read as Latin ("0 n", "35 un"), with a couple of percents. A
 * blurred first read keeps three of a panel's percents (th-script seed 41: 2 of 16 panels got no
 * closer look with four asked for); four such figures, which no Latin label prints, stand for
 * the missing ones.
 */
export const THAI_SIGN_UNIT_FIGURES = 4;
export const THAI_SIGN_UNIT_PERCENTS = 2;
/**
 * Cost of reading a Thai row's "0 ก." that OCR merged into one word, "on" ("0" and the gram sign
 * read as "n"), as 0 g: the zero rows of a sachet (protein, fibre, cholesterol) read that way and
 * the row, with no figure, shifted the order below it. As a lost point costs: the percents and
 * the energy still decide.
 */
export const THAI_ZERO_READ_AS_ON_COST = 0.5;
/**
 * Reads of one Thai-like panel put together (thai-panel.ts, readThaiReads): rows of two reads
 * whose centres on the levelled photo are within this many lines of print of each other are
 * one row (the looks differ in scale and rules, not in where the print is: half a line leaves
 * the next row, a line below, apart).
 */
export const THAI_LOOK_SAME_ROW = 0.5;
/**
 * Cost of a figure's value that none of the reads of its row gave as their plain reading, in
 * proportion: a value read plainly by one read of two costs half of it. As a lost point at most:
 * the order's checks still decide between the reads, and two reads that fit equally are a tie.
 */
export const THAI_LOOK_OUTVOTED_COST = 0.5;
/**
 * A row every look at a Thai-like panel lost, seen by the gap it left among the rows put
 * together: a gap of 1.75 to 2.5 of the rows' pitch is one row unread (a gap that wide holds no
 * two rows, and one under 1.75 pitches is a row read a little off its place). Its fit costs as a
 * lost point, and three rows' printed percents must fit their figures, as when the closing
 * sodium row was lost (THAI_LOST_SODIUM_PERCENTS): one constraint fewer, fitted more easily.
 */
export const THAI_LOST_ROW_GAP = [1.75, 2.5] as const;
export const THAI_LOST_ROW_COST = 1;
export const THAI_LOST_ROW_PERCENTS = 3;
/**
 * Cost of taking a Thai-like row's figure from a figure other than its first, which only the
 * row's printed percent may vouch for (thai-panel.ts, rowReadings): half a lost point, so a
 * first figure its percent rules out (a lost point on one read) gives way to it; the order's
 * checks, the energy and the tie rule still decide.
 */
export const THAI_OTHER_FIGURE_COST = 0.5;
/**
 * Cost of a Thai-like figure read with its unit as one more digit, taken without it (thai-panel.ts,
 * unitReadAsDigit): dearer than a lost decimal point (1.2 to 1.7), the likelier misreading of a
 * two-digit figure, by more than THAI_TIE_MARGIN. At 1, "45" of fat beside 7 % read 4 g for 4.5 g.
 */
export const THAI_UNIT_AS_DIGIT_COST = 2;

/**
 * How near (a share of it, at least one unit) a figure another look read must be to one a
 * look worked out (kcal from kJ, sodium from salt) for the worked-out one to stand aside: the
 * kJ/kcal ratios panels use (KJ_PER_KCAL_LOW to _HIGH) and whole-unit rounding keep a worked-out
 * kcal within 3 % of the printed one; a read further off is a misread, not the printed figure.
 */
export const WORKED_OUT_NEAR = 0.03;

/**
 * Cost of reading a US protein or fat figure printed with no unit as the figure without its
 * last digit ("Protein 20" for "2g", "170" for "17g", "205" for "20g", "422" for "42g": the "g"
 * of a small face read as a digit; quantity.ts, resolve.ts). Above the 0.3 a bare figure costs where units are attached, so the
 * figure as read stands unless the energy against the macronutrients, or the % Daily Value,
 * chooses the shorter one; below the 1.5 of the rarer repairs, since a US panel prints every
 * gram figure with its "g" and a bare one has lost it somehow.
 */
export const G_READ_AS_DIGIT_COST = 0.8;

/**
 * The highest energy a gram of each macronutrient can carry on a label (kcal): the specific
 * Atwater factors at their most (meat and egg protein 4.36, fats 9.02, carbohydrate 4.16), for
 * a figure the looks read apart (label-result.ts unconfirmedUnwitnessed): its column's energy
 * must then be within what its printed grams can carry at these factors and their rounding.
 */
export const MOST_KCAL_PER_GRAM = { protein: 4.36, fat: 9.02, carbs: 4.16, fiber: 2, alcohol: 7 } as const;

/** Half a step of a US panel's printed calories (to 10 above 50): what its rounding can add. */
export const US_CALORIES_HALF_STEP = 5;
