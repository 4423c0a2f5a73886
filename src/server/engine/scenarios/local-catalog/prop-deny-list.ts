/**
 * Words for props and places the local studio renderer cannot draw (every local idea names only
 * what the renderer draws), per language. Terms are in normalised form (lower case,
 * no accents; see normaliseText) and match whole words; a trailing '*' lets the word continue
 * ('flor*' matches 'flores'). The studio recipe texts must contain none of them. Words that are
 * also colour names of the packs (mist blue, 'bleu brume', 'Nebelblau'...) are left out.
 */
import type { Language } from '../../../../shared/catalog';
import { normaliseText } from '../text-utils';

export const PROP_DENY_LIST: Readonly<Record<Language, readonly string[]>> = {
  en: [
    'kitchen*', 'mug*', 'cup', 'cups', 'teacup*', 'picnic*', 'people', 'person*', 'hand', 'hands', 'friend*', 'splash*',
    'water', 'droplet*', 'rooftop*', 'roof*', 'city', 'cities', 'skyline*', 'street*', 'gift*', 'ribbon*', 'box', 'boxes',
    'gym*', 'bag', 'bags', 'bottle*', 'towel*', 'fruit*', 'bread', 'basket*', 'vase*', 'flower*', 'book*', 'candle*',
    'lamp*', 'table*', 'counter*', 'beach*', 'sea', 'sky', 'mountain*', 'forest*', 'tree*', 'smoke', 'steam*',
    'ice', 'ingredient*', 'laptop*', 'notebook*', 'pen', 'pens', 'phone*', 'sunglasses', 'plant*', 'pot', 'pots', 'cafe*',
  ],
  pt: [
    'cozinha*', 'caneca*', 'xicara*', 'piquenique*', 'pessoa*', 'gente', 'mao', 'maos', 'amig*', 'respingo*', 'agua',
    'gota*', 'terraco', 'terracos', 'cobertura*', 'cidade*', 'presente*', 'fita*', 'caixa*', 'academia*', 'bolsa*', 'garrafa*',
    'toalha*', 'fruta*', 'pao', 'paes', 'cesta*', 'vaso*', 'flor', 'flores', 'livro*', 'vela', 'velas', 'lampada*',
    'luminaria*', 'mesa*', 'bancada*', 'praia*', 'mar', 'ceu', 'montanha*', 'floresta*', 'arvore*', 'fumaca',
    'vapor', 'gelo', 'ingrediente*', 'notebook*', 'caneta*', 'celular*', 'oculos', 'planta*', 'cafeteria*',
  ],
  fr: [
    'cuisine*', 'tasse*', 'mug*', 'pique nique*', 'gens', 'personne*', 'main', 'mains', 'ami', 'amis', 'amie*',
    'eclabouss*', 'eau', 'goutte*', 'toit*', 'terrasse*', 'ville*', 'cadeau*', 'ruban*', 'boite*', 'sac', 'sacs',
    'bouteille*', 'serviette*', 'fruit*', 'pain', 'pains', 'panier*', 'vase*', 'fleur*', 'livre', 'livres', 'bougie*',
    'lampe*', 'table*', 'comptoir*', 'plage*', 'mer', 'ciel', 'montagne*', 'foret*', 'arbre*', 'fumee', 'vapeur',
    'glace', 'glacon*', 'ingredient*', 'ordinateur*', 'stylo*', 'telephone*', 'lunettes', 'plante*', 'pot', 'pots',
  ],
  es: [
    'cocina*', 'taza*', 'picnic*', 'gente', 'persona', 'personas', 'mano', 'manos', 'amig*', 'salpica*', 'agua', 'gota*',
    'azotea*', 'terraza*', 'ciudad*', 'regalo*', 'cinta*', 'caja*', 'gimnasio*', 'bolsa*', 'botella*', 'toalla*',
    'fruta*', 'pan', 'panes', 'cesta*', 'jarron*', 'flor', 'flores', 'libro*', 'vela', 'velas', 'lampara*', 'mesa*',
    'encimera*', 'playa*', 'mar', 'cielo', 'montana*', 'bosque*', 'arbol*', 'humo', 'vapor', 'hielo',
    'ingrediente*', 'portatil*', 'boligrafo*', 'telefono*', 'gafas', 'planta*', 'maceta*', 'cafeteria*',
  ],
  de: [
    'kuche*', 'tasse*', 'becher*', 'picknick*', 'mensch*', 'leute', 'person*', 'hand', 'hande*', 'freund*', 'spritz*',
    'wasser*', 'tropfen*', 'dach*', 'stadt*', 'skyline*', 'geschenk*', 'schleife*', 'karton*', 'box', 'fitness*',
    'tasche*', 'flasche*', 'handtuch*', 'obst*', 'frucht*', 'fruchte*', 'brot*', 'korb*', 'vase*', 'blume*', 'buch',
    'bucher*', 'kerze*', 'lampe*', 'tisch*', 'theke*', 'strand*', 'meer*', 'himmel*', 'berg', 'berge*', 'wald*',
    'baum*', 'rauch*', 'dampf*', 'eis', 'zutat*', 'laptop*', 'stift*', 'telefon*', 'brille*', 'pflanze*',
    'topf*', 'cafe*',
  ],
};

function termPattern(term: string): RegExp {
  const open = term.endsWith('*');
  const body = (open ? term.slice(0, -1) : term).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?:^| )${body}${open ? '' : '(?= |$)'}`);
}

/** The deny-listed words found in a text of the given language (empty when the text is honest). */
export function deniedProps(text: string, language: Language): string[] {
  const normalised = normaliseText(text);
  return PROP_DENY_LIST[language].filter((term) => termPattern(term).test(normalised));
}
