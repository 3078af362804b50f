import type { PackSource } from '../pack.js';
import { METRIC_UNITS } from './metric.js';

/** French (France, Belgium, Switzerland, Québec). */
export const FR: PackSource = {
  code: 'fr',
  name: 'français',
  numbers: {
    quarts: 0.25,
    zéro: 0, deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, sept: 7, huit: 8, neuf: 9, dix: 10, onze: 11, douze: 12, quinze: 15,
    vingt: 20, trente: 30, quarante: 40, cinquante: 50, cent: 100, 'deux cents': 200, 'trois cents': 300, 'cinq cents': 500,
    demi: 0.5, demie: 0.5, moitié: 0.5, quart: 0.25, tiers: 1 / 3, douzaine: 12, paire: 2, quelques: 3,
  },
  articles: ['un', 'une'],
  andHalf: ['et demi', 'et demie'],
  units: {
    ...METRIC_UNITS,
    gramme: 'g', grammes: 'g', kilogramme: 'kg', kilogrammes: 'kg', millilitre: 'ml', millilitres: 'ml', centilitre: 'cl', centilitres: 'cl',
    décilitre: 'dl', litre: 'l', litres: 'l', once: 'oz', onces: 'oz', livre: 'lb',
    tasse: 'cup', tasses: 'cup', bol: 'bowl', bols: 'bowl', verre: 'glass', verres: 'glass', coupe: 'glass', flûte: 'glass', mug: 'mug', mugs: 'mug',
    'cuillère à soupe': 'tbsp', 'cuillères à soupe': 'tbsp', 'cuillerée à soupe': 'tbsp', 'cuillerées à soupe': 'tbsp', 'c. à s.': 'tbsp', 'c à s': 'tbsp', cas: 'tbsp', càs: 'tbsp', cs: 'tbsp',
    'cuillère à café': 'tsp', 'cuillères à café': 'tsp', 'cuillerée à café': 'tsp', 'cuillerées à café': 'tsp', 'c. à c.': 'tsp', 'c à c': 'tsp', cac: 'tsp', càc: 'tsp', cc: 'tsp',
    cuillère: 'spoonful', cuillères: 'spoonful', cuillerée: 'spoonful', cuillerées: 'spoonful',
    tranche: 'slice', tranches: 'slice', rondelle: 'slice', rondelles: 'slice', morceau: 'piece', morceaux: 'piece', part: 'piece', parts: 'piece', pièce: 'piece', pièces: 'piece',
    portion: 'serving', portions: 'serving', assiette: 'plate', assiettes: 'plate', plat: 'plate', plats: 'plate', assiettée: 'plate', poignée: 'handful', poignées: 'handful',
    canette: 'can', canettes: 'can', boîte: 'can', boîtes: 'can', bouteille: 'bottle', bouteilles: 'bottle', sachet: 'packet', sachets: 'packet', paquet: 'packet', paquets: 'packet',
    pot: 'container', pots: 'container', barquette: 'container', boule: 'scoop', boules: 'scoop', pincée: 'pinch', pincées: 'pinch', gousse: 'clove', gousses: 'clove',
    noix: 'pat', noisette: 'pat', filet: 'fillet', filets: 'fillet', pavé: 'fillet', pavés: 'fillet', dos: 'fillet', carré: 'square', carrés: 'square', barre: 'bar',
  },
  sizes: { petit: 'small', petite: 'small', petits: 'small', petites: 'small', moyen: 'medium', moyenne: 'medium', grand: 'large', grande: 'large', grands: 'large', grandes: 'large', gros: 'large', grosse: 'large' },
  of: ['de', "d'", 'du', 'des', 'de la', "de l'"],
  and: ['et', 'plus', 'ainsi que'],
  with: ['avec', 'aux', 'au', 'accompagné de', 'accompagnée de', 'accompagnés de', 'avec un peu de', 'avec du', 'avec de la', 'avec des'],
  without: ['sans'],
  fillers: ['environ', 'à peu près', 'presque', 'un peu de', "un peu d'", 'quelque', 'bon', 'bonne', 'entier', 'entière', 'plein', 'pleine'],
  framing: [
    // Where it was eaten, said before the meal ("cantine : steak haché", "na pastelaria um galão").
    'à la cantine', 'cantine', 'à la brasserie', 'brasserie', 'au bistrot', 'bistrot', 'à la boulangerie', 'boulangerie', 'au restaurant', 'au resto', 'au boulot', 'au bureau', 
    'plat du jour', 'formule midi', 
    // The meal named alone, as a label ("midi : sandwich thon", "goûter: 2 madeleines"); not "dîner", an English word too.
    'midi', 'le midi', 'goûter', 'le goûter', 'déjeuner', 'le déjeuner', 'souper', 
    "j'ai mangé", "j'ai pris", "j'ai bu", "j'ai déjeuné", "j'ai dîné", "j'ai eu", "je mange", 'je prends', 'je bois', "je viens de manger", "on a mangé", 'nous avons mangé',
    'au petit déjeuner', 'au petit-déjeuner', 'pour le petit déjeuner', 'pour le petit-déjeuner', 'petit déjeuner', 'petit-déjeuner', 'au déjeuner', 'pour le déjeuner',
    'au dîner', 'pour le dîner', 'au souper', 'au goûter', 'pour le goûter', 'en dessert', 'comme dessert', 'au dessert', 'en entrée', 'comme entrée', 'en plat',
    "aujourd'hui", 'hier', 'ce matin', 'ce midi', 'ce soir', 'hier soir', 'à midi', 'le matin', 'le soir', 'mon petit déjeuner', 'mon déjeuner', 'mon dîner',
    'petit déj', 'petit dej', 'ptit déj', "p'tit déj", 'au petit déj', 'pour le petit déj',
    'déjeuner', 'dîner', 'souper', 'goûter', "c'était", 'il y avait', 'mangé', 'pris', 'bu', 'je', "j'ai",
  ],
  stop: ['le', 'la', 'les', "l'", 'mon', 'ma', 'mes', 'son', 'sa', 'ses', 'à', 'au', 'aux', 'en', 'de', "d'", 'du', 'des', 'pour', 'un', 'une', 'aussi', 'seulement'],
  prepared: ['nature', 'chaud', 'chaude', 'chauds', 'chaudes', 'pression', 'grillé', 'grillée', 'grillés', 'grillées', 'rôti', 'rôtie', 'rôtis', 'rôties', 'cuit', 'cuite', 'cuits', 'cuites', 'poêlé', 'poêlée', 'poêlés', 'poêlées', 'vapeur', 'four', 'maison', 'bouilli', 'bouillie', 'bouillis', 'bouillies', 'mijoté', 'mijotée', 'mijotés', 'mijotées', 'fumé', 'fumée', 'fumés', 'fumées', 'glaçon', 'glaçons', 'sucrette', 'sucrettes', 'édulcorant', 'sucré', 'sucrée'],
  methods: { 'rôti': 'roasted', 'rôtie': 'roasted', 'rôtis': 'roasted', 'rôties': 'roasted', 'grillé': 'grilled', 'grillée': 'grilled', 'grillés': 'grilled', 'grillées': 'grilled', 'bouilli': 'boiled', 'bouillie': 'boiled', 'bouillis': 'boiled', 'bouillies': 'boiled', 'vapeur': 'steamed', 'four': 'baked' },
  styles: ['à la', "à l'", 'à', 'au', 'aux', 'façon', 'style', 'à la mode de', "à la mode d'"],
  evidence: ['le', 'les', 'et', 'avec', 'sans', 'pour', 'au', 'aux', 'du', 'des', "d'", "l'", "j'", 'une', 'mon', 'ma', 'tasse', 'verre', 'tranche', 'assiette', 'cuillère'],
  letters: 'œèêëîïûùâ',
};
