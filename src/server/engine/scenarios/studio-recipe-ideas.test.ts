import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../../shared/catalog';
import { parseHex, rgbToHsl } from './colour';
import { LANGUAGE_PACKS } from './local-catalog';
import { deniedProps } from './local-catalog/prop-deny-list';
import { STUDIO_PACKS } from './local-catalog/studio-index';
import { RECIPE_KEYS, recipesFor, STUDIO_RECIPES } from './local-catalog/studio-recipes';
import { productClassOf } from './local-signals';
import { TEMPLATE_KEYS } from './local-catalog/templates';
import { buildLocalScenarios, createLocalScenarioEngine, usesStudioRecipes } from './local-scenario-engine';
import { readSignals } from './local-signals';
import { detectMotionIntent } from './motion-intent';
import { roundsIn } from './round-picker';
import {
  PREMIUM_SCENARIO_COUNT,
  SCENARIO_COUNT,
  SCENARIO_LIMITS,
  scenarioIdeasSchema,
  type ScenarioIdea,
  type ScenarioRequest,
} from '../../providers/ai/scenarios/scenario-provider';
import { recipeIdea } from './studio-recipe-ideas';

const analysis = { width: 600, height: 800, hasAlpha: false, dominantColors: ['#3b2a20', '#d8c3a5', '#8a5a3c'] };

function request(language: Language, features: string, audience = '', over: Partial<ScenarioRequest> = {}): ScenarioRequest {
  return { features, audience, language, analysis, ...over };
}

function expectValidIdeas(ideas: ScenarioIdea[]): void {
  expect(() => scenarioIdeasSchema.parse(ideas)).not.toThrow();
  expect(new Set(ideas.map((i) => `${i.scene.surface}+${i.scene.backdrop}`)).size).toBe(SCENARIO_COUNT);
  for (const idea of ideas) {
    expect(RECIPE_KEYS).toContain(idea.key);
    expect(idea.scene.set).toBeDefined();
    expect(idea.scene.gobo).toBeDefined();
    expect(idea.description).not.toMatch(/\{\w+\}|undefined|null|NaN/);
  }
}

/** Briefs per product kind, as sellers type them, in the five languages. */
const COFFEE: Record<Language, string> = {
  pt: 'Café especial torrado, notas de chocolate',
  en: 'Specialty roasted coffee beans with notes of chocolate',
  fr: 'Café de spécialité torréfié, notes de chocolat',
  es: 'Café de especialidad tostado, notas de chocolate',
  de: 'Frisch gerösteter Kaffee mit Schokoladennoten',
};
const TECH: Record<Language, string> = {
  pt: 'Fone de ouvido sem fio com cancelamento de ruído',
  en: 'Wireless noise-cancelling headphones',
  fr: 'Casque sans fil à réduction de bruit',
  es: 'Auriculares inalámbricos con cancelación de ruido',
  de: 'Kabellose Kopfhörer mit Geräuschunterdrückung',
};
const SKINCARE: Record<Language, string> = {
  pt: 'Sérum facial com ácido hialurônico',
  en: 'Hyaluronic face serum for dry skin',
  fr: 'Sérum visage à l’acide hyaluronique',
  es: 'Sérum facial con ácido hialurónico',
  de: 'Gesichtsserum mit Hyaluronsäure',
};
const LUXURY: Record<Language, string> = {
  pt: 'Relógio de luxo em ouro',
  en: 'Luxury gold watch',
  fr: 'Montre de luxe en or',
  es: 'Reloj de lujo en oro',
  de: 'Luxus-Armbanduhr aus Gold',
};

/** Every text the studio packs can put into an idea, per language. */
function studioLines(language: Language): string[] {
  const s = STUDIO_PACKS[language];
  const lines = [
    ...Object.values(s.titles),
    ...Object.values(s.set),
    ...Object.values(s.surface),
    ...Object.values(s.backdrop),
    ...Object.values(s.gobo),
    ...Object.values(s.palette),
    ...Object.values(s.lighting),
    ...Object.values(s.style),
    ...Object.values(s.shape),
  ];
  for (const r of STUDIO_RECIPES) {
    lines.push(s.summary[r.set].replace('{surface}', s.on[r.surface]).replace('{backdrop}', s.against[r.backdrop]));
    lines.push(s.named.summary[r.set].replace('{product}', '').replace('{surface}', s.on[r.surface]).replace('{backdrop}', s.against[r.backdrop]));
    lines.push(s.flat.summary.replace('{surface}', s.on[r.surface]));
    lines.push(s.named.flat.replace('{product}', '').replace('{surface}', s.on[r.surface]));
    for (const title of [...Object.values(s.flat.title), ...Object.values(s.flat.byTime)]) lines.push(title.replace('{surface}', s.surfaceName[r.surface]));
  }
  lines.push(s.flat.set);
  return lines;
}

