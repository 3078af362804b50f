import type { PackSource } from '../pack.js';
import { METRIC_UNITS } from './metric.js';

/** Italian. */
export const IT: PackSource = {
  code: 'it',
  name: 'italiano',
  numbers: {
    quarti: 0.25, terzi: 1 / 3,
    zero: 0, uno: 1, due: 2, tre: 3, quattro: 4, cinque: 5, sei: 6, sette: 7, otto: 8, nove: 9, dieci: 10, undici: 11, dodici: 12, quindici: 15,
    venti: 20, trenta: 30, quaranta: 40, cinquanta: 50, cento: 100, duecento: 200, trecento: 300, cinquecento: 500,
    mezzo: 0.5, mezza: 0.5, metà: 0.5, quarto: 0.25, terzo: 1 / 3, dozzina: 12, paio: 2,
  },
  articles: ['un', 'una', 'uno', "un'"],
  andHalf: ['e mezzo', 'e mezza'],
  units: {
    ...METRIC_UNITS,
    grammo: 'g', grammi: 'g', chilo: 'kg', chili: 'kg', chilogrammo: 'kg', chilogrammi: 'kg', millilitro: 'ml', millilitri: 'ml', centilitro: 'cl', centilitri: 'cl',
    decilitro: 'dl', litro: 'l', litri: 'l', etto: 'hg', etti: 'hg', oncia: 'oz',
    tazza: 'cup', tazze: 'cup', tazzina: 'shot', tazzine: 'shot', bicchiere: 'glass', bicchieri: 'glass', calice: 'glass', calici: 'glass', boccale: 'pint', boccali: 'pint',
    cucchiaio: 'tbsp', cucchiai: 'tbsp', cucchiaino: 'tsp', cucchiaini: 'tsp', 'cucchiaio raso': 'tbsp', 'cucchiaino raso': 'tsp',
    fetta: 'slice', fette: 'slice', fettina: 'slice', fettine: 'slice', pezzo: 'piece', pezzi: 'piece', pezzetto: 'piece', trancio: 'piece', tranci: 'piece', spicchio: 'clove', spicchi: 'clove',
    porzione: 'serving', porzioni: 'serving', piatto: 'plate', piatti: 'plate', ciotola: 'bowl', ciotole: 'bowl', coppetta: 'cup', coppette: 'cup', scodella: 'bowl', scodelle: 'bowl', manciata: 'handful', manciate: 'handful', pugno: 'handful',
    lattina: 'can', lattine: 'can', scatoletta: 'can', bottiglia: 'bottle', bottiglie: 'bottle', bottiglietta: 'bottle', pacchetto: 'packet', pacchetti: 'packet', bustina: 'packet', bustine: 'packet', confezione: 'packet',
    vasetto: 'container', vasetti: 'container', barattolo: 'jar', pallina: 'scoop', palline: 'scoop', pizzico: 'pinch', noce: 'pat', filetto: 'fillet', filetti: 'fillet', barretta: 'bar', quadratino: 'square', quadratini: 'square',
    // Diminutives people write for the same measures ("un bicchierino", "un piattino", "un pezzettino").
    bicchierino: 'glass', bicchierini: 'glass', piattino: 'plate', piattini: 'plate', ciotolina: 'bowl', ciotoline: 'bowl', pezzettino: 'piece', pezzettini: 'piece',
    grappolo: 'serving', grappoli: 'serving', mestolo: 'serving', mestoli: 'serving',
  },
  sizes: { piccolo: 'small', piccola: 'small', piccoli: 'small', piccole: 'small', medio: 'medium', media: 'medium', grande: 'large', grandi: 'large', abbondante: 'large' },
  of: ['di', "d'", 'del', 'dello', 'della', "dell'", 'dei', 'degli', 'delle'],
  and: ['e', 'ed', 'più', 'insieme a'],
  // "al/alla/ai/alle" join a dish to what is in it ("risotto ai funghi", "pasta al pesto"); names holding them
  // ("spaghetti al pomodoro") still win, and a cooking word after them ("pollo al forno") stays the food's.
  with: ['con', 'col', 'coi', 'con un po di', "con un po' di", 'accompagnato da', 'accompagnata da', 'al', 'alla', 'ai', 'alle', 'allo', 'agli', "all'"],
  without: ['senza'],
  fillers: ['circa', 'quasi', 'più o meno', 'un po di', "un po' di", "po'", 'po', 'qualche', 'bel', 'bella', 'buon', 'buona', 'intero', 'intera', 'pieno', 'piena'],
  framing: [
    // Where it was eaten, said before the meal ("cantine : steak haché", "na pastelaria um galão").
    'al bar', 'in mensa', 'mensa', 'in pasticceria', 'pasticceria', 'al ristorante', 'in pizzeria', 'in ufficio', 'in trattoria', 
    'ho mangiato', 'ho bevuto', 'ho preso', 'ho fatto colazione con', 'ho pranzato con', 'ho cenato con', 'mangio', 'bevo', 'prendo', 'abbiamo mangiato', 'ho appena mangiato',
    'a colazione', 'per colazione', 'di colazione', 'a pranzo', 'per pranzo', 'a cena', 'per cena', 'a merenda', 'per merenda', 'come dessert', 'per dessert', 'come antipasto',
    'come primo', 'come secondo', 'per primo', 'per secondo', 'di primo', 'di secondo', 'come contorno', 'di contorno', 'oggi', 'ieri', 'stamattina', 'stasera', 'ieri sera',
    'a mezzogiorno', 'la mia colazione', 'il mio pranzo', 'la mia cena', 'colazione', 'pranzo', 'cena', 'merenda', 'era', 'erano', "c'era", 'ho', 'io', 'mangiato', 'bevuto', 'preso',
  ],
  stop: ['il', 'lo', 'la', "l'", 'i', 'gli', 'le', 'mio', 'mia', 'miei', 'mie', 'a', 'al', 'alla', 'ai', 'alle', 'allo', 'agli', "all'", 'in', 'di', 'del', 'della', 'per', 'un', 'una', 'uno', 'anche', 'solo'],
  prepared: ['brodo', 'rosso', 'rossa', 'rossi', 'rosse', 'coppetta', 'cono', 'griglia', 'grigliato', 'grigliata', 'grigliati', 'grigliate', 'forno', 'vapore', 'lesso', 'lessa', 'lessi', 'lesse', 'bollito', 'bollita', 'bolliti', 'bollite', 'cotto', 'cotta', 'cotti', 'cotte', 'arrosto', 'fritto', 'fritta', 'fritti', 'fritte', 'casalingo', 'casalinga', 'stufato', 'stufata', 'stufati', 'stufate', 'affumicato', 'affumicata', 'affumicati', 'affumicate', 'ghiaccio', 'dolcificante', 'maturo', 'matura', 'maturi', 'mature', 'dolce'],
  methods: { 'griglia': 'grilled', 'grigliato': 'grilled', 'grigliata': 'grilled', 'grigliati': 'grilled', 'grigliate': 'grilled', 'forno': 'baked', 'vapore': 'steamed', 'lesso': 'boiled', 'lessa': 'boiled', 'lessi': 'boiled', 'lesse': 'boiled', 'bollito': 'boiled', 'bollita': 'boiled', 'bolliti': 'boiled', 'bollite': 'boiled', 'arrosto': 'roasted', 'fritto': 'fried', 'fritta': 'fried', 'fritti': 'fried', 'fritte': 'fried' },
  styles: ['alla', "all'", 'al', 'alle', 'allo', 'ai', 'agli', 'in stile', 'alla maniera di'],
  evidence: ['il', 'lo', 'gli', 'e', 'con', 'senza', 'per', 'di', 'del', 'della', 'ho', 'mio', 'mia', 'una', 'uno', 'tazza', 'bicchiere', 'fetta', 'piatto', 'cucchiaio', 'un\'', 'dell\''],
  letters: 'ìò',
};
