/**
 * Meal phrases in English, Spanish, French, German, Italian and Portuguese for
 * bench/describe-languages.ts (issue 25), written for this bench: no benchmark's text and no
 * translation of one. Each meal is composed from the foods below (their names as people in
 * Madrid, Lyon, Munich, Milan and Lisbon/São Paulo write them, amounts in each language's
 * units and number words, framing) and rendered in all six languages, so every language is
 * measured on the same meals as English. References are FNDDS 2021–2023 portions by their
 * exact USDA wording, as in bench/everyday-phrases.ts: "a X" = the FNDDS portion that counts
 * one X (else "Quantity not specified"), a bowl of soup or stew = 1½ × "1 cup", a plate of a
 * main dish or a side = 2 × "1 cup", a glass of juice or milk = 8 fl oz, butter, jam or honey
 * on bread = FNDDS's "Guideline amount per slice of bread/roll" per slice.
 */
import { seededRandom } from './seeded-random.js';

export type Lang = 'en' | 'es' | 'fr' | 'de' | 'it' | 'pt';
export const LANGS: readonly Lang[] = ['en', 'es', 'fr', 'de', 'it', 'pt'];
type Gender = 'm' | 'f' | 'n';
/** singular, plural, gender (German: the accusative article follows it; English: ignored). */
type Noun = [sg: string, pl: string, g: Gender];
type Names = Record<Lang, Noun>;

/** An FNDDS portion by its exact description, times a factor. */
type Portion = [description: string, factor?: number];

type UnitKey = 'cup' | 'glass' | 'slice' | 'bowl' | 'plate' | 'tbsp' | 'tsp' | 'piece' | 'scoop' | 'bottle' | 'can' | 'serving';

interface FoodSpec {
  key: string;
  /** FNDDS description. */
  ref: string;
  /** Counted ("two eggs"): the portion of one. */
  one?: Portion;
  /** A half can be eaten ("half a banana"). */
  half?: boolean;
  /** Units it is measured in and the portion of one unit. */
  units?: Partial<Record<UnitKey, Portion>>;
  /** Grams allowed ("200 g of rice"). */
  grams?: [min: number, max: number];
  /** Millilitres allowed (drinks): the portion of one fl oz. */
  ml?: Portion;
  /** Spread on bread: grams per slice or roll. */
  spread?: Portion;
  /** The name as counted (sg/pl) and as measured after a unit (`mass`, default: sg). */
  names: Names;
  mass?: Partial<Record<Lang, string>>;
}