describe('studio recipes: the catalogue', () => {
  it('holds at least 24 recipes, 5 rounds of 4 regular + 2 premium, with unique surface + backdrop pairs', () => {
    expect(STUDIO_RECIPES.length).toBeGreaterThanOrEqual(24);
    expect(new Set(STUDIO_RECIPES.map((r) => r.key)).size).toBe(STUDIO_RECIPES.length);
    expect(new Set(STUDIO_RECIPES.map((r) => `${r.surface}+${r.backdrop}`)).size).toBe(STUDIO_RECIPES.length);
    expect(roundsIn(STUDIO_RECIPES, SCENARIO_COUNT - PREMIUM_SCENARIO_COUNT, PREMIUM_SCENARIO_COUNT)).toBeGreaterThanOrEqual(4);
    expect(STUDIO_RECIPES.filter((r) => r.premium).length * 2).toBe(STUDIO_RECIPES.filter((r) => !r.premium).length);
  });

  it.each(LANGUAGES)('fits every text within its limits in %s (all recipes, short and long briefs)', (language) => {
    const s = STUDIO_PACKS[language];
    const upright = readSignals(request(language, ''), language);
    const long = { features: 'x'.repeat(89), audience: 'y'.repeat(59) };
    for (const name of Object.values(s.surfaceName)) {
      for (const title of [...Object.values(s.flat.title), ...Object.values(s.flat.byTime)]) {
        expect(title.replace('{surface}', name).length, title).toBeLessThanOrEqual(SCENARIO_LIMITS.titleMax);
      }
    }
    for (const r of STUDIO_RECIPES) {
      expect(s.titles[r.key].length, `${language}/${r.key} title`).toBeLessThanOrEqual(SCENARIO_LIMITS.titleMax);
      for (const fragments of [{ features: '', audience: '' }, long]) {
        for (const [hue, signals] of [[null, upright], [20, upright], [210, { ...upright, flatLay: true }]] as const) {
          const idea = recipeIdea(r, language, fragments, hue, signals);
          expect(idea.title.length, `${language}/${r.key} title`).toBeLessThanOrEqual(SCENARIO_LIMITS.titleMax);
          expect(idea.summary.length, `${language}/${r.key} summary`).toBeLessThanOrEqual(SCENARIO_LIMITS.summaryMax);
          expect(idea.summary).not.toMatch(/[.!?]\s+\p{Lu}/u);
          expect(idea.description.length, `${language}/${r.key}`).toBeGreaterThanOrEqual(SCENARIO_LIMITS.descriptionMin);
          expect(idea.description.length, `${language}/${r.key}`).toBeLessThanOrEqual(SCENARIO_LIMITS.descriptionMax);
        }
      }
    }
  });
});

describe('studio recipes: ideas that name the product and its audience', () => {
  const briefs = {
    en: ['Fresh oranges, sweet and juicy', 'Busy families', 'Fresh oranges', 'for busy families.'],
    pt: ['Laranjas frescas, doces', 'Famílias ocupadas', 'Laranjas frescas', 'para famílias ocupadas.'],
    fr: ['Tasse à espresso en porcelaine', 'Amateurs de café', 'Tasse à espresso en porcelaine', 'pour amateurs de café.'],
    es: ['Taza de espresso, de porcelana', 'Amantes del café', 'Taza de espresso', 'para amantes del café.'],
    de: ['Espressotasse aus Porzellan', 'Kaffeeliebhaber', 'Espressotasse aus Porzellan', 'für Kaffeeliebhaber.'],
  } as const;

  it.each(LANGUAGES)('names the product from the features and its audience in every summary, one sentence, in %s', (language) => {
    const [features, audience, name, forWhom] = briefs[language];
    for (let round = 0; round < 5; round += 1) {
      for (const idea of buildLocalScenarios(request(language, features, audience, { round }))) {
        expect(idea.summary.startsWith(name), idea.summary).toBe(true);
        expect(idea.summary.endsWith(forWhom), idea.summary).toBe(true);
        expect(idea.summary).not.toMatch(/[.!?]\s+\p{Lu}/u);
        expect(idea.summary.length).toBeLessThanOrEqual(SCENARIO_LIMITS.summaryMax);
      }
    }
    // Without features or audience, the generic sentence.
    const [plain] = buildLocalScenarios(request(language, '', ''));
    expect(plain!.summary.startsWith(STUDIO_PACKS[language].summary.none.split(' ')[0]!)).toBe(true);
  });
});

