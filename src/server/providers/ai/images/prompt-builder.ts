/**
 * The one prompt every hosted image model receives: the chosen scenario, the
 * style, the time of day, the aspect ratio, how large the product is in the frame, and firm
 * instructions to keep the product itself unchanged. OpenAI, Gemini and fal (FLUX.2, Seedream,
 * FLUX.1 Kontext) all get the same text; vendors that accept a negative prompt also get `negativePrompt`.
 *
 * The scenario text may be in any of the five languages (it is the idea the user chose); the
 * instructions around it are in English, which every one of these models follows best. Editing
 * models work best when the prompt says plainly what must stay and what may change (OpenAI image
 * generation guide, https://platform.openai.com/docs/guides/image-generation; Gemini image editing,
 * https://ai.google.dev/gemini-api/docs/image-generation; FLUX.1 Kontext prompting,
 * https://docs.bfl.ai/guides/prompting_guide_kontext_i2i).
 */
import type { AdvancedStyle, AspectRatio, Backdrop, ImageSettings, SceneHints, Style, Surface, TimeOfDay } from '../../../../shared/catalog';

/** Share of the frame the product fills (about 70 percent highlighted, about 20 percent otherwise). */
export const PRODUCT_FRAME_SHARE = { highlighted: 70, environment: 20 } as const;

/** Longest scenario text kept in the prompt, characters. */
export const SCENARIO_MAX_CHARS = 1500;

/** What each advanced style asks of a hosted model. */
const ADVANCED_STYLE_TEXT: Record<AdvancedStyle, string> = {
  lifestyle: 'a warm, lived-in lifestyle moment with a few natural props and dappled daylight',
  professional: 'a clean professional product shot on a seamless sweep, precise even light, no clutter',
  casual: 'a casual, spontaneous feel, as if taken hand-held, slightly off-level, relaxed and candid',
  minimalist: 'minimalist: one product, lots of negative space, a plain background, no props',
};

export interface ImagePromptInput {
  /** The chosen scenario's full description (the user's language). */
  scenario: string;
  settings: Pick<ImageSettings, 'style' | 'timeOfDay' | 'aspectRatio' | 'highlightProduct' | 'advancedStyle'>;
  /** The scenario's surface, backdrop and accent colour, when known. */
  scene?: SceneHints;
  /** Index of the image in its generation (0..2): varies the camera angle. */
  variant?: number;
  /**
   * The product lock: the attached image is our canvas with the product already
   * placed on a grey ground. 'mask': the engine also has a mask of what it may paint; 'reference':
   * it has only the canvas and the words.
   */
  locked?: 'mask' | 'reference';
  /** How many more photos of the same product follow the main image (other angles, up to 3). */
  references?: number;
}

/** Whether people may appear: none at all, people without recognisable faces, or faces too. */
export type PeoplePolicy = 'none' | 'no_faces' | 'faces';

export interface ImagePrompt {
  /** The full instruction text. */
  prompt: string;
  /** Comma-separated things to avoid, for vendors with a `negative_prompt` field. */
  negativePrompt: string;
  /** What the scenario allows about people (derived from its text). */
  people: PeoplePolicy;
}

const STYLE_TEXT: Record<Style, string> = {
  lifestyle: 'authentic lifestyle photography: a lived-in, inviting real-world setting with natural props',
  studio: 'clean studio product photography: controlled soft lighting and a seamless, uncluttered set',
  cinematic: 'cinematic photography: dramatic contrast, shallow depth of field and a rich colour grade',
  natural: 'natural, organic photography: soft daylight, muted earthy tones and real textures',
  professional: 'polished commercial e-commerce photography: crisp, precise and evenly lit',
  minimal: 'minimalist photography: a simple composition with generous negative space and a restrained palette',
  vibrant: 'vibrant photography: bold, saturated colours and an energetic, playful mood',
};

const TIME_TEXT: Record<TimeOfDay, string> = {
  natural: 'neutral natural daylight',
  golden_hour: 'warm golden-hour sunlight with long, soft shadows',
  night_light: 'an evening scene lit by warm artificial lights, with a gentle glow and deep shadows',
  soft_morning: 'soft, cool morning light, airy and fresh',
};

const SURFACE_TEXT: Record<Surface, string> = {
  wood: 'a wooden surface',
  marble: 'a marble surface',
  linen: 'a linen cloth',
  concrete: 'a concrete surface',
  paper: 'a textured paper surface',
  terrazzo: 'a terrazzo surface',
  sand: 'sand',
  glass: 'a glass surface',
};

const BACKDROP_TEXT: Record<Backdrop, string> = {
  wall: 'a plain wall',
  gradient: 'a soft colour gradient',
  window: 'a bright window',
  foliage: 'green foliage',
  shelf: 'a styled shelf',
  bokeh: 'softly blurred lights (bokeh)',
  seamless: 'a seamless backdrop',
};