const GLASS_OZ = 8;
const FOODS: FoodSpec[] = [
  { key: 'egg', ref: 'Egg, whole, boiled or poached', one: ['1 egg'], names: { en: ['boiled egg', 'boiled eggs', 'n'], es: ['huevo cocido', 'huevos cocidos', 'm'], fr: ['œuf dur', 'œufs durs', 'm'], de: ['gekochtes Ei', 'gekochte Eier', 'n'], it: ['uovo sodo', 'uova sode', 'm'], pt: ['ovo cozido', 'ovos cozidos', 'm'] } },
  { key: 'fried egg', ref: 'Egg, whole, fried, NS as to fat', one: ['1 egg'], names: { en: ['fried egg', 'fried eggs', 'n'], es: ['huevo frito', 'huevos fritos', 'm'], fr: ['œuf au plat', 'œufs au plat', 'm'], de: ['Spiegelei', 'Spiegeleier', 'n'], it: ['uovo fritto', 'uova fritte', 'm'], pt: ['ovo estrelado', 'ovos estrelados', 'm'] } },
  { key: 'toast', ref: 'Bread, white, toasted', units: { slice: ['1 medium or regular slice'] }, names: { en: ['toast', 'toast', 'n'], es: ['pan tostado', 'pan tostado', 'm'], fr: ['pain grillé', 'pain grillé', 'm'], de: ['Toast', 'Toast', 'm'], it: ['pane tostato', 'pane tostato', 'm'], pt: ['pão torrado', 'pão torrado', 'm'] } },
  { key: 'bread', ref: 'Bread, white', units: { slice: ['1 medium or regular slice'] }, grams: [40, 120], names: { en: ['bread', 'bread', 'n'], es: ['pan', 'pan', 'm'], fr: ['pain', 'pain', 'm'], de: ['Brot', 'Brot', 'n'], it: ['pane', 'pane', 'm'], pt: ['pão', 'pão', 'm'] } },
  { key: 'wholemeal', ref: 'Bread, whole wheat', units: { slice: ['1 medium or regular slice'] }, names: { en: ['whole wheat bread', 'whole wheat bread', 'n'], es: ['pan integral', 'pan integral', 'm'], fr: ['pain complet', 'pain complet', 'm'], de: ['Vollkornbrot', 'Vollkornbrot', 'n'], it: ['pane integrale', 'pane integrale', 'm'], pt: ['pão integral', 'pão integral', 'm'] } },
  { key: 'roll', ref: 'Roll, white, hard', one: ['1 medium/regular/sandwich size roll'], names: { en: ['bread roll', 'bread rolls', 'n'], es: ['panecillo', 'panecillos', 'm'], fr: ['petit pain', 'petits pains', 'm'], de: ['Brötchen', 'Brötchen', 'n'], it: ['panino', 'panini', 'm'], pt: ['pãozinho', 'pãezinhos', 'm'] } },
  { key: 'croissant', ref: 'Croissant', one: ['Quantity not specified'], names: { en: ['croissant', 'croissants', 'n'], es: ['cruasán', 'cruasanes', 'm'], fr: ['croissant', 'croissants', 'm'], de: ['Croissant', 'Croissants', 'n'], it: ['cornetto', 'cornetti', 'm'], pt: ['croissant', 'croissants', 'm'] } },
  { key: 'butter', ref: 'Butter, NFS', spread: ['Guideline amount per slice of bread/roll'], units: { tbsp: ['1 tablespoon'] }, names: { en: ['butter', 'butter', 'n'], es: ['mantequilla', 'mantequilla', 'f'], fr: ['beurre', 'beurre', 'm'], de: ['Butter', 'Butter', 'f'], it: ['burro', 'burro', 'm'], pt: ['manteiga', 'manteiga', 'f'] } },
  { key: 'jam', ref: 'Jam', spread: ['Guideline amount per slice of bread/roll'], units: { tbsp: ['1 tablespoon'] }, names: { en: ['jam', 'jam', 'n'], es: ['mermelada', 'mermelada', 'f'], fr: ['confiture', 'confiture', 'f'], de: ['Marmelade', 'Marmelade', 'f'], it: ['marmellata', 'marmellata', 'f'], pt: ['doce de fruta', 'doce de fruta', 'm'] } },
  { key: 'honey', ref: 'Honey', spread: ['Guideline amount per slice of bread/roll'], units: { tbsp: ['1 tablespoon'] }, names: { en: ['honey', 'honey', 'n'], es: ['miel', 'miel', 'f'], fr: ['miel', 'miel', 'm'], de: ['Honig', 'Honig', 'm'], it: ['miele', 'miele', 'm'], pt: ['mel', 'mel', 'm'] } },
  { key: 'yogurt', ref: 'Yogurt, NS as to type of milk, plain', one: ['1 container, NFS'], names: { en: ['plain yogurt', 'plain yogurts', 'n'], es: ['yogur natural', 'yogures naturales', 'm'], fr: ['yaourt nature', 'yaourts nature', 'm'], de: ['Naturjoghurt', 'Naturjoghurts', 'm'], it: ['yogurt bianco', 'yogurt bianchi', 'm'], pt: ['iogurte natural', 'iogurtes naturais', 'm'] } },
  { key: 'milk', ref: 'Milk, NFS', units: { glass: ['1 cup'], cup: ['1 cup'] }, ml: ['1 fl oz'], names: { en: ['milk', 'milk', 'n'], es: ['leche', 'leche', 'f'], fr: ['lait', 'lait', 'm'], de: ['Milch', 'Milch', 'f'], it: ['latte', 'latte', 'm'], pt: ['leite', 'leite', 'm'] } },
  { key: 'latte', ref: 'Coffee, Latte', one: ['Quantity not specified'], names: { en: ['latte', 'lattes', 'n'], es: ['café con leche', 'cafés con leche', 'm'], fr: ['café au lait', 'cafés au lait', 'm'], de: ['Milchkaffee', 'Milchkaffees', 'm'], it: ['caffellatte', 'caffellatte', 'm'], pt: ['galão', 'galões', 'm'] } },
  { key: 'cappuccino', ref: 'Coffee, Cappuccino', one: ['Quantity not specified'], names: { en: ['cappuccino', 'cappuccinos', 'n'], es: ['capuchino', 'capuchinos', 'm'], fr: ['cappuccino', 'cappuccinos', 'm'], de: ['Cappuccino', 'Cappuccinos', 'm'], it: ['cappuccino', 'cappuccini', 'm'], pt: ['cappuccino', 'cappuccinos', 'm'] } },
  { key: 'tea', ref: 'Tea, hot, leaf, black', units: { cup: ['1 cup'] }, names: { en: ['tea', 'tea', 'n'], es: ['té', 'té', 'm'], fr: ['thé', 'thé', 'm'], de: ['Tee', 'Tee', 'm'], it: ['tè', 'tè', 'm'], pt: ['chá', 'chá', 'm'] } },
  { key: 'orange juice', ref: 'Orange juice, 100%, NFS', units: { glass: ['1 fl oz (NFS)', GLASS_OZ] }, ml: ['1 fl oz (NFS)'], names: { en: ['orange juice', 'orange juice', 'n'], es: ['zumo de naranja', 'zumo de naranja', 'm'], fr: ["jus d'orange", "jus d'orange", 'm'], de: ['Orangensaft', 'Orangensaft', 'm'], it: ["succo d'arancia", "succo d'arancia", 'm'], pt: ['sumo de laranja', 'sumo de laranja', 'm'] } },
  { key: 'apple juice', ref: 'Apple juice, 100%', units: { glass: ['1 fl oz (NFS)', GLASS_OZ] }, names: { en: ['apple juice', 'apple juice', 'n'], es: ['zumo de manzana', 'zumo de manzana', 'm'], fr: ['jus de pomme', 'jus de pomme', 'm'], de: ['Apfelsaft', 'Apfelsaft', 'm'], it: ['succo di mela', 'succo di mela', 'm'], pt: ['suco de maçã', 'suco de maçã', 'm'] } },
  { key: 'apple', ref: 'Apple, raw', one: ['Quantity not specified'], half: true, grams: [100, 250], names: { en: ['apple', 'apples', 'n'], es: ['manzana', 'manzanas', 'f'], fr: ['pomme', 'pommes', 'f'], de: ['Apfel', 'Äpfel', 'm'], it: ['mela', 'mele', 'f'], pt: ['maçã', 'maçãs', 'f'] } },
  { key: 'banana', ref: 'Banana, raw', one: ['1 banana'], half: true, names: { en: ['banana', 'bananas', 'n'], es: ['plátano', 'plátanos', 'm'], fr: ['banane', 'bananes', 'f'], de: ['Banane', 'Bananen', 'f'], it: ['banana', 'banane', 'f'], pt: ['banana', 'bananas', 'f'] } },
  { key: 'orange', ref: 'Orange, raw', one: ['1 fruit'], names: { en: ['orange', 'oranges', 'n'], es: ['naranja', 'naranjas', 'f'], fr: ['orange', 'oranges', 'f'], de: ['Orange', 'Orangen', 'f'], it: ['arancia', 'arance', 'f'], pt: ['laranja', 'laranjas', 'f'] } },
  { key: 'pear', ref: 'Pear, raw', one: ['1 fruit'], names: { en: ['pear', 'pears', 'n'], es: ['pera', 'peras', 'f'], fr: ['poire', 'poires', 'f'], de: ['Birne', 'Birnen', 'f'], it: ['pera', 'pere', 'f'], pt: ['pera', 'peras', 'f'] } },
  { key: 'strawberries', ref: 'Strawberries, raw', units: { cup: ['1 cup'] }, grams: [100, 250], names: { en: ['strawberries', 'strawberries', 'n'], es: ['fresas', 'fresas', 'f'], fr: ['fraises', 'fraises', 'f'], de: ['Erdbeeren', 'Erdbeeren', 'f'], it: ['fragole', 'fragole', 'f'], pt: ['morangos', 'morangos', 'm'] } },
  { key: 'grapes', ref: 'Grapes, raw', units: { cup: ['1 cup'] }, grams: [100, 200], names: { en: ['grapes', 'grapes', 'n'], es: ['uvas', 'uvas', 'f'], fr: ['raisin', 'raisin', 'm'], de: ['Weintrauben', 'Weintrauben', 'f'], it: ['uva', 'uva', 'f'], pt: ['uvas', 'uvas', 'f'] } },
  { key: 'tomato', ref: 'Tomatoes, raw', one: ['1 whole'], names: { en: ['tomato', 'tomatoes', 'n'], es: ['tomate', 'tomates', 'm'], fr: ['tomate', 'tomates', 'f'], de: ['Tomate', 'Tomaten', 'f'], it: ['pomodoro', 'pomodori', 'm'], pt: ['tomate', 'tomates', 'm'] } },
  { key: 'rice', ref: 'Rice, white, cooked, NS as to fat', units: { cup: ['1 cup, cooked'], plate: ['1 cup, cooked', 2] }, grams: [100, 300], names: { en: ['rice', 'rice', 'n'], es: ['arroz blanco', 'arroz blanco', 'm'], fr: ['riz blanc', 'riz blanc', 'm'], de: ['Reis', 'Reis', 'm'], it: ['riso in bianco', 'riso in bianco', 'm'], pt: ['arroz branco', 'arroz branco', 'm'] } },
  { key: 'pasta', ref: 'Pasta, cooked', units: { plate: ['1 cup, cooked', 2], cup: ['1 cup, cooked'] }, grams: [100, 300], names: { en: ['pasta', 'pasta', 'n'], es: ['pasta', 'pasta', 'f'], fr: ['pâtes', 'pâtes', 'f'], de: ['Nudeln', 'Nudeln', 'f'], it: ['pasta', 'pasta', 'f'], pt: ['massa', 'massa', 'f'] } },
  { key: 'potato', ref: 'Potato, boiled, NFS', one: ['1 medium'], grams: [150, 300], names: { en: ['boiled potato', 'boiled potatoes', 'n'], es: ['patata cocida', 'patatas cocidas', 'f'], fr: ['pomme de terre', 'pommes de terre', 'f'], de: ['Salzkartoffel', 'Salzkartoffeln', 'f'], it: ['patata lessa', 'patate lesse', 'f'], pt: ['batata cozida', 'batatas cozidas', 'f'] } },
  { key: 'fries', ref: 'Potato, french fries, NFS', units: { serving: ['Quantity not specified'] }, grams: [100, 200], names: { en: ['fries', 'fries', 'n'], es: ['patatas fritas', 'patatas fritas', 'f'], fr: ['frites', 'frites', 'f'], de: ['Pommes frites', 'Pommes frites', 'f'], it: ['patatine fritte', 'patatine fritte', 'f'], pt: ['batatas fritas', 'batatas fritas', 'f'] } },
  { key: 'mash', ref: 'Potato, mashed, NFS', units: { serving: ['Quantity not specified'] }, names: { en: ['mashed potatoes', 'mashed potatoes', 'n'], es: ['puré de patatas', 'puré de patatas', 'm'], fr: ['purée', 'purée', 'f'], de: ['Kartoffelpüree', 'Kartoffelpüree', 'n'], it: ['purè di patate', 'purè di patate', 'm'], pt: ['puré de batata', 'puré de batata', 'm'] } },
  { key: 'pizza', ref: 'Pizza, cheese, from restaurant or fast food, NS as to type of crust', units: { slice: ['1 piece, NFS'] }, names: { en: ['pizza', 'pizza', 'n'], es: ['pizza', 'pizza', 'f'], fr: ['pizza', 'pizza', 'f'], de: ['Pizza', 'Pizza', 'f'], it: ['pizza', 'pizza', 'f'], pt: ['pizza', 'pizza', 'f'] } },
  { key: 'beer', ref: 'Beer', one: ['Quantity not specified'], units: { bottle: ['1 can or bottle (12 fl oz)'] }, ml: ['1 fl oz'], names: { en: ['beer', 'beers', 'n'], es: ['cerveza', 'cervezas', 'f'], fr: ['bière', 'bières', 'f'], de: ['Bier', 'Bier', 'n'], it: ['birra', 'birre', 'f'], pt: ['cerveja', 'cervejas', 'f'] } },
  { key: 'red wine', ref: 'Wine, red', units: { glass: ['1 glass'] }, names: { en: ['red wine', 'red wine', 'n'], es: ['vino tinto', 'vino tinto', 'm'], fr: ['vin rouge', 'vin rouge', 'm'], de: ['Rotwein', 'Rotwein', 'm'], it: ['vino rosso', 'vino rosso', 'm'], pt: ['vinho tinto', 'vinho tinto', 'm'] } },
  { key: 'cola', ref: 'Soft drink, cola', units: { can: ['1 can (12 fl oz)'] }, names: { en: ['cola', 'cola', 'n'], es: ['coca-cola', 'coca-cola', 'f'], fr: ['coca', 'coca', 'm'], de: ['Cola', 'Cola', 'f'], it: ['coca-cola', 'coca-cola', 'f'], pt: ['coca-cola', 'coca-cola', 'f'] } },
  { key: 'chicken', ref: 'Chicken breast, NS as to cooking method, skin eaten', one: ['1 breast'], grams: [100, 250], names: { en: ['chicken breast', 'chicken breasts', 'n'], es: ['pechuga de pollo', 'pechugas de pollo', 'f'], fr: ['blanc de poulet', 'blancs de poulet', 'm'], de: ['Hähnchenbrust', 'Hähnchenbrüste', 'f'], it: ['petto di pollo', 'petti di pollo', 'm'], pt: ['peito de frango', 'peitos de frango', 'm'] } },
  { key: 'salmon', ref: 'Fish, salmon, NFS', one: ['1 small/regular fillet'], names: { en: ['salmon fillet', 'salmon fillets', 'n'], es: ['filete de salmón', 'filetes de salmón', 'm'], fr: ['filet de saumon', 'filets de saumon', 'm'], de: ['Lachsfilet', 'Lachsfilets', 'n'], it: ['filetto di salmone', 'filetti di salmone', 'm'], pt: ['filete de salmão', 'filetes de salmão', 'm'] } },
  { key: 'cheese', ref: 'Cheese, NFS', units: { slice: ['1 slice'] }, grams: [30, 80], names: { en: ['cheese', 'cheese', 'n'], es: ['queso', 'queso', 'm'], fr: ['fromage', 'fromage', 'm'], de: ['Käse', 'Käse', 'm'], it: ['formaggio', 'formaggio', 'm'], pt: ['queijo', 'queijo', 'm'] } },
  { key: 'ham', ref: 'Ham', units: { slice: ['1 regular/thin slice'] }, names: { en: ['ham', 'ham', 'n'], es: ['jamón york', 'jamón york', 'm'], fr: ['jambon', 'jambon', 'm'], de: ['Kochschinken', 'Kochschinken', 'm'], it: ['prosciutto cotto', 'prosciutto cotto', 'm'], pt: ['fiambre', 'fiambre', 'm'] } },
  { key: 'soup', ref: 'Soup, vegetable', units: { bowl: ['1 cup', 1.5] }, names: { en: ['vegetable soup', 'vegetable soup', 'n'], es: ['sopa de verduras', 'sopa de verduras', 'f'], fr: ['soupe de légumes', 'soupe de légumes', 'f'], de: ['Gemüsesuppe', 'Gemüsesuppe', 'f'], it: ['zuppa di verdure', 'zuppa di verdure', 'f'], pt: ['sopa de legumes', 'sopa de legumes', 'f'] } },
  { key: 'stew', ref: 'Stew, beef', units: { bowl: ['1 cup', 1.5], plate: ['1 cup', 2] }, names: { en: ['beef stew', 'beef stew', 'n'], es: ['estofado de ternera', 'estofado de ternera', 'm'], fr: ['bœuf bourguignon', 'bœuf bourguignon', 'm'], de: ['Rindergulasch', 'Rindergulasch', 'n'], it: ['spezzatino', 'spezzatino', 'm'], pt: ['ensopado de carne', 'ensopado de carne', 'm'] } },
  { key: 'salad', ref: 'Lettuce, salad with assorted vegetables including tomatoes and/or carrots, no dressing', one: ['Quantity not specified'], names: { en: ['mixed salad', 'mixed salads', 'n'], es: ['ensalada mixta', 'ensaladas mixtas', 'f'], fr: ['salade composée', 'salades composées', 'f'], de: ['gemischten Salat', 'gemischte Salate', 'm'], it: ['insalata mista', 'insalate miste', 'f'], pt: ['salada mista', 'saladas mistas', 'f'] } },
  { key: 'cake', ref: 'Cake or cupcake, NFS', units: { piece: ['1 piece/slice, any size'] }, names: { en: ['cake', 'cake', 'n'], es: ['tarta', 'tarta', 'f'], fr: ['gâteau', 'gâteau', 'm'], de: ['Kuchen', 'Kuchen', 'm'], it: ['torta', 'torta', 'f'], pt: ['bolo', 'bolo', 'm'] } },
  { key: 'ice cream', ref: 'Ice cream, NFS', units: { scoop: ['1 cup', 0.5] }, names: { en: ['ice cream', 'ice cream', 'n'], es: ['helado', 'helado', 'm'], fr: ['glace', 'glace', 'f'], de: ['Eis', 'Eis', 'n'], it: ['gelato', 'gelato', 'm'], pt: ['gelado', 'gelado', 'm'] } },
  { key: 'cookies', ref: 'Cookie, NFS', one: ['1 medium'], names: { en: ['cookie', 'cookies', 'n'], es: ['galleta', 'galletas', 'f'], fr: ['biscuit', 'biscuits', 'm'], de: ['Keks', 'Kekse', 'm'], it: ['biscotto', 'biscotti', 'm'], pt: ['bolacha', 'bolachas', 'f'] } },
  { key: 'chocolate', ref: 'Chocolate candy', grams: [20, 60], names: { en: ['chocolate', 'chocolate', 'n'], es: ['chocolate', 'chocolate', 'm'], fr: ['chocolat', 'chocolat', 'm'], de: ['Schokolade', 'Schokolade', 'f'], it: ['cioccolato', 'cioccolato', 'm'], pt: ['chocolate', 'chocolate', 'm'] } },
  { key: 'paella', ref: 'Paella, NFS', units: { plate: ['1 cup', 2] }, names: { en: ['paella', 'paella', 'n'], es: ['paella', 'paella', 'f'], fr: ['paella', 'paella', 'f'], de: ['Paella', 'Paella', 'f'], it: ['paella', 'paella', 'f'], pt: ['paelha', 'paelha', 'f'] } },
  { key: 'bolognese', ref: 'Pasta with tomato-based sauce and meat, home recipe', units: { plate: ['1 cup', 2] }, names: { en: ['spaghetti bolognese', 'spaghetti bolognese', 'n'], es: ['espaguetis a la boloñesa', 'espaguetis a la boloñesa', 'm'], fr: ['spaghetti bolognaise', 'spaghetti bolognaise', 'm'], de: ['Spaghetti Bolognese', 'Spaghetti Bolognese', 'f'], it: ['tagliatelle al ragù', 'tagliatelle al ragù', 'f'], pt: ['esparguete à bolonhesa', 'esparguete à bolonhesa', 'm'] } },
  { key: 'lasagna', ref: 'Lasagna with meat', units: { serving: ['Quantity not specified'] }, names: { en: ['lasagna', 'lasagna', 'n'], es: ['lasaña', 'lasaña', 'f'], fr: ['lasagnes', 'lasagnes', 'f'], de: ['Lasagne', 'Lasagne', 'f'], it: ['lasagne', 'lasagne', 'f'], pt: ['lasanha', 'lasanha', 'f'] } },
  { key: 'burger', ref: 'Hamburger, NFS', one: ['1 hamburger'], names: { en: ['hamburger', 'hamburgers', 'n'], es: ['hamburguesa', 'hamburguesas', 'f'], fr: ['hamburger', 'hamburgers', 'm'], de: ['Hamburger', 'Hamburger', 'm'], it: ['hamburger', 'hamburger', 'm'], pt: ['hambúrguer', 'hambúrgueres', 'm'] } },
  { key: 'olive oil', ref: 'Olive oil', units: { tbsp: ['1 tablespoon'] }, names: { en: ['olive oil', 'olive oil', 'n'], es: ['aceite de oliva', 'aceite de oliva', 'm'], fr: ["huile d'olive", "huile d'olive", 'f'], de: ['Olivenöl', 'Olivenöl', 'n'], it: ["olio d'oliva", "olio d'oliva", 'm'], pt: ['azeite', 'azeite', 'm'] } },
  { key: 'sugar', ref: 'Sugar, NFS', units: { tsp: ['1 teaspoon'] }, names: { en: ['sugar', 'sugar', 'n'], es: ['azúcar', 'azúcar', 'm'], fr: ['sucre', 'sucre', 'm'], de: ['Zucker', 'Zucker', 'm'], it: ['zucchero', 'zucchero', 'm'], pt: ['açúcar', 'açúcar', 'm'] } },
];