describe('studio recipes: honest naming', () => {
  it.each(LANGUAGES)('names no prop the renderer cannot draw, in %s', (language) => {
    for (const line of studioLines(language)) expect(deniedProps(line, language), line).toEqual([]);
    // Whole ideas too, with the language's own weaving sentences (user text left out).
    for (let round = 0; round < 5; round += 1) {
      for (const idea of buildLocalScenarios(request(language, '', '', { round }))) {
        expect(deniedProps(`${idea.title} ${idea.summary} ${idea.description}`, language), idea.key).toEqual([]);
      }
    }
  });

  it.each(LANGUAGES)('the deny-list catches the hosted scenes’ props in %s', (language) => {
    const kitchen = LANGUAGE_PACKS[language].templates['morning-kitchen'];
    expect(deniedProps(`${kitchen.title} ${kitchen.scene}`, language).length).toBeGreaterThan(0);
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))('writes %s without English leftovers', (language) => {
    const english = /\b(the|and|with|product|light|shadow|plinth|steps|sweep|wall)\b/i;
    for (const line of studioLines(language)) expect(line).not.toMatch(english);
  });

  it.each(LANGUAGES)('never names a camera move in %s (the video engine reads scenario text)', (language) => {
    for (const line of studioLines(language)) expect(detectMotionIntent(line), line).toBeNull();
  });
});

describe('studio recipes: the six ideas', () => {
  it.each(LANGUAGES)('are six valid ideas, the last two premium, with set and gobo hints, in %s', async (language) => {
    const ideas = await createLocalScenarioEngine().suggest(request(language, COFFEE[language], 'amantes de café'));
    expectValidIdeas(ideas);
  });

  it('are the same for the same request, and round 0 is the default', () => {
    for (const language of LANGUAGES) {
      const req = request(language, TECH[language]);
      expect(buildLocalScenarios(req)).toEqual(buildLocalScenarios({ ...req }));
      expect(buildLocalScenarios(req)).toEqual(buildLocalScenarios({ ...req, round: 0 }));
    }
  });

  it('survive unusual input', () => {
    const ideas = buildLocalScenarios({
      features: '  ',
      audience: '',
      language: 'it' as unknown as Language,
      analysis: { width: 0, height: Number.NaN, hasAlpha: false, dominantColors: ['red', '#12'] },
      round: -3.5,
    });
    expectValidIdeas(ideas);
  });

  it('harmonise the set colour with the product: tonal close to its hue, complementary opposite', () => {
    const red = rgbToHsl(192, 57, 43).h;
    for (let round = 0; round < 5; round += 1) {
      for (const idea of buildLocalScenarios(request('en', '', '', { round, analysis: { ...analysis, dominantColors: ['#c0392b', '#ffffff'] } }))) {
        const recipe = STUDIO_RECIPES.find((r) => r.key === idea.key);
        const rgb = parseHex(idea.scene.accent);
        if (!recipe || !rgb) throw new Error(`missing recipe or accent for ${idea.key}`);
        const d = Math.abs(rgbToHsl(rgb.r, rgb.g, rgb.b).h - red) % 360;
        const distance = d > 180 ? 360 - d : d;
        if (recipe.palette === 'tonal') expect(distance, idea.key).toBeLessThanOrEqual(12);
        else expect(distance, idea.key).toBeGreaterThanOrEqual(170);
      }
    }
  });
});

describe('studio recipes: New ideas', () => {
  const briefs: Array<[Language, string, string]> = [
    ['pt', COFFEE.pt, 'quem trabalha em casa'],
    ['en', TECH.en, 'commuters'],
    ['fr', SKINCARE.fr, 'femmes actives'],
    ['de', '', ''],
  ];

  it.each(briefs)('deal five rounds with no repeats, then start over (%s)', (language, features, audience) => {
    const seen = new Set<string>();
    for (let round = 0; round < 5; round += 1) {
      const ideas = buildLocalScenarios(request(language, features, audience, { round }));
      expectValidIdeas(ideas);
      for (const idea of ideas) {
        expect(seen.has(idea.key), `round ${round} repeats ${idea.key}`).toBe(false);
        seen.add(idea.key);
      }
    }
    expect(seen.size).toBe(recipesFor('tabletop').length);
    const again = buildLocalScenarios(request(language, features, audience, { round: 5 }));
    expectValidIdeas(again);
    expect(buildLocalScenarios(request(language, features, audience, { round: 5 }))).toEqual(again);
  });
});

