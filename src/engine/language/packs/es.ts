import type { PackSource } from '../pack.js';
import { METRIC_UNITS } from './metric.js';

/** Spanish (Spain and Latin America). */
export const ES: PackSource = {
  code: 'es',
  name: 'español',
  numbers: {
    cuartos: 0.25, tercios: 1 / 3,
    cero: 0, uno: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10, once: 11, doce: 12,
    quince: 15, veinte: 20, treinta: 30, cuarenta: 40, cincuenta: 50, cien: 100, ciento: 100, doscientos: 200, doscientas: 200,
    trescientos: 300, trescientas: 300, cuatrocientos: 400, quinientos: 500, quinientas: 500,
    medio: 0.5, media: 0.5, mitad: 0.5, cuarto: 0.25, tercio: 1 / 3, docena: 12, par: 2,
  },
  articles: ['un', 'una', 'uno'],
  andHalf: ['y medio', 'y media'],
  units: {
    ...METRIC_UNITS,
    gramo: 'g', gramos: 'g', kilogramo: 'kg', kilogramos: 'kg', mililitro: 'ml', mililitros: 'ml', centilitro: 'cl', centilitros: 'cl',
    litro: 'l', litros: 'l', onza: 'oz', onzas: 'oz', libra: 'lb', libras: 'lb',
    taza: 'cup', tazas: 'cup', tazón: 'bowl', tazones: 'bowl', vaso: 'glass', vasos: 'glass', copa: 'glass', copas: 'glass',
    cucharada: 'tbsp', cucharadas: 'tbsp', 'cucharada sopera': 'tbsp', 'cucharadas soperas': 'tbsp', cda: 'tbsp', cdas: 'tbsp',
    cucharadita: 'tsp', cucharaditas: 'tsp', cdta: 'tsp', cdtas: 'tsp', cuchara: 'spoonful', cucharas: 'spoonful',
    rebanada: 'slice', rebanadas: 'slice', loncha: 'slice', lonchas: 'slice', rodaja: 'slice', rodajas: 'slice', tajada: 'slice', tajadas: 'slice',
    trozo: 'piece', trozos: 'piece', pedazo: 'piece', pedazos: 'piece', pieza: 'piece', piezas: 'piece', porción: 'piece', porciones: 'piece',
    ración: 'serving', raciones: 'serving', plato: 'plate', platos: 'plate', cuenco: 'bowl', cuencos: 'bowl', bol: 'bowl', boles: 'bowl',
    puñado: 'handful', puñados: 'handful', lata: 'can', latas: 'can', botella: 'bottle', botellas: 'bottle', botellín: 'bottle',
    bolsa: 'bag', bolsas: 'bag', paquete: 'packet', paquetes: 'packet', sobre: 'packet', sobres: 'packet', tarrina: 'container', tarro: 'jar',
    bola: 'scoop', bolas: 'scoop', pizca: 'pinch', pizcas: 'pinch', diente: 'clove', dientes: 'clove', chorrito: 'tbsp', chupito: 'shot',
    filete: 'fillet', filetes: 'fillet',
  },
  sizes: { pequeño: 'small', pequeña: 'small', pequeños: 'small', pequeñas: 'small', chico: 'small', chica: 'small', mediano: 'medium', mediana: 'medium', grande: 'large', grandes: 'large' },
  of: ['de', 'del', 'de la', 'de los', 'de las'],
  and: ['y', 'e', 'más', 'junto con'],
  with: ['con', 'acompañado de', 'acompañada de', 'con un poco de'],
  without: ['sin'],
  fillers: ['unos', 'unas', 'aproximadamente', 'aprox', 'alrededor de', 'casi', 'un poco de', 'poco', 'algo de', 'algunos', 'algunas', 'buen', 'buena', 'entero', 'entera', 'lleno', 'llena'],
  framing: [
    'he comido', 'he desayunado', 'he almorzado', 'he cenado', 'he merendado', 'he tomado', 'he bebido', 'comí', 'desayuné', 'almorcé', 'cené', 'tomé', 'bebí',
    'me he tomado', 'me tomé', 'me comí', 'me he comido', 'estoy comiendo', 'voy a comer', 'acabo de comer', 'para desayunar', 'para almorzar', 'para comer', 'para cenar',
    'para merendar', 'para el desayuno', 'para el almuerzo', 'para la comida', 'para la cena', 'para la merienda', 'en el desayuno', 'en el almuerzo', 'en la cena',
    'de desayuno', 'de almuerzo', 'de comida', 'de cena', 'de merienda', 'de postre', 'de primero', 'de segundo', 'hoy', 'ayer', 'esta mañana', 'esta tarde',
    'esta noche', 'anoche', 'al mediodía', 'por la mañana', 'por la noche', 'mi desayuno', 'mi almuerzo', 'mi cena', 'desayuno', 'almuerzo', 'cena', 'merienda', 'comida', 'la comida', 'de comida', 'para comer', 'de almuerzo',
    'fue', 'era', 'tuve', 'yo', 'he', 'comido', 'tomado',
  ],
  stop: ['el', 'la', 'los', 'las', 'lo', 'mi', 'mis', 'su', 'sus', 'a', 'al', 'en', 'de', 'del', 'para', 'por', 'que', 'un', 'una', 'también', 'solo', 'sólo'],
  evidence: ['el', 'los', 'las', 'y', 'con', 'sin', 'para', 'de', 'del', 'he', 'mi', 'una', 'unos', 'unas', 'taza', 'vaso', 'plato', 'cucharada', 'rebanada'],
  letters: 'ñ¿¡',
};
