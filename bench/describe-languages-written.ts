/**
 * Meals written freely in each language for bench/describe-languages.ts (issue 25): the way a
 * person in Madrid, Lyon, Munich, Milan or Lisbon types a lunch, with the local dish names and
 * measures, not composed from the generator's parts. Written for this bench; the same meal in
 * every language, so each is measured beside English. References: FNDDS portions by their
 * exact USDA wording (conventions as in describe-languages-phrases.ts).
 */
import type { Lang, RefItem } from './describe-languages-phrases.js';

export interface WrittenMeal {
  texts: Record<Lang, string>;
  refs: RefItem[];
}
const r = (food: string, portion: string, count = 1): RefItem => ({ food, portion, count });

export const WRITTEN: WrittenMeal[] = [
  {
    texts: {
      en: 'two fried eggs with fries and a glass of orange juice',
      es: 'dos huevos fritos con patatas fritas y un vaso de zumo de naranja',
      fr: "deux œufs au plat avec des frites et un verre de jus d'orange",
      de: 'zwei Spiegeleier mit Pommes und ein Glas O-Saft',
      it: "due uova fritte con le patatine e un bicchiere di spremuta d'arancia",
      pt: 'dois ovos estrelados com batatas fritas e um copo de sumo de laranja',
    },
    refs: [r('Egg, whole, fried, NS as to fat', '1 egg', 2), r('Potato, french fries, NFS', 'Quantity not specified'), r('Orange juice, 100%, NFS', '1 fl oz (NFS)', 8)],
  },
  {
    texts: {
      en: 'a bowl of lentil soup and a bread roll',
      es: 'un tazón de sopa de lentejas y un panecillo',
      fr: 'un bol de soupe de lentilles avec un petit pain',
      de: 'eine Schüssel Linsensuppe und ein Brötchen',
      it: 'una ciotola di zuppa di lenticchie e un panino',
      pt: 'uma tigela de sopa de lentilhas e um pãozinho',
    },
    refs: [r('Soup, lentil', '1 cup', 1.5), r('Roll, white, hard', '1 medium/regular/sandwich size roll')],
  },
  {
    texts: {
      en: 'a plate of spaghetti carbonara and a glass of red wine',
      es: 'un plato de espaguetis a la carbonara y una copa de vino tinto',
      fr: 'une assiette de pâtes carbonara et un verre de vin rouge',
      de: 'einen Teller Spaghetti Carbonara und ein Glas Rotwein',
      it: 'un piatto di spaghetti alla carbonara e un calice di vino rosso',
      pt: 'um prato de massa carbonara e um copo de vinho tinto',
    },
    refs: [r('Pasta with cream sauce and meat, home recipe', '1 cup', 2), r('Wine, red', '1 glass')],
  },
  {
    texts: {
      en: 'a slice of apple pie with a scoop of ice cream',
      es: 'un trozo de tarta de manzana con una bola de helado',
      fr: 'une part de tarte aux pommes avec une boule de glace',
      de: 'ein Stück Apfelkuchen mit einer Kugel Eis',
      it: 'una fetta di torta di mele con una pallina di gelato',
      pt: 'uma fatia de tarte de maçã com uma bola de gelado',
    },
    refs: [r('Pie, apple', '1 regular slice'), r('Ice cream, NFS', '1 cup', 0.5)],
  },
  {
    texts: {
      en: 'a chocolate croissant and a cappuccino',
      es: 'una napolitana de chocolate y un capuchino',
      fr: 'un pain au chocolat et un cappuccino',
      de: 'ein Schokocroissant und ein Cappuccino',
      it: 'un cornetto al cioccolato e un cappuccino',
      pt: 'um croissant de chocolate e um cappuccino',
    },
    refs: [r('Croissant, chocolate', 'Quantity not specified'), r('Coffee, Cappuccino', 'Quantity not specified')],
  },
  {
    texts: {
      en: 'a serving of Spanish potato omelette and two slices of bread',
      es: 'una ración de tortilla de patatas y dos rebanadas de pan',
      fr: 'une portion de tortilla espagnole et deux tranches de pain',
      de: 'eine Portion spanisches Kartoffelomelett und zwei Scheiben Brot',
      it: 'una porzione di frittata di patate e due fette di pane',
      pt: 'uma dose de tortilha de batata e duas fatias de pão',
    },
    refs: [r('Egg omelet or scrambled egg, with potatoes and/or onions, NS as to fat', 'Quantity not specified'), r('Bread, white', '1 medium or regular slice', 2)],
  },
  {
    texts: {
      en: 'a breaded pork cutlet with potato salad and a beer',
      es: 'un filete empanado con ensaladilla rusa y una cerveza',
      fr: 'une escalope panée avec de la salade de pommes de terre et une bière',
      de: 'ein Schnitzel mit Kartoffelsalat und ein Bier',
      it: 'una cotoletta alla milanese con insalata di patate e una birra',
      pt: 'um panado com salada de batata e uma cerveja',
    },
    refs: [r('Pork, chop, coated, lean and fat eaten', '1 regular'), r('Potato salad, made with mayonnaise', 'Quantity not specified'), r('Beer', 'Quantity not specified')],
  },
  {
    texts: {
      en: 'hot chocolate with three churros',
      es: 'un chocolate caliente con tres churros',
      fr: 'un chocolat chaud avec trois churros',
      de: 'eine heiße Schokolade mit drei Churros',
      it: 'una cioccolata calda con tre churros',
      pt: 'um chocolate quente com três churros',
    },
    refs: [r('Hot chocolate / cocoa, NFS', '1 cup'), r('Churros', '1 regular', 3)],
  },
  {
    texts: {
      en: 'a fruit yogurt and a banana',
      es: 'un yogur de frutas y un plátano',
      fr: 'un yaourt aux fruits et une banane',
      de: 'einen Fruchtjoghurt und eine Banane',
      it: 'uno yogurt alla frutta e una banana',
      pt: 'um iogurte de frutas e uma banana',
    },
    refs: [r('Yogurt, NS as to type of milk, fruit', '1 container, NFS'), r('Banana, raw', '1 banana')],
  },
  {
    texts: {
      en: 'a kebab and a can of coke',
      es: 'un kebab y una lata de coca-cola',
      fr: 'un kebab et une canette de coca',
      de: 'einen Döner und eine Dose Cola',
      it: 'un kebab e una lattina di coca-cola',
      pt: 'um kebab e uma lata de coca-cola',
    },
    refs: [r('Gyro sandwich', 'Quantity not specified'), r('Soft drink, cola', '1 can (12 fl oz)')],
  },
  {
    texts: {
      en: 'two bratwursts with sauerkraut and a soft pretzel',
      es: 'dos salchichas alemanas con chucrut y un pretzel',
      fr: 'deux saucisses avec de la choucroute et un bretzel',
      de: 'zwei Bratwürste mit Sauerkraut und eine Brezel',
      it: 'due würstel con crauti e un brezel',
      pt: 'duas salsichas com chucrute e um pretzel',
    },
    refs: [r('Bratwurst', '1 bun-size or griller link', 2), r('Sauerkraut', 'Quantity not specified'), r('Pretzels, soft, from frozen, NFS', '1 medium/regular')],
  },
  {
    texts: {
      en: 'a glass of gazpacho and a plate of paella',
      es: 'un vaso de gazpacho y un plato de paella',
      fr: "un verre de gaspacho et une assiette de paella",
      de: 'ein Glas Gazpacho und einen Teller Paella',
      it: 'un bicchiere di gazpacho e un piatto di paella',
      pt: 'um copo de gaspacho e um prato de paelha',
    },
    refs: [r('Soup, gazpacho', '1 cup'), r('Paella, NFS', '1 cup', 2)],
  },
  {
    texts: {
      en: 'a plate of feijoada with a cup of rice',
      es: 'un plato de feijoada con una taza de arroz',
      fr: 'une assiette de feijoada avec une tasse de riz',
      de: 'einen Teller Feijoada mit einer Tasse Reis',
      it: 'un piatto di feijoada con una tazza di riso',
      pt: 'um prato de feijoada com uma chávena de arroz',
    },
    refs: [r('Black beans with meat', '1 cup', 2), r('Rice, white, cooked, NS as to fat', '1 cup, cooked')],
  },
  {
    texts: {
      en: 'two custard tarts and an espresso',
      es: 'dos pasteles de nata y un café solo',
      fr: 'deux tartelettes aux œufs et un expresso',
      de: 'zwei Puddingtörtchen und einen Espresso',
      it: 'due crostatine alla crema e un caffè',
      pt: 'dois pastéis de nata e uma bica',
    },
    refs: [r('Tart, all types', '1 tart', 2), r('Coffee, espresso', '1 espresso cup (2 fl oz)')],
  },
];