/** Unit words: singular, plural, gender. */
const UNITS: Record<UnitKey, Names> = {
  cup: { en: ['cup', 'cups', 'n'], es: ['taza', 'tazas', 'f'], fr: ['tasse', 'tasses', 'f'], de: ['Tasse', 'Tassen', 'f'], it: ['tazza', 'tazze', 'f'], pt: ['chávena', 'chávenas', 'f'] },
  glass: { en: ['glass', 'glasses', 'n'], es: ['vaso', 'vasos', 'm'], fr: ['verre', 'verres', 'm'], de: ['Glas', 'Gläser', 'n'], it: ['bicchiere', 'bicchieri', 'm'], pt: ['copo', 'copos', 'm'] },
  slice: { en: ['slice', 'slices', 'n'], es: ['rebanada', 'rebanadas', 'f'], fr: ['tranche', 'tranches', 'f'], de: ['Scheibe', 'Scheiben', 'f'], it: ['fetta', 'fette', 'f'], pt: ['fatia', 'fatias', 'f'] },
  bowl: { en: ['bowl', 'bowls', 'n'], es: ['cuenco', 'cuencos', 'm'], fr: ['bol', 'bols', 'm'], de: ['Schüssel', 'Schüsseln', 'f'], it: ['ciotola', 'ciotole', 'f'], pt: ['tigela', 'tigelas', 'f'] },
  plate: { en: ['plate', 'plates', 'n'], es: ['plato', 'platos', 'm'], fr: ['assiette', 'assiettes', 'f'], de: ['Teller', 'Teller', 'm'], it: ['piatto', 'piatti', 'm'], pt: ['prato', 'pratos', 'm'] },
  tbsp: { en: ['tablespoon', 'tablespoons', 'n'], es: ['cucharada', 'cucharadas', 'f'], fr: ['cuillère à soupe', 'cuillères à soupe', 'f'], de: ['Esslöffel', 'Esslöffel', 'm'], it: ['cucchiaio', 'cucchiai', 'm'], pt: ['colher de sopa', 'colheres de sopa', 'f'] },
  tsp: { en: ['teaspoon', 'teaspoons', 'n'], es: ['cucharadita', 'cucharaditas', 'f'], fr: ['cuillère à café', 'cuillères à café', 'f'], de: ['Teelöffel', 'Teelöffel', 'm'], it: ['cucchiaino', 'cucchiaini', 'm'], pt: ['colher de chá', 'colheres de chá', 'f'] },
  piece: { en: ['piece', 'pieces', 'n'], es: ['trozo', 'trozos', 'm'], fr: ['part', 'parts', 'f'], de: ['Stück', 'Stück', 'n'], it: ['fetta', 'fette', 'f'], pt: ['fatia', 'fatias', 'f'] },
  scoop: { en: ['scoop', 'scoops', 'n'], es: ['bola', 'bolas', 'f'], fr: ['boule', 'boules', 'f'], de: ['Kugel', 'Kugeln', 'f'], it: ['pallina', 'palline', 'f'], pt: ['bola', 'bolas', 'f'] },
  bottle: { en: ['bottle', 'bottles', 'n'], es: ['botellín', 'botellines', 'm'], fr: ['bouteille', 'bouteilles', 'f'], de: ['Flasche', 'Flaschen', 'f'], it: ['bottiglia', 'bottiglie', 'f'], pt: ['garrafa', 'garrafas', 'f'] },
  can: { en: ['can', 'cans', 'n'], es: ['lata', 'latas', 'f'], fr: ['canette', 'canettes', 'f'], de: ['Dose', 'Dosen', 'f'], it: ['lattina', 'lattine', 'f'], pt: ['lata', 'latas', 'f'] },
  serving: { en: ['serving', 'servings', 'n'], es: ['ración', 'raciones', 'f'], fr: ['portion', 'portions', 'f'], de: ['Portion', 'Portionen', 'f'], it: ['porzione', 'porzioni', 'f'], pt: ['porção', 'porções', 'f'] },
};

