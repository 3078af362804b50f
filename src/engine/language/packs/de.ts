import type { PackSource } from '../pack.js';
import { METRIC_UNITS } from './metric.js';

/** German (Germany, Austria, Switzerland). */
export const DE: PackSource = {
  code: 'de',
  name: 'Deutsch',
  numbers: {
    null: 0, eins: 1, zwei: 2, drei: 3, vier: 4, fünf: 5, sechs: 6, sieben: 7, acht: 8, neun: 9, zehn: 10, elf: 11, zwölf: 12, fünfzehn: 15,
    zwanzig: 20, dreißig: 30, vierzig: 40, fünfzig: 50, hundert: 100, einhundert: 100, zweihundert: 200, dreihundert: 300, fünfhundert: 500,
    halb: 0.5, halbe: 0.5, halben: 0.5, halber: 0.5, halbes: 0.5, hälfte: 0.5, viertel: 0.25, drittel: 1 / 3,
    eineinhalb: 1.5, anderthalb: 1.5, einhalb: 1.5, zweieinhalb: 2.5, dreieinhalb: 3.5, dutzend: 12, paar: 2, einige: 3,
  },
  articles: ['ein', 'eine', 'einen', 'einem', 'einer', 'eines'],
  andHalf: ['und ein halb', 'und eine halbe', 'einhalb'],
  units: {
    ...METRIC_UNITS,
    gramm: 'g', kilogramm: 'kg', milliliter: 'ml', zentiliter: 'cl', deziliter: 'dl', liter: 'l', pfund: 'lb', unze: 'oz',
    tasse: 'cup', tassen: 'cup', becher: 'container', glas: 'glass', gläser: 'glass', gläschen: 'glass', krug: 'glass', maß: 'l',
    esslöffel: 'tbsp', el: 'tbsp', eßlöffel: 'tbsp', teelöffel: 'tsp', tl: 'tsp', löffel: 'spoonful',
    scheibe: 'slice', scheiben: 'slice', stück: 'piece', stücke: 'piece', stk: 'piece', stückchen: 'piece', portion: 'serving', portionen: 'serving',
    teller: 'plate', schüssel: 'bowl', schüsseln: 'bowl', schale: 'bowl', schälchen: 'bowl', handvoll: 'handful', hand: 'handful',
    dose: 'can', dosen: 'can', büchse: 'can', flasche: 'bottle', flaschen: 'bottle', fläschchen: 'bottle', packung: 'packet', packungen: 'packet', päckchen: 'packet',
    tüte: 'bag', tüten: 'bag', beutel: 'bag', kugel: 'scoop', kugeln: 'scoop', prise: 'pinch', prisen: 'pinch', zehe: 'clove', zehen: 'clove',
    riegel: 'bar', tafel: 'bar', filet: 'fillet', filets: 'fillet', würfel: 'cube',
    // Diminutives people write for the same measures ("ein Tässchen", "ein Scheibchen", "ein Schüsselchen").
    tässchen: 'cup', scheibchen: 'slice', schüsselchen: 'bowl', portiönchen: 'serving', tellerchen: 'plate', kelle: 'serving', kellen: 'serving', schöpfkelle: 'serving',
  },
  sizes: { klein: 'small', kleine: 'small', kleinen: 'small', kleiner: 'small', kleines: 'small', mittel: 'medium', mittlere: 'medium', mittleren: 'medium', mittelgroß: 'medium', mittelgroße: 'medium', mittelgroßen: 'medium', groß: 'large', große: 'large', großen: 'large', großer: 'large', großes: 'large' },
  of: ['von', 'vom'],
  and: ['und', 'sowie', 'plus', 'dazu'],
  // "Bratwurst im Brötchen", "Leberkäse im Brötchen": the roll it comes in is a second food.
  with: ['mit', 'mit etwas', 'mit ein bisschen', 'dazu', 'im', 'auf'],
  without: ['ohne'],
  fillers: ['etwa', 'ca', 'circa', 'ungefähr', 'rund', 'fast', 'etwas', 'bisschen', 'ein bisschen', 'ein wenig', 'wenig', 'gut', 'gute', 'guten', 'voll', 'volle', 'vollen', 'ganze', 'ganzen', 'ganzes', 'ganz'],
  framing: [
    'ich habe', 'ich hatte', 'ich hab', 'ich esse', 'ich trinke', 'ich aß', 'ich trank', 'hab ich', 'habe ich', 'hatte ich', 'gab es', 'es gab', 'gegessen', 'getrunken', 'genommen',
    'zum frühstück', 'zum mittagessen', 'zum mittag', 'zum abendessen', 'zum abendbrot', 'zum nachtisch', 'als nachtisch', 'zum dessert', 'als dessert', 'zur vorspeise', 'als vorspeise',
    'zum brunch', 'als snack', 'zwischendurch', 'heute', 'gestern', 'heute morgen', 'heute früh', 'heute mittag', 'heute abend', 'gestern abend', 'morgens', 'mittags', 'abends',
    'mein frühstück', 'mein mittagessen', 'mein abendessen', 'frühstück', 'mittagessen', 'abendessen', 'abendbrot', 'brotzeit', 'vesper',
    // Where it was eaten, said before the meal as people label it ("Kantine: Hähnchen mit Reis", "beim Bäcker ein Franzbrötchen").
    'kantine', 'in der kantine', 'mensa', 'in der mensa', 'bäckerei', 'beim bäcker', 'vom bäcker', 'imbiss', 'am imbiss', 'vom imbiss', 'biergarten', 'im biergarten',
    'war', 'waren', 'bestand aus', 'ich', 'habe', 'hatte', 'hab',
  ],
  stop: ['der', 'die', 'das', 'den', 'dem', 'des', 'mein', 'meine', 'meinen', 'zu', 'zum', 'zur', 'im', 'in', 'auf', 'auch', 'noch', 'nur', 'ein', 'eine', 'einen', 'einem'],
  prepared: ['müllerin', 'blau', 'brühe', 'süß', 'süße', 'süßer', 'süßes', 'süßem', 'süßen', 'gegrillt', 'gegrillte', 'gegrillter', 'gegrilltes', 'gegrillten', 'gebraten', 'gebratene', 'gebratener', 'gebratenes', 'gebratenen', 'gekocht', 'gekochte', 'gekochter', 'gekochtes', 'gekochten', 'gedünstet', 'gedünstete', 'gedünsteter', 'gedünstetes', 'gedünsteten', 'gebacken', 'gebackene', 'gebackener', 'gebackenes', 'gebackenen', 'hausgemacht', 'hausgemachte', 'hausgemachter', 'hausgemachtes', 'hausgemachten', 'geschmort', 'geschmorte', 'geschmorter', 'geschmortes', 'geschmorten', 'geräuchert', 'geräucherte', 'geräucherter', 'geräuchertes', 'eiswürfel', 'eiswürfeln', 'süßstoff', 'reif', 'reife', 'reifer', 'reifes', 'reifen'],
  methods: { 'gegrillt': 'grilled', 'gegrillte': 'grilled', 'gegrillter': 'grilled', 'gegrilltes': 'grilled', 'gegrillten': 'grilled', 'gekocht': 'boiled', 'gekochte': 'boiled', 'gekochter': 'boiled', 'gekochtes': 'boiled', 'gekochten': 'boiled', 'gebacken': 'baked', 'gebackene': 'baked', 'gebackener': 'baked', 'gebackenes': 'baked', 'gebackenen': 'baked', 'gedünstet': 'steamed', 'gedünstete': 'steamed', 'gedünsteter': 'steamed', 'gedünstetes': 'steamed', 'gedünsteten': 'steamed' },
  styles: ['nach', 'nach art'],
  styleEnding: 'art',
  topped: ['belegt', 'belegte', 'belegtes', 'belegten', 'belegter', 'belegtem'],
  evidence: ['der', 'die', 'das', 'den', 'dem', 'und', 'mit', 'ohne', 'ich', 'zum', 'zur', 'ein', 'eine', 'einen', 'vom', 'tasse', 'glas', 'scheibe', 'teller', 'stück', 'schüssel'],
  compounds: true,
  digraphs: true,
  letters: 'ßäöü',
};