describe('studio recipes: product fit', () => {
  const regular = (ideas: ScenarioIdea[]) => ideas.slice(0, SCENARIO_COUNT - PREMIUM_SCENARIO_COUNT);

  it.each(LANGUAGES)('a coffee brief gets warm wood and linen sets first, in %s', (language) => {
    const ideas = regular(buildLocalScenarios(request(language, COFFEE[language])));
    expect(['wood', 'linen']).toContain(ideas[0]?.scene.surface);
    expect(ideas.filter((i) => i.scene.surface === 'wood' || i.scene.surface === 'linen').length).toBeGreaterThanOrEqual(2);
    expect(ideas.filter((i) => i.suggestedTimeOfDay === 'golden_hour' || i.suggestedTimeOfDay === 'soft_morning').length).toBeGreaterThanOrEqual(2);
  });

  it.each(LANGUAGES)('a tech brief gets concrete, glass and slatted light, in %s', (language) => {
    const ideas = regular(buildLocalScenarios(request(language, TECH[language], '', { analysis: { ...analysis, dominantColors: ['#1d1f24', '#9aa0a8'] } })));
    expect(['concrete', 'glass']).toContain(ideas[0]?.scene.surface);
    expect(ideas.filter((i) => i.scene.surface === 'concrete' || i.scene.gobo === 'blinds').length).toBeGreaterThanOrEqual(2);
  });

  it.each(LANGUAGES)('a skincare brief gets marble and soft light, in %s', (language) => {
    const ideas = regular(buildLocalScenarios(request(language, SKINCARE[language], '', { analysis: { ...analysis, dominantColors: ['#f2e6df', '#c9a99a'] } })));
    expect(ideas.some((i) => i.scene.surface === 'marble')).toBe(true);
    expect(ideas.some((i) => i.suggestedTimeOfDay === 'soft_morning')).toBe(true);
  });

  it.each(LANGUAGES)('a luxury brief gets the dark cinematic arch among the premium ideas, in %s', (language) => {
    const premium = buildLocalScenarios(request(language, LUXURY[language])).slice(-PREMIUM_SCENARIO_COUNT);
    expect(premium.map((i) => i.key)).toContain('dark-arch-cinematic');
  });

  it('gives different products different first six', () => {
    const products: ScenarioRequest[] = [
      request('en', COFFEE.en),
      request('en', TECH.en, '', { analysis: { ...analysis, dominantColors: ['#1d1f24', '#9aa0a8'] } }),
      request('en', SKINCARE.en, '', { analysis: { ...analysis, dominantColors: ['#f2e6df', '#c9a99a'] } }),
      request('en', LUXURY.en, '', { analysis: { ...analysis, dominantColors: ['#b8902f', '#111111'] } }),
      request('en', 'An orange', '', { analysis: { width: 800, height: 800, hasAlpha: false, dominantColors: ['#f08a1c', '#ffffff'] } }),
      request('en', 'Motorcycle', 'riders', { analysis: { width: 1200, height: 700, hasAlpha: false, dominantColors: ['#c0392b', '#222222'] } }),
    ];
    const sixes = products.map((req) => buildLocalScenarios(req).map((i) => i.key).join(','));
    expect(new Set(sixes).size).toBe(products.length);
  });

  it.each(LANGUAGES)('names a top-down photo’s ideas after the surface and light, with no set piece or backdrop, in %s', (language) => {
    const setWords = /\b(podium|plinth|steps|arch|blocks?|sphere|wall|sweep|pódio|pedestal|degraus|arco|blocos?|esfera|parede|socle|marches|arche|sph[eè]re|mur|podio|escalones|bloques?|pared|Podest|Sockel|Stufen|Bogen|Bl[oö]cke?|Kugel|Wand|Hohlkehle)\b/i;
    for (let round = 0; round < 5; round += 1) {
      const ideas = buildLocalScenarios(request(language, 'Assorted sweets', '', { round, analysis: { ...analysis, flatLay: true } }));
      expectValidIdeas(ideas);
      expect(new Set(ideas.map((i) => i.title)).size, `round ${round}`).toBe(SCENARIO_COUNT);
      for (const idea of ideas) {
        expect(idea.scene.set, idea.key).toBe('none');
        expect(`${idea.title} ${idea.summary}`, idea.key).not.toMatch(setWords);
        expect(idea.description, idea.key).toContain(STUDIO_PACKS[language].flat.set);
      }
    }
  });
});

