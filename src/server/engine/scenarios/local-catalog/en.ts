/** English phrase tables of the local scenario engine (British spelling, marketing register). */
import type { LanguagePack } from './language-pack';

export const en: LanguagePack = {
  language: 'en',
  quote: (text) => `“${text}”`,
  finish: (text) => text,
  templates: {
    'morning-kitchen': {
      title: 'Morning kitchen counter',
      summary: 'The product on a sunlit wooden counter, part of a calm, unhurried morning routine.',
      scene:
        'The product stands on a warm oak counter in a welcoming kitchen, beside a steaming mug, a linen tea towel and a bowl of fresh fruit. Soft daylight pours in through a window with sheer curtains, casting long, gentle shadows. Everyday details stay slightly out of focus so that the product remains the clear hero of the shot.',
    },
    'cosy-shelf': {
      title: 'Cosy living-room shelf',
      summary: 'A warm, lived-in shelf styled with books, ceramics and plants around the product.',
      scene:
        'The product sits at eye level on a styled living-room shelf, framed by stacked books, a small ceramic vase and a trailing plant. A knitted throw on the armchair below adds texture and comfort. The styling feels personal and lived-in, as if a real customer had just found the perfect spot for it at home.',
    },
    'bathroom-vanity': {
      title: 'Bright bathroom vanity',
      summary: 'A clean marble vanity with soft towels and gentle reflections, ideal for a moment of self-care.',
      scene:
        'The product rests on a white marble vanity next to a folded cotton towel, a small glass dish and a sprig of eucalyptus. Droplets of water and subtle reflections on the stone suggest freshness. The wall behind is pale and calm, and the composition breathes, like the first quiet minutes of a self-care ritual.',
    },
    'outdoor-picnic': {
      title: 'Picnic in the park',
      summary: 'A relaxed picnic on a linen blanket in the shade of the trees, full of natural light.',
      scene:
        'The product is set on a checked linen blanket in a sunny park, surrounded by a wicker basket, fresh bread, fruit and a glass bottle of lemonade. Leaves in the background filter the light into soft, dappled patterns. The mood is carefree and sociable: a spontaneous afternoon shared with friends or family.',
    },
    'cafe-table': {
      title: 'Neighbourhood café table',
      summary: 'A terrazzo table in a local café, a cup nearby and warm bokeh behind the product.',
      scene:
        'The product sits on a round terrazzo table in a cosy neighbourhood café, next to a ceramic cup and an open notebook. Behind it, the counter and passers-by dissolve into warm bokeh. A hand reaching in from the edge of the frame makes the moment feel authentic, like a photo taken during a coffee break.',
    },
    'desk-flatlay': {
      title: 'Creative desk flat lay',
      summary: 'A tidy top-down flat lay with a notebook, a pen and a laptop around the product.',
      scene:
        'A top-down flat lay on a textured paper desk mat: the product sits in the centre, neatly surrounded by a notebook, a pen, the corner of a laptop, a cup and a small plant. Everything follows a clean grid with generous spacing between the objects. The feeling is focused and productive, perfect for a busy working day.',
    },
    'gift-unboxing': {
      title: 'Gift unboxing moment',
      summary: 'The product emerges from tissue paper and a ribbon-tied box, capturing the joy of unboxing.',
      scene:
        'The product emerges from an open gift box lined with crinkled tissue paper, with a loose satin ribbon and a handwritten card beside it. Two hands gently lift the lid, capturing the excitement of the very first moment. The background is a soft colour gradient, and the scene feels warm, personal and ready to share.',
    },
    'gym-bag': {
      title: 'Ready for the gym',
      summary: 'An energetic gym scene with a sports bag, a water bottle and a towel around the product.',
      scene:
        'The product sits on a concrete bench in a modern gym, next to an open sports bag, a water bottle, a towel and a pair of trainers. The painted wall behind is clean and graphic. Crisp light and saturated colours convey energy, discipline and the motivation to start the next workout.',
    },
    'beach-sand': {
      title: 'Summer on the beach',
      summary: 'The product on warm sand, with sea shells and a summer sky fading behind it.',
      scene:
        'The product rests on smooth, warm sand, next to a striped towel, a pair of sunglasses and a few sea shells. Behind it, the sky fades from soft peach to blue above a distant horizon. Faint footprints and a light breeze suggest a perfect day at the beach, relaxed and full of summer light.',
    },
    'botanical-greenhouse': {
      title: 'Botanical greenhouse',
      summary: 'A glass shelf in a lush greenhouse, where leaves and morning humidity frame the product.',
      scene:
        'The product stands on a glass shelf inside a bright greenhouse, framed by ferns, monstera leaves and terracotta pots. A fine morning haze and a few droplets on the leaves bring freshness. The green setting speaks of natural ingredients, respect for the planet and a calm connection with nature.',
    },
    'studio-plinth': {
      title: 'Minimalist studio plinth',
      summary: 'A concrete plinth against seamless paper: nothing competes with the product.',
      scene:
        'The product is placed on a simple concrete plinth in front of a seamless studio backdrop. Soft, even light shapes its form, with a delicate shadow on the floor. There are no props and nothing competes for attention: the clean, precise composition works equally well for a catalogue, an online shop listing or an advert.',
    },
    'night-city-window': {
      title: 'City lights at night',
      summary: 'The product on a glass table by a window, with the city lights glowing outside.',
      scene:
        'The product sits on a glass side table in front of a large window, with a skyline of lit windows and street lamps in the background. Cool blue night tones meet the warm glow of a lamp beside the product. Reflections on the glass add depth, and the atmosphere feels urban, sophisticated and slightly cinematic.',
    },
    'festive-table': {
      title: 'Festive table',
      summary: 'A celebration table with candles, glasses and sparkling bokeh around the product.',
      scene:
        'The product takes centre stage on a wooden table laid for a celebration, among candles, glasses, a few gift tags and seasonal greenery. Fairy lights in the background melt into sparkling bokeh. The scene is warm and generous, evoking a dinner with the people you love and the joy of the festive season.',
    },
    'ugc-handheld': {
      title: 'Hand-held customer shot',
      summary: 'A spontaneous, phone-style photo of a hand holding the product by a bright window.',
      scene:
        'A natural photo in the style of customer-made content: a hand holds the product up towards the camera in front of a bright window, with a rumpled linen bedspread just below. The framing is slightly off-centre, like a real phone snapshot, and the light is honest and soft. It feels like a genuine recommendation from someone who loves the product.',
    },
    'cinematic-hero': {
      title: 'Cinematic hero shot',
      summary: 'A dramatic campaign image: the product floats above reflective glass under a precise rim light.',
      scene:
        'A cinematic campaign hero shot: the product floats just above a sheet of reflective black glass, lit by a precise rim light that traces its silhouette. Fine mist drifts through a deep colour gradient behind it, and a mirror reflection anchors the composition. The framing is bold and symmetrical, with the contrast and polish of a major advertising campaign.',
    },
    'editorial-still-life': {
      title: 'Editorial still life',
      summary: 'A magazine-worthy still life with sculptural plinths, veined marble and graphic shadows.',
      scene:
        'A sophisticated editorial still life worthy of a magazine cover: the product stands on a slab of veined marble among sculptural plinths and geometric shapes in complementary tones. Late-afternoon sun cuts across the set and casts graphic shadows of palm leaves on the seamless backdrop. Every element is placed with intent, and the result looks like an art-directed shoot by a design studio.',
    },
    'splash-campaign': {
      title: 'Splash of freshness',
      summary: 'A high-speed splash of water and ingredients frozen in mid-air around the product.',
      scene:
        'A dynamic advertising image frozen at high speed: a crown of crystal-clear water bursts around the product, which stands on a glass base, while ingredients and droplets fly through the air. The seamless background keeps everything legible, and strong backlighting makes every droplet sparkle. The shot conveys freshness, energy and the impact of a major campaign.',
    },
    'rooftop-sunset': {
      title: 'Rooftop at sunset',
      summary: 'A lifestyle campaign on an urban rooftop, with golden light and city bokeh behind the product.',
      scene:
        'An aspirational lifestyle campaign on an urban rooftop at sunset: the product stands on a concrete ledge while friends chat and laugh, out of focus, in the background. The low golden sun creates lens flares and long shadows, and the city lights begin to glow as bokeh on the horizon. The atmosphere is warm, confident and sociable, with the finish of a brand film.',
    },
    'nature-expedition': {
      title: 'Into the wild',
      summary: 'An epic outdoor scene: the product on a mossy log above a valley bathed in golden light.',
      scene:
        'An epic outdoor image: the product rests on a mossy log at the edge of a forest, with a valley and distant mountains rising from the morning mist. Beams of golden light break through the trees and catch the particles in the air. The sense of scale and adventure makes the product the ideal companion for a great expedition, as in a campaign by a high-end outdoor brand.',
    },
  },
  weave: {
    both: [
      'Designed for {audience}, the scene highlights what makes the product special: {features}.',
      'The scene speaks directly to {audience} and puts the product’s strengths front and centre: {features}.',
    ],
    features: [
      'The scene puts what makes the product special front and centre: {features}.',
      'Every detail supports the product’s key promise: {features}.',
    ],
    audience: [
      'Every detail is chosen to speak to {audience}.',
      'The styling is designed to resonate with {audience}.',
    ],
    none: ['Every detail is chosen to make the product the hero of the image.'],
  },
  lighting: {
    natural: 'Natural, balanced daylight keeps the colours true to life.',
    golden_hour: 'Warm golden-hour light adds a soft glow and long shadows.',
    night_light: 'Evening lighting with warm lamps and deep shadows creates an intimate mood.',
    soft_morning: 'Soft, diffused morning light gives the image a fresh, airy feel.',
  },
  style: {
    lifestyle: 'Lifestyle photography, authentic and aspirational.',
    studio: 'Studio product photography, crisp and precise.',
    cinematic: 'A cinematic look with rich contrast and depth.',
    natural: 'A natural, lightly retouched look with organic textures.',
    professional: 'A polished, professional commercial finish.',
    minimal: 'A minimalist aesthetic with plenty of negative space.',
    vibrant: 'Vibrant, saturated colours full of energy.',
  },
  shape: {
    tall: 'A slightly low camera angle emphasises the height of the product.',
    wide: 'A wider framing leaves room on both sides of the product.',
    square: 'A balanced, centred framing keeps the focus on the product.',
  },
  accent: 'Accents in {colour} echo the product’s own palette.',
  colours: {
    red: ['dusty rose', 'burgundy'],
    orange: ['terracotta', 'rust'],
    yellow: ['pale ochre', 'amber'],
    lime: ['pistachio', 'olive'],
    green: ['sage', 'moss green'],
    teal: ['soft mint', 'deep teal'],
    cyan: ['mist blue', 'petrol blue'],
    blue: ['dusty blue', 'navy'],
    indigo: ['lavender', 'indigo'],
    purple: ['lilac', 'plum'],
    pink: ['blush pink', 'berry'],
  },
  motion: {
    moves: {
      push_in: 'Slow camera push-in towards the product.',
      pull_out: 'Slow camera pull-out that gradually reveals the whole scene.',
      pan_left: 'Gentle camera pan to the left across the scene.',
      pan_right: 'Gentle camera pan to the right across the scene.',
      orbit: 'Subtle orbit-like movement around the product, with soft parallax between foreground and background.',
    },
    subject: 'The product stays sharp and centred throughout.',
    subjectWithFeatures: 'The product ({features}) stays sharp and centred throughout.',
    scenario: 'Setting: {scenario}.',
    closing: 'Smooth, steady motion without cuts, realistic light and a shallow depth of field.',
  },
};
