import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../../shared/catalog';
import { hueBucket, parseHex, rgbToHsl } from './colour';
import { LANGUAGE_PACKS } from './local-catalog';
import { SCENE_TEMPLATES, TEMPLATE_KEYS } from './local-catalog/templates';
import { buildLocalScenarios, createLocalScenarioEngine, productShape } from './local-scenario-engine';
import {
  PREMIUM_SCENARIO_COUNT,
  SCENARIO_COUNT,
  SCENARIO_LIMITS,
  scenarioIdeasSchema,
  type ScenarioIdea,
  type ScenarioRequest,
} from '../../providers/ai/scenarios/scenario-provider';

const analysis = { width: 600, height: 400, hasAlpha: false, dominantColors: ['#3b2a20', '#d8c3a5', '#8a5a3c'] };

/** Realistic inputs per language, written as a seller would type them. */
const INPUTS: Record<Language, { features: string; audience: string }> = {
  pt: { features: 'Café especial 100% arábica, torra média, notas de chocolate e caramelo', audience: 'amantes de café que trabalham em casa' },
  en: { features: 'Organic cold brew coffee concentrate, smooth and low in acidity', audience: 'busy professionals who love a good coffee' },
  fr: { features: 'Crème hydratante visage à l’acide hyaluronique, texture légère', audience: 'femmes actives de 30 à 45 ans' },
  es: { features: 'Botella térmica de acero inoxidable, mantiene el frío 24 horas', audience: 'deportistas y amantes del senderismo' },
  de: { features: 'Feuchtigkeitscreme mit Hyaluronsäure, vegan, für empfindliche Haut', audience: 'Frauen ab 30, die Wert auf natürliche Pflege legen' },
};

/** Whole English words that must never leak into texts of the other languages. */
const ENGLISH_MARKERS = /\b(the|and|with|product|light|scene|shot|soft|background|while)\b/i;
const PRODUCT_WORD: Record<Language, RegExp> = {
  pt: /\bproduto\b/,
  en: /\bproduct\b/,
  fr: /\bproduit\b/,
  es: /\bproducto\b/,
  de: /\bProdukts?\b/,
};

/** These tests cover the richer scene templates, dealt when a hosted image engine renders the ideas. */
function request(language: Language, over: Partial<ScenarioRequest> = {}): ScenarioRequest {
  return { ...INPUTS[language], language, analysis, imageEngine: 'openai', ...over };
}