const NUMBER_WORDS: Record<Lang, Record<number, string | [m: string, f: string]>> = {
  en: { 2: 'two', 3: 'three', 4: 'four' },
  es: { 2: 'dos', 3: 'tres', 4: 'cuatro' },
  fr: { 2: 'deux', 3: 'trois', 4: 'quatre' },
  de: { 2: 'zwei', 3: 'drei', 4: 'vier' },
  it: { 2: 'due', 3: 'tre', 4: 'quattro' },
  pt: { 2: ['dois', 'duas'], 3: 'três', 4: 'quatro' },
};
const AND: Record<Lang, string> = { en: 'and', es: 'y', fr: 'et', de: 'und', it: 'e', pt: 'e' };
const WITH: Record<Lang, string> = { en: 'with', es: 'con', fr: 'avec', de: 'mit', it: 'con', pt: 'com' };
const FRAMING: Record<Lang, string[]> = {
  en: ['', '', 'I had ', 'For breakfast I had ', 'Lunch: ', 'For dinner, ', 'Today I ate '],
  es: ['', '', 'He comido ', 'Para desayunar ', 'Almuerzo: ', 'Para la cena, ', 'Hoy comí '],
  fr: ['', '', "J'ai mangé ", 'Au petit-déjeuner, ', 'Déjeuner : ', 'Pour le dîner, ', "Aujourd'hui j'ai mangé "],
  de: ['', '', 'Ich hatte ', 'Zum Frühstück ', 'Mittagessen: ', 'Zum Abendessen ', 'Heute habe ich '],
  it: ['', '', 'Ho mangiato ', 'A colazione ', 'Pranzo: ', 'Per cena, ', 'Oggi ho mangiato '],
  pt: ['', '', 'Comi ', 'Ao pequeno-almoço ', 'Almoço: ', 'Ao jantar, ', 'Hoje comi '],
};
/** German: "Heute habe ich … gegessen" closes the sentence. */
const CLOSING: Partial<Record<Lang, Record<string, string>>> = { de: { 'Heute habe ich ': ' gegessen' } };

