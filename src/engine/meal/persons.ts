/*
 * People a food log names beside the food: who ate it (subject.ts) and whose dish it was
 * (noise.ts's cooks) (issue 23, session 20). One home for the adults both read, so a word added
 * for one ("aunt", "neighbour") serves both.
 */

const words = (list: string): readonly string[] => list.split(' ');

/** Grown-ups of the family and of a person's circle, one at a time: they eat and they cook. */
export const ADULTS = words(
  'mom mum mommy mummy mama dad daddy papa wife wifey husband hubby partner bf gf boyfriend girlfriend fiance fiancee fiancé fiancée ' +
    'grandma grandpa gran granny grandmother grandfather grandad granddad nan nana nanna nonna abuela abuelita ' +
    'aunt auntie aunty uncle sister brother son daughter cousin friend bestie buddy roommate flatmate neighbor neighbour ' +
    'boss coworker colleague',
);

/**
 * Children, the grown-ups many at a time, and people counted together: they eat, but a dish is
 * never theirs by name ("kids meal", "baby food" name a portion or a food, not a cook), and a
 * plural cook's "-s" would read as the possessive noise.ts looks for.
 */
export const CHILDREN_AND_GROUPS = words(
  'kid kids kiddo kiddos child children toddler toddlers baby babies boy boys girl girls twins teen teens teenager teenagers ' +
    'sons daughters grandparents parents roommates flatmates friends coworkers colleagues brothers sisters ' +
    'team family everyone everybody guests',
);

/** Pronouns that open a clause as its subject ("I had", "we split"). */
export const SUBJECT_PRONOUNS = words('i we he she they you');

/** Words that say whose: before a person ("my son") or a food ("our pizza"). */
export const POSSESSIVES = words('my our your his her their');