function expectValidIdeas(ideas: ScenarioIdea[]): void {
  expect(ideas).toHaveLength(SCENARIO_COUNT);
  expect(() => scenarioIdeasSchema.parse(ideas)).not.toThrow();
  expect(ideas.filter((i) => i.premium)).toHaveLength(PREMIUM_SCENARIO_COUNT);
  expect(ideas.slice(-PREMIUM_SCENARIO_COUNT).every((i) => i.premium)).toBe(true);
  expect(new Set(ideas.map((i) => i.key)).size).toBe(SCENARIO_COUNT);
  expect(new Set(ideas.map((i) => `${i.scene.surface}+${i.scene.backdrop}`)).size).toBe(SCENARIO_COUNT);
  for (const idea of ideas) {
    expect(idea.title.length).toBeGreaterThan(0);
    expect(idea.title.length).toBeLessThanOrEqual(SCENARIO_LIMITS.titleMax);
    expect(idea.summary.length).toBeLessThanOrEqual(SCENARIO_LIMITS.summaryMax);
    expect(idea.description.length).toBeGreaterThanOrEqual(SCENARIO_LIMITS.descriptionMin);
    expect(idea.description.length).toBeLessThanOrEqual(SCENARIO_LIMITS.descriptionMax);
    expect(idea.description).not.toMatch(/\{\w+\}|undefined|null|NaN/);
    expect(idea.scene.accent).toMatch(/^#[0-9a-f]{6}$/);
  }
}

describe('local scenario engine: shape of the output', () => {
  it.each(LANGUAGES)('returns 6 valid ideas, the last two premium, in %s', async (language) => {
    const engine = createLocalScenarioEngine();
    expect(engine.name).toBe('local');
    const ideas = await engine.suggest(request(language));
    expectValidIdeas(ideas);
  });

  it('keeps every constraint over a varied corpus of requests, and uses every template somewhere', () => {
    const corpus: Array<[string, string]> = [
      ['Vela aromática de soja com óleos essenciais', 'quem gosta de decoração aconchegante'],
      ['Protein bar with 20 g of whey, no added sugar', 'gym-goers and runners'],
      ['Coffret cadeau de thés bio pour Noël', 'familles qui préparent les fêtes'],
      ['Gafas de sol polarizadas para la playa', 'jóvenes que viajan en verano'],
      ['Kabellose Kopfhörer mit Geräuschunterdrückung', 'Pendler in der Großstadt'],
      ['Sérum facial vitamina C', 'mulheres 30+ com rotina de cuidados'],
      ['Notebook planner in recycled paper', 'students and home office workers'],
      ['Relógio de luxo em ouro', 'executivos exigentes'],
      ['Bolsa de couro artesanal', 'criadoras de conteúdo no Instagram'],
      ['Cerveza artesanal IPA', 'amigos que salen de noche por la ciudad'],
      ['Brinquedo educativo de madeira', 'pais de crianças pequenas'],
      ['Plant-based shampoo bar, zero waste', 'eco-conscious shoppers'],
      ['Snack pour chiens au poulet', 'propriétaires de chiens'],
      ['Wanderrucksack, wasserdicht, 30 Liter', 'Abenteurer und Naturfreunde'],
      ['Suco detox prensado a frio', 'quem treina cedo'],
      ['', ''],
    ];
    const seen = new Set<string>();
    const shapes = [
      { width: 400, height: 900 },
      { width: 1200, height: 600 },
      { width: 800, height: 800 },
    ];
    const palettes = [['#c0392b'], ['#2c3e50', '#ecf0f1'], ['#f5f5f5'], ['#27ae60', '#f1c40f'], []];
    corpus.forEach(([features, audience], i) => {
      for (const language of LANGUAGES) {
        const shape = shapes[i % shapes.length] ?? shapes[0]!;
        const dominantColors = palettes[i % palettes.length] ?? [];
        const ideas = buildLocalScenarios({
          features,
          audience,
          language,
          analysis: { ...shape, hasAlpha: i % 2 === 0, dominantColors },
          imageEngine: 'gemini',
        });
        expectValidIdeas(ideas);
        for (const idea of ideas) seen.add(idea.key);
      }
    });
    expect([...TEMPLATE_KEYS].filter((k) => !seen.has(k))).toEqual([]);
  });

  it('survives unusual input: empty texts, bad sizes, invalid colours, unsupported language', () => {
    const ideas = buildLocalScenarios({
      features: '   ',
      audience: '\n\n',
      language: 'it' as unknown as Language,
      analysis: { width: 0, height: Number.NaN, hasAlpha: false, dominantColors: ['red', '#12', 'zzzzzz'] },
      imageEngine: 'fal',
    });
    expectValidIdeas(ideas);
    expect(ideas[0]?.description).toMatch(PRODUCT_WORD.en);
  });

  it('rejects when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(createLocalScenarioEngine().suggest(request('pt'), controller.signal)).rejects.toThrow();
  });
});

describe('local scenario engine: language', () => {
  it.each(LANGUAGES)('every template text fits its limits in %s', (language) => {
    const pack = LANGUAGE_PACKS[language];
    for (const key of TEMPLATE_KEYS) {
      const text = pack.templates[key];
      expect(text.title.length, `${language}/${key} title`).toBeLessThanOrEqual(SCENARIO_LIMITS.titleMax);
      expect(text.summary.length, `${language}/${key} summary`).toBeLessThanOrEqual(SCENARIO_LIMITS.summaryMax);
      // One sentence: no sentence break inside, ends with a full stop.
      expect(text.summary, `${language}/${key} summary`).not.toMatch(/[.!?]\s+\p{Lu}/u);
      expect(text.summary.endsWith('.')).toBe(true);
      // Even with the shortest weave sentence the description reaches the minimum length.
      const shortest = `${text.scene} ${pack.weave.none[0] ?? ''}`;
      expect(shortest.length, `${language}/${key} description`).toBeGreaterThanOrEqual(SCENARIO_LIMITS.descriptionMin);
    }
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))('writes %s without English leftovers', (language) => {
    const ideas = buildLocalScenarios(request(language));
    for (const idea of ideas) {
      const all = `${idea.title} ${idea.summary} ${idea.description}`;
      expect(all, idea.key).not.toMatch(ENGLISH_MARKERS);
      expect(idea.description, idea.key).toMatch(PRODUCT_WORD[language]);
    }
    // Check the phrase tables as a whole too, not only the six picked ideas.
    const pack = LANGUAGE_PACKS[language];
    const tables = [
      ...Object.values(pack.templates).flatMap((t) => [t.title, t.summary, t.scene]),
      ...Object.values(pack.weave).flat(),
      ...Object.values(pack.lighting),
      ...Object.values(pack.style),
      ...Object.values(pack.shape),
      pack.accent,
      ...Object.values(pack.motion.moves),
      pack.motion.subject,
      pack.motion.closing,
    ];
    for (const line of tables) expect(line).not.toMatch(ENGLISH_MARKERS);
  });

  it('writes English descriptions in English', () => {
    for (const idea of buildLocalScenarios(request('en'))) expect(idea.description).toMatch(PRODUCT_WORD.en);
  });

  it('applies French typography (non-breaking space before colons and inside guillemets)', () => {
    const ideas = buildLocalScenarios(request('fr'));
    for (const idea of ideas) {
      expect(idea.description).not.toMatch(/ [:;!?»]/);
      expect(idea.description).not.toMatch(/« /);
    }
    expect(ideas.some((i) => i.description.includes('«\u00a0Crème hydratante'))).toBe(true);
  });

  it('uses the language’s own quotation marks around user text', () => {
    expect(buildLocalScenarios(request('de'))[0]?.description).toContain('„Feuchtigkeitscreme mit Hyaluronsäure');
    expect(buildLocalScenarios(request('es'))[0]?.description).toContain('«Botella térmica de acero inoxidable');
    expect(buildLocalScenarios(request('pt'))[0]?.description).toContain('“Café especial 100% arábica');
  });
});

