/**
 * French phrase tables of the local scenario engine. Texts are written with plain spaces; finish() applies
 * French typography (non-breaking space before : ; ! ? and inside « »).
 */
import type { LanguagePack } from './language-pack';

const NBSP = '\u00a0';

export const fr: LanguagePack = {
  language: 'fr',
  quote: (text) => `« ${text} »`,
  finish: (text) =>
    text
      .replace(/ ([:;!?»])/g, `${NBSP}$1`)
      .replace(/« /g, `«${NBSP}`),
  templates: {
    'morning-kitchen': {
      title: 'Plan de travail au petit matin',
      summary: 'Le produit sur un plan de travail en bois baigné de soleil, au cœur d’une matinée calme et sans hâte.',
      scene:
        'Le produit est posé sur un plan de travail en chêne dans une cuisine chaleureuse, à côté d’une tasse fumante, d’un torchon en lin et d’un bol de fruits frais. Une douce lumière du jour entre par une fenêtre voilée de rideaux légers et dessine de longues ombres délicates. Les détails du quotidien restent légèrement flous, pour que le produit demeure le véritable héros de l’image.',
    },
    'cosy-shelf': {
      title: 'Étagère chaleureuse du salon',
      summary: 'Une étagère chaleureuse et habitée, décorée de livres, de céramiques et de plantes autour du produit.',
      scene:
        'Le produit trône à hauteur des yeux sur une étagère de salon, entouré de livres empilés, d’un petit vase en céramique et d’une plante retombante. Un plaid en tricot posé sur le fauteuil juste en dessous ajoute de la texture et du confort. La mise en scène est personnelle et vivante, comme si un client venait de trouver chez lui l’endroit idéal pour ce produit.',
    },
    'bathroom-vanity': {
      title: 'Salle de bain lumineuse',
      summary: 'Un plan vasque en marbre épuré, des serviettes moelleuses et de doux reflets : idéal pour un moment de soin.',
      scene:
        'Le produit repose sur un plan vasque en marbre blanc, à côté d’une serviette en coton pliée, d’une petite coupelle en verre et d’un brin d’eucalyptus. Des gouttes d’eau et de subtils reflets sur la pierre évoquent la fraîcheur. Le mur en arrière-plan est clair et apaisant, et la composition respire, comme les premières minutes paisibles d’un rituel de soin.',
    },
    'outdoor-picnic': {
      title: 'Pique-nique au parc',
      summary: 'Un pique-nique détendu sur une nappe en lin, à l’ombre des arbres et baigné de lumière naturelle.',
      scene:
        'Le produit est posé sur une nappe en lin à carreaux dans un parc ensoleillé, entouré d’un panier en osier, de pain frais, de fruits et d’une bouteille de limonade en verre. Les feuillages en arrière-plan filtrent la lumière en taches douces. L’ambiance est légère et conviviale : celle d’un après-midi improvisé entre amis ou en famille.',
    },
    'cafe-table': {
      title: 'Table de café de quartier',
      summary: 'Une table en terrazzo dans un café de quartier, une tasse à côté et un bokeh chaleureux derrière le produit.',
      scene:
        'Le produit est posé sur une table ronde en terrazzo dans un café de quartier chaleureux, à côté d’une tasse en céramique et d’un carnet ouvert. En arrière-plan, le comptoir et les passants se fondent dans un bokeh doré. Une main qui entre par le bord du cadre rend l’instant authentique, comme une photo prise pendant une pause-café.',
    },
    'desk-flatlay': {
      title: 'Bureau vu du dessus',
      summary: 'Une composition ordonnée vue du dessus, avec carnet, stylo et ordinateur portable autour du produit.',
      scene:
        'Une composition vue du dessus sur un sous-main en papier texturé : le produit occupe le centre, entouré avec soin d’un carnet, d’un stylo, du coin d’un ordinateur portable, d’une tasse et d’une petite plante. Tout s’organise selon une grille nette, avec de généreux espaces entre les objets. Il s’en dégage une impression de concentration et d’efficacité, parfaite pour une journée de travail bien remplie.',
    },
    'gift-unboxing': {
      title: 'Le moment du déballage',
      summary: 'Le produit apparaît entre papier de soie et boîte nouée d’un ruban : toute la joie d’ouvrir un cadeau.',
      scene:
        'Le produit apparaît dans une boîte cadeau ouverte, garnie de papier de soie froissé, avec un ruban de satin dénoué et une carte manuscrite à côté. Deux mains soulèvent délicatement le couvercle et saisissent l’émotion du tout premier instant. Le fond est un dégradé de couleur tout en douceur, et la scène se veut chaleureuse, personnelle et prête à être partagée.',
    },
    'gym-bag': {
      title: 'Prêt pour la salle de sport',
      summary: 'Une scène pleine d’énergie à la salle de sport, avec sac, gourde et serviette autour du produit.',
      scene:
        'Le produit est posé sur un banc en béton dans une salle de sport moderne, à côté d’un sac de sport ouvert, d’une gourde, d’une serviette et d’une paire de baskets. Le mur peint en arrière-plan est net et graphique. Une lumière franche et des couleurs saturées traduisent l’énergie, la discipline et l’envie d’attaquer la prochaine séance.',
    },
    'beach-sand': {
      title: 'L’été à la plage',
      summary: 'Le produit sur le sable chaud, avec des coquillages et un ciel d’été en dégradé derrière lui.',
      scene:
        'Le produit repose sur un sable lisse et chaud, à côté d’une serviette rayée, d’une paire de lunettes de soleil et de quelques coquillages. Derrière lui, le ciel passe d’un pêche tendre au bleu au-dessus d’un horizon lointain. Des traces de pas légères et une brise douce évoquent une journée de plage parfaite, détendue et pleine de lumière estivale.',
    },
    'botanical-greenhouse': {
      title: 'Serre botanique',
      summary: 'Une étagère en verre dans une serre luxuriante, où feuillages et humidité matinale encadrent le produit.',
      scene:
        'Le produit se tient sur une étagère en verre dans une serre lumineuse, encadré de fougères, de feuilles de monstera et de pots en terre cuite. Une fine brume matinale et quelques gouttes sur les feuilles apportent de la fraîcheur. Ce décor verdoyant évoque des ingrédients naturels, le respect de la planète et un lien apaisé avec la nature.',
    },
    'studio-plinth': {
      title: 'Socle minimaliste en studio',
      summary: 'Un socle en béton sur un fond de studio sans raccord : rien ne détourne l’attention du produit.',
      scene:
        'Le produit est placé sur un simple socle en béton, devant un fond de studio sans raccord. Une lumière douce et homogène sculpte ses formes, avec une ombre délicate au sol. Aucun accessoire, rien ne détourne l’attention : cette composition nette et précise convient aussi bien à un catalogue qu’à une fiche produit en ligne ou à une publicité.',
    },
    'night-city-window': {
      title: 'Lumières de la ville la nuit',
      summary: 'Le produit sur une table en verre près d’une fenêtre, face aux lumières de la ville qui scintillent.',
      scene:
        'Le produit est posé sur une table d’appoint en verre devant une grande baie vitrée, avec en arrière-plan des immeubles aux fenêtres éclairées et des réverbères. Les tons bleutés et froids de la nuit rencontrent la lumière chaude d’une lampe placée à côté du produit. Les reflets sur le verre donnent de la profondeur, et l’atmosphère se veut urbaine, raffinée et légèrement cinématographique.',
    },
    'festive-table': {
      title: 'Table de fête',
      summary: 'Une table de fête avec bougies, verres et un bokeh scintillant autour du produit.',
      scene:
        'Le produit est la vedette d’une table en bois dressée pour une fête, entre bougies, verres, quelques étiquettes cadeaux et des branchages de saison. En arrière-plan, des guirlandes lumineuses se transforment en un bokeh scintillant. La scène est chaleureuse et généreuse, et évoque un dîner avec ceux qu’on aime et la magie des fêtes de fin d’année.',
    },
    'ugc-handheld': {
      title: 'Photo spontanée en main',
      summary: 'Une photo spontanée, comme prise au téléphone, d’une main qui tient le produit près d’une fenêtre lumineuse.',
      scene:
        'Une photo naturelle, dans le style des contenus créés par les clients : une main tend le produit vers l’objectif devant une fenêtre lumineuse, avec un dessus-de-lit en lin froissé juste en dessous. Le cadrage est légèrement décentré, comme un vrai cliché pris au téléphone, et la lumière est sincère et douce. On croirait la recommandation spontanée de quelqu’un qui adore le produit.',
    },
    'cinematic-hero': {
      title: 'Image de campagne cinématographique',
      summary: 'Une image de campagne spectaculaire : le produit flotte au-dessus d’un verre miroir, sous une lumière de contour.',
      scene:
        'Une image de campagne au souffle cinématographique : le produit flotte juste au-dessus d’une plaque de verre noir réfléchissant, éclairé par une lumière de contour précise qui dessine sa silhouette. Une brume légère traverse le profond dégradé de couleur en arrière-plan, et un reflet miroir ancre la composition. Le cadrage est audacieux et symétrique, avec le contraste et la finition d’une grande campagne publicitaire.',
    },
    'editorial-still-life': {
      title: 'Nature morte éditoriale',
      summary: 'Une nature morte digne d’un magazine, avec socles sculpturaux, marbre veiné et ombres graphiques.',
      scene:
        'Une nature morte éditoriale sophistiquée, digne d’une couverture de magazine : le produit se dresse sur une plaque de marbre veiné, parmi des socles sculpturaux et des formes géométriques aux tons complémentaires. Le soleil de fin d’après-midi traverse la scène et projette les ombres graphiques de feuilles de palmier sur le fond sans raccord. Chaque élément est placé avec intention, et le résultat évoque une séance photo dirigée par un studio de design.',
    },
    'splash-campaign': {
      title: 'Explosion de fraîcheur',
      summary: 'Une gerbe d’eau et d’ingrédients figée en pleine vitesse autour du produit.',
      scene:
        'Une image publicitaire dynamique, figée à très grande vitesse : une couronne d’eau cristalline jaillit autour du produit, posé sur un socle en verre, tandis que des ingrédients et des gouttelettes volent dans les airs. Le fond sans raccord garde l’ensemble lisible, et un contre-jour intense fait briller chaque goutte. L’image transmet la fraîcheur, l’énergie et tout l’impact d’une grande campagne.',
    },
    'rooftop-sunset': {
      title: 'Toit-terrasse au coucher du soleil',
      summary: 'Une campagne art de vivre sur un toit-terrasse urbain, avec une lumière dorée et le bokeh de la ville.',
      scene:
        'Une campagne art de vivre inspirante sur un toit-terrasse urbain au coucher du soleil : le produit est posé sur un muret en béton, tandis que des amis discutent et rient, flous, en arrière-plan. Le soleil bas et doré crée des reflets de lentille et de longues ombres, et les lumières de la ville commencent à scintiller en bokeh sur l’horizon. L’atmosphère est chaleureuse, assurée et conviviale, avec la finition d’un film de marque.',
    },
    'nature-expedition': {
      title: 'Cap sur la nature sauvage',
      summary: 'Une scène épique en pleine nature : le produit sur un tronc moussu, face à une vallée baignée de lumière dorée.',
      scene:
        'Une image épique en pleine nature : le produit repose sur un tronc couvert de mousse, à l’orée d’une forêt, avec une vallée et des montagnes lointaines qui émergent de la brume matinale. Des rayons de lumière dorée traversent les arbres et illuminent les particules en suspension. Ce sentiment d’immensité et d’aventure fait du produit le compagnon idéal d’une grande expédition, comme dans la campagne d’une marque d’aventure haut de gamme.',
    },
  },
  weave: {
    both: [
      'Pensée pour le public visé ({audience}), la scène met en avant ce qui rend le produit unique : {features}.',
      'La scène s’adresse directement à son public ({audience}) et met en lumière les atouts du produit : {features}.',
    ],
    features: [
      'La scène met en avant ce qui rend le produit unique : {features}.',
      'Chaque détail soutient la promesse principale du produit : {features}.',
    ],
    audience: [
      'Chaque détail est pensé pour parler au public visé ({audience}).',
      'La mise en scène est conçue pour séduire le public visé ({audience}).',
    ],
    none: ['Chaque détail est choisi pour faire du produit le héros de l’image.'],
  },
  lighting: {
    natural: 'Une lumière naturelle et équilibrée restitue fidèlement les couleurs.',
    golden_hour: 'La lumière chaude de l’heure dorée apporte un éclat doux et de longues ombres.',
    night_light: 'Un éclairage du soir, avec des lampes chaudes et des ombres profondes, crée une atmosphère intime.',
    soft_morning: 'Une lumière matinale douce et diffuse donne à l’image un aspect frais et aérien.',
  },
  style: {
    lifestyle: 'Photographie art de vivre, authentique et inspirante.',
    studio: 'Photographie de produit en studio, nette et précise.',
    cinematic: 'Rendu cinématographique, avec un contraste riche et de la profondeur.',
    natural: 'Rendu naturel, peu retouché, aux textures organiques.',
    professional: 'Finition commerciale professionnelle et soignée.',
    minimal: 'Esthétique minimaliste, avec beaucoup d’espace libre.',
    vibrant: 'Couleurs vives et saturées, pleines d’énergie.',
  },
  shape: {
    tall: 'Un angle de prise de vue légèrement bas met en valeur la hauteur du produit.',
    wide: 'Un cadrage plus large laisse de l’espace de part et d’autre du produit.',
    square: 'Un cadrage centré et équilibré garde l’attention sur le produit.',
  },
  accent: 'Des touches couleur {colour} font écho à la palette du produit.',
  colours: {
    red: ['vieux rose', 'bordeaux'],
    orange: ['terre cuite', 'rouille'],
    yellow: ['ocre clair', 'ambre'],
    lime: ['pistache', 'olive'],
    green: ['sauge', 'vert mousse'],
    teal: ['menthe', 'bleu canard'],
    cyan: ['bleu brume', 'bleu pétrole'],
    blue: ['bleu poudré', 'bleu marine'],
    indigo: ['lavande', 'indigo'],
    purple: ['lilas', 'prune'],
    pink: ['rose poudré', 'mûre'],
  },
  motion: {
    moves: {
      push_in: 'Lent travelling avant de la caméra vers le produit.',
      pull_out: 'Lent travelling arrière de la caméra, qui dévoile peu à peu tout le décor.',
      pan_left: 'Panoramique doux de la caméra vers la gauche, qui balaie la scène.',
      pan_right: 'Panoramique doux de la caméra vers la droite, qui balaie la scène.',
      orbit: 'Léger mouvement orbital autour du produit, avec une parallaxe douce entre le premier plan et l’arrière-plan.',
    },
    subject: 'Le produit reste net et centré du début à la fin.',
    subjectWithFeatures: 'Le produit ({features}) reste net et centré du début à la fin.',
    scenario: 'Décor : {scenario}.',
    closing: 'Mouvement fluide et régulier, sans coupe, avec une lumière réaliste et une faible profondeur de champ.',
  },
};