const VOWEL = /^[aeiouàâéèêíóúœh]/i;

function article(lang: Lang, g: Gender, next: string): string {
  switch (lang) {
    case 'en': return /^[aeiou]/i.test(next) ? 'an' : 'a';
    case 'es': return g === 'f' ? 'una' : 'un';
    case 'fr': return g === 'f' ? 'une' : 'un';
    case 'de': return g === 'f' ? 'eine' : g === 'm' ? 'einen' : 'ein';
    case 'it': return g === 'f' ? (VOWEL.test(next) ? "un'" : 'una') : /^(s[^aeiou]|z|gn|ps|x|y)/i.test(next) ? 'uno' : 'un';
    case 'pt': return g === 'f' ? 'uma' : 'um';
  }
}
const join = (a: string, b: string) => (a.endsWith("'") ? a + b : `${a} ${b}`);

function number(lang: Lang, n: number, g: Gender, rand: () => number): string {
  if (rand() < 0.5) return String(n);
  const word = NUMBER_WORDS[lang][n]!;
  return Array.isArray(word) ? (g === 'f' ? word[1] : word[0]) : word;
}

/** "of" between a unit and its food. */
function of(lang: Lang, food: string): string {
  switch (lang) {
    case 'en': return `of ${food}`;
    case 'es': case 'pt': return `de ${food}`;
    case 'fr': return VOWEL.test(food) ? `d'${food}` : `de ${food}`;
    case 'de': return food;
    case 'it': return `di ${food}`;
  }
}

