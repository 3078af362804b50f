import type { PackSource } from '../pack.js';
import { METRIC_UNITS } from './metric.js';

/** Portuguese (Portugal and Brazil). */
export const PT: PackSource = {
  code: 'pt',
  name: 'português',
  numbers: {
    quartos: 0.25, terços: 1 / 3,
    zero: 0, dois: 2, duas: 2, três: 3, quatro: 4, cinco: 5, seis: 6, sete: 7, oito: 8, nove: 9, dez: 10, onze: 11, doze: 12, quinze: 15,
    vinte: 20, trinta: 30, quarenta: 40, cinquenta: 50, cem: 100, cento: 100, duzentos: 200, duzentas: 200, trezentos: 300, trezentas: 300, quinhentos: 500, quinhentas: 500,
    meio: 0.5, meia: 0.5, metade: 0.5, quarto: 0.25, terço: 1 / 3, dúzia: 12, par: 2,
  },
  articles: ['um', 'uma'],
  andHalf: ['e meio', 'e meia'],
  units: {
    ...METRIC_UNITS,
    grama: 'g', gramas: 'g', quilo: 'kg', quilos: 'kg', quilograma: 'kg', quilogramas: 'kg', mililitro: 'ml', mililitros: 'ml', centilitro: 'cl', centilitros: 'cl',
    litro: 'l', litros: 'l', onça: 'oz',
    chávena: 'cup', chávenas: 'cup', xícara: 'cup', xícaras: 'cup', xicara: 'cup', caneca: 'mug', canecas: 'mug', copo: 'glass', copos: 'glass', taça: 'glass', taças: 'glass',
    'colher de sopa': 'tbsp', 'colheres de sopa': 'tbsp', 'colher de chá': 'tsp', 'colheres de chá': 'tsp', 'colher de café': 'tsp', 'colheres de café': 'tsp', 'c. de sopa': 'tbsp', 'c. de chá': 'tsp',
    colher: 'spoonful', colheres: 'spoonful', colherada: 'spoonful', colheradas: 'spoonful',
    fatia: 'slice', fatias: 'slice', rodela: 'slice', rodelas: 'slice', pedaço: 'piece', pedaços: 'piece', bocado: 'piece', unidade: 'piece', unidades: 'piece',
    porção: 'serving', porções: 'serving', dose: 'serving', doses: 'serving', prato: 'plate', pratos: 'plate', tigela: 'bowl', tigelas: 'bowl', punhado: 'handful', punhados: 'handful', 'mão cheia': 'handful',
    lata: 'can', latas: 'can', latinha: 'can', garrafa: 'bottle', garrafas: 'bottle', garrafinha: 'bottle', pacote: 'packet', pacotes: 'packet', saqueta: 'packet', saquinho: 'packet',
    pote: 'container', potes: 'container', frasco: 'jar', bola: 'scoop', bolas: 'scoop', pitada: 'pinch', pitadas: 'pinch', dente: 'clove', dentes: 'clove', filete: 'fillet', filé: 'fillet', barra: 'bar', tablete: 'bar', quadrado: 'square', quadrados: 'square',
    // Diminutives people write for the same measures ("um copinho", "um pedacinho", "uma fatiazinha").
    copinho: 'glass', copinhos: 'glass', chavenazinha: 'cup', xicrinha: 'cup', pratinho: 'plate', pratinhos: 'plate', tigelinha: 'bowl',
    pedacinho: 'piece', pedacinhos: 'piece', fatiazinha: 'slice', fatiazinhas: 'slice', fatiinha: 'slice', colherzinha: 'spoonful', concha: 'serving', conchas: 'serving',
    cacho: 'serving', cachos: 'serving', caixinha: 'container', embalagem: 'container',
  },
  sizes: { pequeno: 'small', pequena: 'small', pequenos: 'small', pequenas: 'small', médio: 'medium', média: 'medium', grande: 'large', grandes: 'large' },
  of: ['de', 'do', 'da', 'dos', 'das'],
  and: ['e', 'mais', 'junto com'],
  with: ['com', 'acompanhado de', 'acompanhada de', 'com um pouco de'],
  without: ['sem'],
  fillers: ['cerca de', 'uns', 'umas', 'aproximadamente', 'quase', 'um pouco de', 'pouco', 'algum', 'alguma', 'alguns', 'algumas', 'bom', 'boa', 'inteiro', 'inteira', 'cheio', 'cheia'],
  framing: [
    // Where it was eaten, said before the meal ("cantine : steak haché", "na pastelaria um galão").
    'na pastelaria', 'pastelaria', 'na tasca', 'tasca', 'na cantina', 'cantina', 'no snack-bar', 'snack-bar', 'no restaurante', 'no trabalho', 'na padaria', 'padaria', 'no boteco', 'boteco', 'no bar', 
    'prato do dia', 
    'eu comi', 'eu bebi', 'eu tomei', 'comi', 'bebi', 'tomei', 'almocei', 'jantei', 'lanchei', 'acabei de comer', 'estou a comer', 'estou comendo', 'vou comer',
    'ao pequeno-almoço', 'ao pequeno almoço', 'no pequeno-almoço', 'no pequeno almoço', 'para o pequeno-almoço', 'pequeno-almoço', 'pequeno almoço',
    'no café da manhã', 'de café da manhã', 'para o café da manhã', 'café da manhã', 'ao almoço', 'no almoço', 'para o almoço', 'de almoço', 'ao jantar', 'no jantar', 'para o jantar',
    'de jantar', 'ao lanche', 'no lanche', 'de lanche', 'de sobremesa', 'como sobremesa', 'para sobremesa', 'hoje', 'ontem', 'esta manhã', 'hoje de manhã', 'esta noite', 'ontem à noite',
    'ao meio-dia', 'o meu almoço', 'o meu jantar', 'meu almoço', 'meu jantar', 'almoço', 'jantar', 'lanche', 'ceia', 'foi', 'era', 'eu',
  ],
  stop: ['uns', 'umas', 'o', 'a', 'os', 'as', 'meu', 'minha', 'meus', 'minhas', 'ao', 'à', 'no', 'na', 'em', 'de', 'do', 'da', 'para', 'um', 'uma', 'também', 'só'],
  prepared: ['piri', 'fino', 'fina', 'finos', 'finas', 'natural', 'naturais', 'grelhado', 'grelhada', 'grelhados', 'grelhadas', 'assado', 'assada', 'assados', 'assadas', 'cozido', 'cozida', 'cozidos', 'cozidas', 'frito', 'frita', 'fritos', 'fritas', 'forno', 'vapor', 'caseiro', 'caseira', 'caseiros', 'caseiras', 'estufado', 'estufada', 'estufados', 'estufadas', 'fumado', 'fumada', 'defumado', 'defumada', 'gelo', 'adoçante', 'maduro', 'madura', 'maduros', 'maduras', 'doce'],
  methods: { 'grelhado': 'grilled', 'grelhada': 'grilled', 'grelhados': 'grilled', 'grelhadas': 'grilled', 'assado': 'roasted', 'assada': 'roasted', 'assados': 'roasted', 'assadas': 'roasted', 'cozido': 'boiled', 'cozida': 'boiled', 'cozidos': 'boiled', 'cozidas': 'boiled', 'frito': 'fried', 'frita': 'fried', 'fritos': 'fried', 'fritas': 'fried', 'forno': 'baked', 'vapor': 'steamed' },
  styles: ['à', 'a', 'ao', 'à moda de', 'à moda do', 'à moda da', 'estilo'],
  evidence: ['o', 'os', 'as', 'e', 'com', 'sem', 'para', 'do', 'da', 'dos', 'das', 'no', 'na', 'ao', 'um', 'uma', 'meu', 'minha', 'copo', 'chávena', 'fatia', 'prato', 'colher'],
  letters: 'ãõ',
};