const CAMERA_TEXT = [
  'eye-level camera, straight-on view',
  'camera slightly above, three-quarter view',
  'camera slightly lower and closer, gentle perspective',
] as const;

/**
 * Words that mean people in the scenario, in pt, en, fr, es and de (accents removed, lower case).
 * Words that are ordinary in another language are left out (French 'main', 'personne'; German 'kind').
 */
const PEOPLE_WORDS = [
  // en
  'person', 'persons', 'people', 'woman', 'women', 'man', 'men', 'girl', 'boy', 'child', 'children', 'kid', 'kids',
  'family', 'friends', 'customer', 'model', 'hand', 'hands', 'finger', 'fingers', 'passer-by', 'passers-by', 'couple',
  'athlete', 'chef', 'someone',
  // pt
  'pessoa', 'pessoas', 'mulher', 'mulheres', 'homem', 'homens', 'menina', 'menino', 'crianca', 'criancas', 'familia',
  'amigos', 'mao', 'maos', 'dedos', 'cliente', 'modelo', 'transeuntes', 'alguem',
  // fr
  'personnes', 'gens', 'femme', 'femmes', 'homme', 'hommes', 'fille', 'garcon', 'enfant', 'enfants', 'famille', 'amis',
  'mains', 'doigts', 'passants', 'quelqu\'un',
  // es
  'persona', 'personas', 'gente', 'mujer', 'mujeres', 'hombre', 'hombres', 'chica', 'chico', 'nino', 'ninos', 'amigos',
  'mano', 'manos', 'transeuntes', 'alguien',
  // de
  'menschen', 'frau', 'frauen', 'mann', 'madchen', 'junge', 'kinder', 'familie', 'freunde', 'hande',
  'passanten', 'kundin', 'kunde', 'jemand',
];

/** Words that ask for a visible face ('portrait' is left out: it also names an orientation). */
const FACE_WORDS = [
  'face', 'faces', 'smile', 'smiling', 'selfie', 'looking at the camera',
  'rosto', 'rostos', 'sorriso', 'sorrindo', 'olhando para a camera',
  'visage', 'visages', 'sourire', 'souriant', 'souriante', 'regarde l\'objectif',
  'rostro', 'rostros', 'sonrisa', 'sonriendo', 'mirando a la camara',
  'gesicht', 'gesichter', 'lacheln', 'lachelnd', 'in die kamera',
];

function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’`]/g, "'");
}

function mentions(text: string, words: readonly string[]): boolean {
  return words.some((word) => new RegExp(`(^|[^\\p{L}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'u').test(text));
}

/**
 * Reads from the scenario text whether people, and their faces, belong in the picture.
 * Input: scenario text in any of the five languages. Output: 'faces' when it asks for a face,
 * portrait or smile; 'no_faces' when it mentions people or hands; otherwise 'none'.
 */
export function peoplePolicy(scenario: string): PeoplePolicy {
  const text = normalise(scenario);
  if (mentions(text, FACE_WORDS)) return 'faces';
  if (mentions(text, PEOPLE_WORDS)) return 'no_faces';
  return 'none';
}

/** '3:2' -> 'landscape', '2:3' -> 'portrait', '1:1' -> 'square'. */
export function orientationOf(ratio: AspectRatio): 'landscape' | 'portrait' | 'square' {
  const [w, h] = ratio.split(':').map(Number) as [number, number];
  return w === h ? 'square' : w > h ? 'landscape' : 'portrait';
}

function cleanScenario(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= SCENARIO_MAX_CHARS) return flat;
  const cut = flat.slice(0, SCENARIO_MAX_CHARS);
  const end = cut.lastIndexOf('. ');
  return end > SCENARIO_MAX_CHARS / 2 ? cut.slice(0, end + 1) : `${cut.trimEnd()}…`;
}

/**
 * Builds the prompt of one image.
 * @param input the scenario text, the generation's settings, optional scene hints and variant.
 * @returns the prompt string, a negative prompt and the people policy used.
 */
