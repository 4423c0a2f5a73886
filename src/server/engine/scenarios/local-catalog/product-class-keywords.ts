/**
 * Product-class lexicon of the local idea engine: keywords in pt, en, fr, es and de that reveal a
 * product's size class and kind (see PRODUCT_CLASSES in the shared catalogue). Same pattern syntax
 * as ./keywords.ts (normalised text; 'word', 'word*', '*word*', 'two words'). Words that are
 * ambiguous across languages are left out on purpose: German 'Boot' (boat) is English 'boot',
 * French 'robe' is a dress but English 'robe' a bathrobe (both wearable: kept), English 'watch' is
 * also a verb ('wristwatch' is kept), 'table' is also a tabletop word ('dining table' is kept).
 * Products with no match are tabletop products.
 */
import type { ProductClass } from '../../../../shared/catalog';

export const PRODUCT_CLASS_KEYWORDS: Record<Exclude<ProductClass, 'tabletop'>, readonly string[]> = {
  vehicle: [
    'motorcycle*', 'motorbike*', 'moto', 'motos', 'motocicleta*', 'motocyclette*', '*motorrad*', 'scooter*', 'vespa',
    'car', 'cars', 'carro', 'carros', 'automovel', 'automoveis', 'automobile*', 'voiture*', 'coche', 'coches',
    'bicycle*', 'bike', 'bikes', 'e bike*', 'ebike*', 'bicicleta*', 'velo', 'velos', '*fahrrad*', 'quad', 'atv',
    'kart', 'karts', 'truck*', 'caminhao', 'caminhoes', 'camion*', 'lkw', 'pickup', 'trailer*', 'reboque*',
    'boat*', 'barco*', 'bateau*', 'jet ski*', 'jetski*', 'triciclo*', 'tricycle*',
  ],
  large: [
    'sofa*', 'couch*', 'armchair*', 'poltrona*', 'fauteuil*', 'sillon*', 'sessel', 'canape*', 'bed', 'beds',
    'cama', 'camas', 'bett', 'betten', 'wardrobe*', 'guarda roupa*', 'armoire*', 'armario*', '*schrank*',
    'dining table*', 'mesa de jantar', 'mesa de comedor', 'table a manger', 'esstisch*', 'furniture',
    'mobilia', 'moveis', 'meuble*', 'mueble*', 'mobel*', 'bookcase*', 'bookshelf*', 'estante*',
    'bibliotheque*', 'estanteria*', '*regal', 'mattress*', 'colchao*', 'matelas', 'colchon*', 'matratze*',
    'fridge*', 'refrigerator*', 'geladeira*', 'frigorifico*', 'refrigerateur*', 'frigo', 'kuhlschrank*',
    'nevera*', 'washing machine*', 'maquina de lavar', 'lave linge', 'lavadora*', 'waschmaschine*',
    'dishwasher*', 'lava louca*', 'lava loucas', 'lave vaisselle', 'lavavajillas', 'geschirrspuler*',
    'treadmill*', 'esteira ergometrica', 'tapis de course', 'cinta de correr', 'laufband*', 'floor lamp*',
    'luminaria de chao', 'lampadaire*', 'lampara de pie', 'stehlampe*', 'television*', 'televisor*',
    'fernseher*', 'dresser*', 'comoda*', 'commode*', 'kommode*', 'chair', 'chairs', 'cadeira*', 'chaise*',
    'silla*', 'stuhl', 'stuhle',
  ],
  wearable: [
    'shirt*', 't shirt*', 'tshirt*', 'camisa*', 'camiseta*', 'chemise*', 'hemd*', 'dress', 'dresses', 'vestido*',
    'robe', 'robes', 'kleid*', 'jacket*', 'jaqueta*', 'veste*', 'chaqueta*', 'jacke*', 'coat', 'coats',
    'casaco*', 'manteau*', 'abrigo*', 'mantel', 'hoodie*', 'moletom*', 'sweater*', 'sueter*', 'pullover*',
    'jeans', 'calca', 'calcas', 'pantalon*', 'pants', 'trousers', 'skirt*', 'saia', 'saias', 'jupe*', 'falda*',
    'shoe*', 'sapato*', 'chaussure*', 'zapato*', 'schuh*', 'sneaker*', 'tenis', 'boots', 'bota', 'botas',
    'botte*', 'stiefel*', 'sandal*', 'sandalia*', 'handbag*', 'bolsa*', 'sac a main', 'tasche*', '*tasche',
    'backpack*', 'mochila*', 'sac a dos', 'rucksack*', 'hat', 'hats', 'chapeu*', 'chapeau*', 'sombrero*',
    'scarf*', 'cachecol*', 'echarpe*', 'bufanda*', 'schal', 'clothing', 'roupa*', 'vetement*', 'ropa',
    'kleidung*', 'apparel', 'swimsuit*', 'biquini*', 'bikini*', 'maillot*', 'badeanzug*',
  ],
  small: [
    'ring', 'rings', 'anel', 'aneis', 'bague*', 'anillo*', 'earring*', 'brinco*', 'boucles d oreilles',
    'pendientes', 'ohrring*', 'necklace*', 'colar', 'colares', 'collier*', 'halskette*', 'bracelet*',
    'pulseira*', 'pulsera*', 'armband*', 'jewel*', 'joia*', 'bijou*', 'joya*', '*schmuck*', 'wristwatch*',
    'relogio*', 'montre*', 'reloj*', 'armbanduhr*', 'lipstick*', 'batom*', 'rouge a levres', 'pintalabios',
    'lippenstift*', 'perfume*', 'parfum*', 'nail polish*', 'esmalte*', 'vernis a ongles', 'nagellack*',
    'lighter*', 'isqueiro*', 'briquet*', 'mechero*', 'feuerzeug*', 'keychain*', 'key ring*', 'chaveiro*',
    'porte cle*', 'llavero*', 'schlusselanhanger*', 'earbud*', 'lip balm*', 'balsamo labial', 'baume a levres',
    'lippenbalsam*', 'pendrive*', 'usb stick*', 'memory card*', 'cufflink*', 'abotoadura*', 'manschettenknopf*',
  ],
};

/** Order in which classes win a tie: the more specific kind first. */
export const CLASS_PRIORITY: readonly Exclude<ProductClass, 'tabletop'>[] = ['vehicle', 'large', 'wearable', 'small'];