describe('local scenario engine: weaving user text', () => {
  it('quotes a cleaned, trimmed fragment of long, messy features', () => {
    const features =
      '✨ NOVO!!! Sérum facial com vitamina C pura a 15%, ácido ferúlico e vitamina E, que ilumina, uniformiza e protege a pele contra a oxidação diária\n- sem parabenos\n- vegano https://loja.example.com/serum "o melhor"';
    const ideas = buildLocalScenarios(request('pt', { features, audience: 'mulheres de 25 a 45 anos <b>exigentes</b>' }));
    for (const idea of ideas) {
      expect(idea.description).not.toContain('http');
      expect(idea.description).not.toContain('✨');
      expect(idea.description).not.toContain('<b>');
      expect(idea.description).not.toContain('\n');
      expect(idea.description).toMatch(/“NOVO!!! Sérum facial com vitamina C pura a 15%[^”]*…”/);
      expect(idea.description).toContain('“mulheres de 25 a 45 anos exigentes”');
    }
  });

  it('falls back to a neutral sentence without features or audience', () => {
    const ideas = buildLocalScenarios(request('es', { features: '', audience: '' }));
    for (const idea of ideas) expect(idea.description).toContain(LANGUAGE_PACKS.es.weave.none[0]);
  });

  it('mentions only the audience when features are empty', () => {
    const ideas = buildLocalScenarios(request('de', { features: '', audience: 'junge Eltern' }));
    for (const idea of ideas) expect(idea.description).toContain('„junge Eltern“');
  });
});