export function buildImagePrompt(input: ImagePromptInput): ImagePrompt {
  const { settings, scene } = input;
  const scenario = cleanScenario(input.scenario) || 'A tasteful setting that suits the product.';
  const people = peoplePolicy(scenario);
  const orientation = orientationOf(settings.aspectRatio);
  const camera = CAMERA_TEXT[Math.abs(Math.trunc(input.variant ?? 0)) % CAMERA_TEXT.length]!;

  const composition = settings.highlightProduct
    ? `The product is the hero: it fills about ${PRODUCT_FRAME_SHARE.highlighted} percent of the frame, centred or on a strong third, in sharp focus, with the setting around it kept simple and slightly out of focus.`
    : `Environment first: show the wider scene, with the product filling only about ${PRODUCT_FRAME_SHARE.environment} percent of the frame, placed naturally where it belongs, clearly visible and in sharp focus.`;

  const peopleRule =
    people === 'none'
      ? 'No people, faces, hands or other body parts anywhere in the image.'
      : people === 'no_faces'
        ? 'People or hands may appear only as the scenario describes them; no recognisable faces (keep faces out of frame, turned away or out of focus).'
        : 'People, including their faces, may appear as the scenario describes; they must look natural and never cover the product.';

  const intro = input.locked
    ? [
        input.locked === 'mask'
          ? 'The attached image shows the product already placed at its final position and size on a plain grey ground. Paint only the masked area: replace the grey ground with a realistic marketing photograph around the product.'
          : 'The attached image shows the product already placed at its final position and size on a plain grey ground. Replace only the grey ground with a realistic marketing photograph around the product.',
        'Leave the product itself untouched: do not move, resize, redraw, restyle, recolour, crop or cover it, and add no text or logo. Give it a soft contact shadow where it rests on its surface, and a setting whose perspective and scale fit it.',
      ]
    : [
        'Edit the attached product photo into a realistic marketing photograph.',
        'Keep the product exactly as it is in the photo: the same object, shape, proportions, colours, materials, label, printed text and logo. Do not redraw, restyle, recolour, resize its details, translate or add any text or logo to it. Only the surroundings, the light and the camera framing change.',
      ];
  const compositionLine = input.locked
    ? `Composition: the product's place and size in the frame are fixed by the attached image; build the setting around them. ${camera}.`
    : `Composition: ${composition} ${camera}.`;

  const lines = [
    ...intro,
    ...referencesLine(input.references),
    `Scene: ${scenario}`,
    ...(scene ? [`Set: the product stands on ${SURFACE_TEXT[scene.surface]} with ${BACKDROP_TEXT[scene.backdrop]} behind it; props may pick up the accent colour ${scene.accent}.`] : []),
    `Style: ${STYLE_TEXT[settings.style]}.`,
    ...(settings.advancedStyle ? [`Advanced style: ${ADVANCED_STYLE_TEXT[settings.advancedStyle]}.`] : []),
    `Light: ${TIME_TEXT[settings.timeOfDay]}, with shadows and reflections on the product consistent with it.`,
    compositionLine,
    `Frame: ${settings.aspectRatio} ${orientation}; compose for this frame with the whole product inside it, never cropped.`,
    `People: ${peopleRule}`,
    'Finish: photorealistic, high detail, no watermark, no captions, no added text, no borders, no duplicate products.',
  ];

  const negative = [
    'altered product',
    'changed label',
    'changed logo',
    'distorted or misspelled text',
    'extra text',
    'watermark',
    'caption',
    'border',
    'duplicate product',
    'deformed shape',
    'wrong colours',
    'blurry product',
    'cartoon',
    'illustration',
    ...(people === 'none' ? ['people', 'faces', 'hands'] : people === 'no_faces' ? ['recognisable faces'] : []),
  ];

  return { prompt: lines.join('\n'), negativePrompt: negative.join(', '), people };
}

/** The line that tells the model what the extra photos are (none when there are none). */
function referencesLine(count: number | undefined): string[] {
  if (!count || count < 1) return [];
  return [
    `The ${count === 1 ? 'next attached image is another photo' : `next ${count} attached images are other photos`} of the same product from other angles: use ${count === 1 ? 'it' : 'them'} only to understand the product's true shape, materials and details; do not add ${count === 1 ? 'it' : 'them'} to the picture and show the product once.`,
  ];
}

/**
 * The prompt of an edit: the user's instruction applied to the attached image,
 * with the product kept as it is.
 * Input: the instruction (1..1000 characters, the user's language), whether the product lock's
 * mask comes with the image ('mask') or only the words keep it, and the number of extra photos
 * of the product. Output: the prompt text (English around the user's words).
 */
export function buildEditPrompt(instruction: string, options: { locked?: 'mask' | 'reference'; references?: number } = {}): string {
  return [
    'Edit the attached marketing photograph as this instruction asks, and change nothing it does not mention:',
    `Instruction: ${instruction.replace(/\s+/g, ' ').trim()}`,
    options.locked === 'mask'
      ? 'Paint only the masked area; the product is outside it and must stay exactly as it is.'
      : 'Keep the product exactly as it is: the same object, place, size, shape, colours, materials, label, printed text and logo; do not move, redraw or cover it.',
    ...referencesLine(options.references),
    'Finish: photorealistic, no watermark, no captions, no added text, no borders, no duplicate products.',
  ].join('\n');
}