describe('studio recipes: product class', () => {
  it('reads the class of a product from its features in five languages', () => {
    const cases: Array<[string, string]> = [
      ['Red motorcycle, 650 cc', 'vehicle'],
      ['Moto custom com tanque cromado', 'vehicle'],
      ['Motorrad mit Chromtank', 'vehicle'],
      ['Vélo de ville électrique', 'vehicle'],
      ['Three-seater linen sofa', 'large'],
      ['Geladeira inox frost free', 'large'],
      ['Kühlschrank aus Edelstahl', 'large'],
      ['Boucles d’oreilles en argent', 'small'],
      ['Anillo de oro con circonita', 'small'],
      ['Isqueiro de metal recarregável', 'small'],
      ['Leather sneakers for everyday wear', 'wearable'],
      ['Robe d’été en lin', 'wearable'],
      ['Organic oranges from the Algarve', 'tabletop'],
      ['Espresso cup, porcelain', 'tabletop'],
      ['', 'tabletop'],
    ];
    for (const [features, expected] of cases) expect(productClassOf(features), features).toBe(expected);
  });

  it.each(LANGUAGES)('offers a vehicle floor sets only, named as floors, in every round (%s)', (language) => {
    const features = { pt: 'Moto esportiva vermelha', en: 'Red sports motorcycle', fr: 'Moto sportive rouge', es: 'Moto deportiva roja', de: 'Rotes Sportmotorrad' }[language];
    for (let round = 0; round < 3; round += 1) {
      const ideas = buildLocalScenarios(request(language, features, '', { round, analysis: { width: 1600, height: 900, hasAlpha: false, dominantColors: ['#c0392b', '#222222'] } }));
      expectValidIdeas(ideas);
      for (const idea of ideas) {
        expect(idea.scene.set, idea.key).toBe('none');
        expect(idea.scene.productClass).toBe('vehicle');
        expect(['wood', 'marble', 'concrete', 'paper', 'terrazzo'], idea.key).toContain(idea.scene.surface);
        expect(idea.scene.backdrop, idea.key).not.toBe('shelf');
        expect(Object.values(STUDIO_PACKS[language].floor).some((phrase) => idea.summary.includes(phrase)), `${idea.key}: ${idea.summary}`).toBe(true);
      }
    }
  });

  it('gives a vehicle and a tabletop product at most one idea in common', () => {
    const bike = buildLocalScenarios(request('en', 'Red sports motorcycle', 'riders')).map((i) => i.key);
    for (const features of ['Organic oranges', 'Handmade ceramic espresso cup', 'Silver earrings', 'Leather sneakers']) {
      const other = buildLocalScenarios(request('en', features)).map((i) => i.key);
      expect(other.filter((k) => bike.includes(k)).length, features).toBeLessThanOrEqual(1);
    }
  });
});

describe('idea catalogue by image engine', () => {
  it('deals studio recipes for the local renderer (also when none is named) and the richer scenes for hosted engines', () => {
    for (const language of LANGUAGES) {
      for (const imageEngine of [undefined, 'local'] as const) {
        const keys = buildLocalScenarios(request(language, COFFEE[language], '', imageEngine ? { imageEngine } : {})).map((i) => i.key);
        for (const key of keys) expect(RECIPE_KEYS).toContain(key);
      }
      for (const imageEngine of ['openai', 'gemini', 'fal'] as const) {
        const ideas = buildLocalScenarios(request(language, COFFEE[language], '', { imageEngine }));
        for (const idea of ideas) expect(TEMPLATE_KEYS).toContain(idea.key);
        expect(ideas.map((i) => i.key)).toContain('morning-kitchen');
      }
    }
    expect(usesStudioRecipes({})).toBe(true);
    expect(usesStudioRecipes({ imageEngine: 'fal' })).toBe(false);
  });

  it('deals hosted rounds without repeats too', () => {
    const first = buildLocalScenarios(request('en', COFFEE.en, '', { imageEngine: 'openai' })).map((i) => i.key);
    const second = buildLocalScenarios(request('en', COFFEE.en, '', { imageEngine: 'openai', round: 1 })).map((i) => i.key);
    expect(second.filter((k) => first.includes(k))).toEqual([]);
  });
});