describe('local scenario engine: determinism and selection', () => {
  it('returns the same ideas for the same request', () => {
    for (const language of LANGUAGES) {
      expect(buildLocalScenarios(request(language))).toEqual(buildLocalScenarios(request(language)));
    }
  });

  it('varies with the input', () => {
    const a = buildLocalScenarios(request('en'));
    const b = buildLocalScenarios(request('en', { features: 'Waterproof hiking backpack, 30 litres' }));
    expect(a.map((i) => i.key)).not.toEqual(b.map((i) => i.key));
  });

  it('ignores case and accents in the seed (same ideas for CAFÉ and cafe)', () => {
    const a = buildLocalScenarios(request('pt', { features: 'CAFÉ torrado' }));
    const b = buildLocalScenarios(request('pt', { features: 'cafe torrado' }));
    expect(a.map((i) => i.key)).toEqual(b.map((i) => i.key));
  });

  const keysOf = (req: ScenarioRequest) => buildLocalScenarios(req).map((i) => i.key);

  it('picks a café or kitchen scene for coffee in Portuguese', () => {
    const keys = keysOf(request('pt', { features: 'Café em grãos torrado artesanalmente', audience: 'apreciadores' }));
    expect(keys.some((k) => k === 'cafe-table' || k === 'morning-kitchen')).toBe(true);
  });

  it.each([
    ['pt', 'Hidratante facial para pele seca'],
    ['en', 'Nourishing face cream for dry skin'],
    ['fr', 'Soin hydratant pour peaux sèches'],
    ['es', 'Crema hidratante para piel seca'],
    ['de', 'Gesichtscreme für trockene Haut'],
  ] as const)('picks the bathroom vanity for skincare in %s', (language, features) => {
    expect(keysOf(request(language, { features, audience: '' }))).toContain('bathroom-vanity');
  });

  it.each([
    ['Garrafa para academia e treino funcional', 'gym-bag'],
    ['Caderno e canetas para o escritório', 'desk-flatlay'],
    ['Kit presente para o Dia das Mães', 'gift-unboxing'],
    ['Protetor solar para a praia', 'beach-sand'],
    ['Panettone artesanal para o Natal', 'festive-table'],
    ['Kit de plantas e vasos de cerâmica sustentáveis', 'botanical-greenhouse'],
  ])('picks a matching scene for “%s”', (features, key) => {
    expect(keysOf(request('pt', { features, audience: '' }))).toContain(key);
  });

  it('picks the cinematic hero among the premium ideas for luxury, in any language', () => {
    for (const [language, features] of [
      ['pt', 'Relógio de luxo'],
      ['fr', 'Montre de luxe'],
      ['es', 'Reloj de lujo'],
      ['de', 'Luxus-Armbanduhr'],
      ['en', 'Luxury watch'],
    ] as const) {
      const premium = buildLocalScenarios(request(language, { features, audience: '' })).slice(-2);
      expect(premium.map((i) => i.key), language).toContain('cinematic-hero');
    }
  });

  it('lets the colour mood steer neutral requests (dark products get night or cinematic scenes)', () => {
    const dark = keysOf({ features: '', audience: '', language: 'en', analysis: { ...analysis, dominantColors: ['#0b0d12', '#1d2230'] }, imageEngine: 'openai' });
    expect(dark.some((k) => k === 'night-city-window' || k === 'cinematic-hero')).toBe(true);
  });

  it('describes the framing from the photo orientation', () => {
    const tall = buildLocalScenarios(request('en', { analysis: { ...analysis, width: 400, height: 1000 } }));
    expect(tall.some((i) => i.description.includes(LANGUAGE_PACKS.en.shape.tall))).toBe(true);
    expect(productShape(1000, 400)).toBe('wide');
    expect(productShape(500, 520)).toBe('square');
  });
});

describe('local scenario engine: accent colours', () => {
  const hueDistance = (a: number, b: number) => {
    const d = Math.abs(a - b) % 360;
    return d > 180 ? 360 - d : d;
  };

  it('harmonises each accent with the product’s key colour and keeps it muted', () => {
    const red = '#c0392b';
    const productHue = rgbToHsl(192, 57, 43).h;
    const ideas = buildLocalScenarios(request('en', { analysis: { ...analysis, dominantColors: [red, '#ffffff'] } }));
    for (const idea of ideas) {
      const template = SCENE_TEMPLATES.find((t) => t.key === idea.key);
      const rgb = parseHex(idea.scene.accent);
      expect(template && rgb).toBeTruthy();
      if (!template || !rgb) continue;
      const accent = rgbToHsl(rgb.r, rgb.g, rgb.b);
      const distance = hueDistance(accent.h, productHue);
      const expected = { complementary: [180], analogous: [30], split: [150] }[template.harmony];
      expect(expected.some((e) => Math.abs(distance - e) <= 3), `${idea.key} ${distance}`).toBe(true);
      expect(accent.s).toBeLessThanOrEqual(0.45);
    }
  });

  it('uses the scene’s own hue for an achromatic product and names the colour in the text', () => {
    const ideas = buildLocalScenarios(request('fr', { analysis: { ...analysis, dominantColors: ['#808080', '#f0f0f0'] } }));
    for (const idea of ideas) {
      const template = SCENE_TEMPLATES.find((t) => t.key === idea.key);
      const rgb = parseHex(idea.scene.accent);
      if (!template || !rgb) throw new Error('missing template or accent');
      const accent = rgbToHsl(rgb.r, rgb.g, rgb.b);
      expect(hueDistance(accent.h, template.fallbackHue)).toBeLessThanOrEqual(3);
      const name = LANGUAGE_PACKS.fr.colours[hueBucket(accent.h)][template.tone === 'light' ? 0 : 1];
      if (idea.description.includes('touches couleur')) expect(idea.description).toContain(`couleur ${name}`);
    }
  });
});