function half(lang: Lang, noun: Noun): string {
  const [sg, , g] = noun;
  switch (lang) {
    case 'en': return `half ${article('en', g, sg)} ${sg}`;
    case 'es': return `${g === 'f' ? 'media' : 'medio'} ${sg}`;
    case 'fr': return `une demi-${sg}`;
    case 'de': return `${g === 'f' ? 'eine halbe' : g === 'm' ? 'einen halben' : 'ein halbes'} ${sg}`;
    case 'it': return `${g === 'f' ? 'mezza' : 'mezzo'} ${sg}`;
    case 'pt': return `${g === 'f' ? 'meia' : 'meio'} ${sg}`;
  }
}

/** "du beurre", "de la confiture": French puts an article before a mass noun. */
function partitive([sg, , g]: Noun): string {
  return VOWEL.test(sg) ? `de l'${sg}` : g === 'f' ? `de la ${sg}` : `du ${sg}`;
}

type Amount = { kind: 'count'; n: number } | { kind: 'half' } | { kind: 'unit'; unit: UnitKey; n: number } | { kind: 'grams'; g: number } | { kind: 'ml'; ml: number };

export interface RefItem { food: string; portion: string; count: number }
export interface LanguageMeal {
  id: number;
  /** Tuning meals are looked into; validation meals only counted. */
  split: 'tuning' | 'validation';
  texts: Record<Lang, string>;
  refs: RefItem[];
}

