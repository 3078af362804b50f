import type { PackSource } from '../pack.js';
import { METRIC_UNITS } from './metric.js';

/** Dutch (the Netherlands, Flanders). */
export const NL: PackSource = {
  code: 'nl',
  name: 'Nederlands',
  numbers: {
    nul: 0, één: 1, eén: 1, twee: 2, drie: 3, vier: 4, vijf: 5, zes: 6, zeven: 7, acht: 8, negen: 9, tien: 10, elf: 11, twaalf: 12, vijftien: 15,
    twintig: 20, dertig: 30, veertig: 40, vijftig: 50, honderd: 100, tweehonderd: 200, driehonderd: 300, vijfhonderd: 500,
    half: 0.5, halve: 0.5, helft: 0.5, kwart: 0.25, derde: 1 / 3,
    anderhalf: 1.5, anderhalve: 1.5, tweeënhalf: 2.5, tweeenhalf: 2.5, drieënhalf: 3.5, drieenhalf: 3.5, dozijn: 12, paar: 2, enkele: 3, paartje: 2,
  },
  // "een" is the article and the number one: counted as one, as the other packs count "un"/"ein".
  articles: ['een', "'n"],
  andHalf: ['en een half', 'en een halve', 'en half'],
  units: {
    ...METRIC_UNITS,
    gram: 'g', gramm: 'g', kilogram: 'kg', milliliter: 'ml', centiliter: 'cl', deciliter: 'dl', liter: 'l', pond: 'lb', ons: 'hg',
    kop: 'cup', kopje: 'cup', kopjes: 'cup', koppen: 'cup', mok: 'mug', mokken: 'mug', beker: 'cup', bekers: 'cup', bekertje: 'container',
    glas: 'glass', glazen: 'glass', glaasje: 'glass', glaasjes: 'glass',
    eetlepel: 'tbsp', eetlepels: 'tbsp', el: 'tbsp', theelepel: 'tsp', theelepels: 'tsp', tl: 'tsp', lepel: 'spoonful', lepels: 'spoonful', schep: 'spoonful', scheppen: 'spoonful', schepje: 'spoonful', schepjes: 'spoonful',
    plak: 'slice', plakken: 'slice', plakje: 'slice', plakjes: 'slice', snee: 'slice', sneden: 'slice', sneetje: 'slice', sneetjes: 'slice', schijf: 'slice', schijfje: 'slice', schijfjes: 'slice',
    stuk: 'piece', stukken: 'piece', stuks: 'piece', stukje: 'piece', stukjes: 'piece', portie: 'serving', porties: 'serving', portietje: 'serving',
    bord: 'plate', borden: 'plate', bordje: 'plate', kom: 'bowl', kommen: 'bowl', kommetje: 'bowl', schaal: 'bowl', schaaltje: 'bowl', bakje: 'container', bakjes: 'container',
    handje: 'handful', handjevol: 'handful', handvol: 'handful', hand: 'handful',
    blik: 'can', blikje: 'can', blikjes: 'can', fles: 'bottle', flessen: 'bottle', flesje: 'bottle', flesjes: 'bottle', pak: 'packet', pakje: 'packet', pakjes: 'packet',
    zak: 'bag', zakje: 'bag', zakjes: 'bag', bolletje: 'scoop', bolletjes: 'scoop', bol: 'scoop', bollen: 'scoop', snufje: 'pinch', mespuntje: 'pinch', teentje: 'clove', teentjes: 'clove',
    reep: 'bar', repen: 'bar', reepje: 'bar', filet: 'fillet', filets: 'fillet', blokje: 'cube', blokjes: 'cube',
  },
  sizes: { klein: 'small', kleine: 'small', kleintje: 'small', middel: 'medium', middelgroot: 'medium', middelgrote: 'medium', medium: 'medium', groot: 'large', grote: 'large' },
  of: ['van'],
  and: ['en', 'plus', 'daarbij', 'erbij'],
  with: ['met', 'met wat', 'met een beetje', 'met een klein beetje', 'op'],
  without: ['zonder'],
  fillers: ['ongeveer', 'zo’n', "zo'n", 'circa', 'ca', 'bijna', 'wat', 'beetje', 'een beetje', 'klein beetje', 'vol', 'volle', 'heel', 'hele', 'flink', 'flinke'],
  framing: [
    // Where it was eaten, said before the meal ("cantine : steak haché", "na pastelaria um galão").
    'in de kantine', 'kantine', 'bij de bakker', 'op het werk', 'op kantoor', 'bij de snackbar', 'snackbar', 'in het restaurant', 
    'ik heb', 'ik had', 'ik at', 'ik dronk', 'heb ik', 'had ik', 'ik eet', 'ik drink', 'gegeten', 'gedronken', 'genomen',
    'als ontbijt', 'als lunch', 'als avondeten', 'als diner', 'als toetje', 'als dessert', 'als nagerecht', 'als tussendoortje', 'als snack', 'als voorgerecht',
    'bij het ontbijt', 'bij de lunch', 'bij het avondeten', 'voor het ontbijt', 'voor de lunch', 'voor het avondeten', 'tussen de middag', 'in de pauze',
    'vandaag', 'gisteren', 'vanochtend', 'vanmorgen', 'vanmiddag', 'vanavond', 'gisteravond', 'gistermiddag', 'ontbijt', 'lunch', 'avondeten', 'toetje', 'tussendoortje',
    'mijn ontbijt', 'mijn lunch', 'mijn avondeten', 'waren', 'bestond uit', 'ik', 'heb',
  ],
  stop: ['de', 'het', 'een', "'t", 'mijn', 'm’n', "m'n", 'je', 'ook', 'nog', 'maar', 'er', 'bij', 'op', 'in', 'aan', 'voor'],
  prepared: ['gegrild', 'gegrilde', 'gebakken', 'gekookt', 'gekookte', 'gestoomd', 'gestoomde', 'oven', 'zelfgemaakt', 'zelfgemaakte', 'gestoofd', 'gestoofde', 'gerookt', 'gerookte', 'ijsblokjes', 'ijsblokje', 'zoetje', 'zoetjes', 'rijp', 'rijpe', 'zout'],
  methods: { 'gegrild': 'grilled', 'gegrilde': 'grilled', 'gekookt': 'boiled', 'gekookte': 'boiled', 'gestoomd': 'steamed', 'gestoomde': 'steamed', 'oven': 'baked' },
  styles: ['à la', 'a la'],
  topped: ['belegd', 'belegde'],
  evidence: ['de', 'het', 'een', 'en', 'met', 'zonder', 'ik', 'heb', 'van', 'kopje', 'glas', 'plakje', 'bord', 'stuk', 'kom', 'boterham', 'boterhammen', 'broodje', 'lekker', 'nog'],
  compounds: true,
  letters: 'ĳ',
};