function render(lang: Lang, food: FoodSpec, amount: Amount, rand: () => number): string {
  const noun = food.names[lang];
  const mass = food.mass?.[lang] ?? noun[0];
  switch (amount.kind) {
    case 'count': {
      if (amount.n === 1) return join(article(lang, noun[2], noun[0]), noun[0]);
      return `${number(lang, amount.n, noun[2], rand)} ${noun[1]}`;
    }
    case 'half': return half(lang, noun);
    case 'unit': {
      const unit = UNITS[amount.unit][lang];
      const head = amount.n === 1 ? join(article(lang, unit[2], unit[0]), unit[0]) : `${number(lang, amount.n, unit[2], rand)} ${unit[1]}`;
      return `${head} ${of(lang, mass)}`;
    }
    case 'grams': return `${amount.g} g ${of(lang, mass)}`;
    case 'ml': return `${amount.ml} ml ${of(lang, mass)}`;
  }
}

function refOf(food: FoodSpec, amount: Amount): RefItem {
  switch (amount.kind) {
    case 'count': return { food: food.ref, portion: food.one![0], count: amount.n * (food.one![1] ?? 1) };
    case 'half': return { food: food.ref, portion: food.one![0], count: 0.5 * (food.one![1] ?? 1) };
    case 'unit': { const p = food.units![amount.unit]!; return { food: food.ref, portion: p[0], count: amount.n * (p[1] ?? 1) }; }
    case 'grams': return { food: food.ref, portion: `${amount.g} g`, count: 1 };
    case 'ml': return { food: food.ref, portion: food.ml![0], count: amount.ml / 29.5735 };
  }
}

function pickAmount(food: FoodSpec, rand: () => number): Amount {
  const options: Amount[] = [];
  if (food.one) options.push({ kind: 'count', n: 1 }, { kind: 'count', n: 1 + Math.ceil(rand() * 2) });
  if (food.half) options.push({ kind: 'half' });
  for (const unit of Object.keys(food.units ?? {}) as UnitKey[]) options.push({ kind: 'unit', unit, n: rand() < 0.7 ? 1 : 2 });
  if (food.grams) options.push({ kind: 'grams', g: Math.round((food.grams[0] + rand() * (food.grams[1] - food.grams[0])) / 10) * 10 });
  if (food.ml) options.push({ kind: 'ml', ml: rand() < 0.5 ? 250 : 330 });
  return options[Math.floor(rand() * options.length)]!;
}

const SPREADABLE = new Set(['toast', 'bread', 'wholemeal', 'roll']);
const SPREADS = FOODS.filter((f) => f.spread);
const MAINS = FOODS.filter((f) => !f.spread && f.key !== 'olive oil' && f.key !== 'sugar');

/** `count` meals of one to three foods, the same meal in every language; every third meal is validation. */
export function languageMeals(count = 150, seed = 25): LanguageMeal[] {
  const rand = seededRandom(seed);
  const meals: LanguageMeal[] = [];
  for (let id = 0; id < count; id++) {
    const size = 1 + Math.floor(rand() * 3);
    const picked: FoodSpec[] = [];
    while (picked.length < size) {
      const food = MAINS[Math.floor(rand() * MAINS.length)]!;
      if (!picked.includes(food)) picked.push(food);
    }
    const items = picked.map((food) => ({ food, amount: pickAmount(food, rand) }));
    // Bread with something on it ("two slices of toast with butter"): the spread per slice.
    const host = items.find((i) => SPREADABLE.has(i.food.key));
    const spread = host && rand() < 0.6 ? SPREADS[Math.floor(rand() * SPREADS.length)]! : undefined;
    const framingIndex = Math.floor(rand() * FRAMING.en.length);
    const numberSeed = Math.floor(rand() * 1e9);
    const texts = {} as Record<Lang, string>;
    for (const lang of LANGS) {
      const numbers = seededRandom(numberSeed);
      const parts = items.map((i) => {
        let text = render(lang, i.food, i.amount, numbers);
        if (spread && i === host) text += ` ${WITH[lang]} ${lang === 'fr' ? partitive(spread.names.fr) : spread.names[lang][0]}`;
        return text;
      });
      const list = parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} ${AND[lang]} ${parts.at(-1)}`;
      const framing = FRAMING[lang][framingIndex]!;
      texts[lang] = framing + list + (CLOSING[lang]?.[framing] ?? '');
    }
    const refs = items.map((i) => refOf(i.food, i.amount));
    if (spread && host) {
      const slices = host.amount.kind === 'unit' || host.amount.kind === 'count' ? host.amount.n : 1;
      refs.push({ food: spread.ref, portion: spread.spread![0], count: slices });
    }
    meals.push({ id, split: id % 3 === 2 ? 'validation' : 'tuning', texts, refs });
  }
  return meals;
}
