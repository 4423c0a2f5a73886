import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../../shared/catalog';
import { LANGUAGE_PACKS } from './local-catalog';
import { buildLocalScenarios } from './local-scenario-engine';
import { MOTION_INTENTS, detectMotionIntent, parseMotionIntent } from './motion-intent';
import { chooseMotionIntent, suggestMotionPrompt } from './motion-prompt';
import { SCENARIO_LIMITS } from '../../providers/ai/scenarios/scenario-provider';

const FEATURES: Record<Language, string> = {
  pt: 'Café especial 100% arábica, torra média',
  en: 'Organic cold brew coffee concentrate',
  fr: 'Crème hydratante visage, texture légère',
  es: 'Botella térmica de acero inoxidable',
  de: 'Feuchtigkeitscreme mit Hyaluronsäure',
};

describe('parseMotionIntent', () => {
  it.each(LANGUAGES)('recognises every move phrase of the %s pack', (language) => {
    for (const intent of MOTION_INTENTS) {
      expect(parseMotionIntent(LANGUAGE_PACKS[language].motion.moves[intent]), `${language}/${intent}`).toBe(intent);
    }
  });

  it.each([
    ['slow push-in on the bottle', 'push_in'],
    ['Zoom in slowly', 'push_in'],
    ['aproximar a câmera devagar', 'push_in'],
    ['zoom avant progressif', 'push_in'],
    ['acercamiento suave', 'push_in'],
    ['Kamera zoomt langsam heran: Heranzoomen', 'push_in'],
    ['zoom out to reveal the table', 'pull_out'],
    ['câmera se afasta devagar', 'pull_out'],
    ['travelling arrière très lent', 'pull_out'],
    ['la cámara se aleja', 'pull_out'],
    ['langsame Rückfahrt', 'pull_out'],
    ['pan from right to left', 'pan_left'],
    ['panorâmica da esquerda para a direita', 'pan_right'],
    ['panoramique vers la gauche', 'pan_left'],
    ['paneo hacia la derecha', 'pan_right'],
    ['Schwenk nach links', 'pan_left'],
    ['Kameraschwenk nach rechts', 'pan_right'],
    ['orbit around the jar', 'orbit'],
    ['câmera orbitando o produto', 'orbit'],
    ['mouvement orbital autour du flacon', 'orbit'],
    ['movimiento orbital con paralaje', 'orbit'],
    ['Kreisbewegung um das Produkt', 'orbit'],
  ] as const)('“%s” -> %s', (prompt, intent) => {
    expect(parseMotionIntent(prompt)).toBe(intent);
  });

  it('defaults to push_in when nothing is recognised', () => {
    expect(parseMotionIntent('')).toBe('push_in');
    expect(parseMotionIntent('um vídeo bonito do produto')).toBe('push_in');
    expect(detectMotionIntent('something unrelated')).toBeNull();
  });

  it('does not read Spanish “pan” (bread) as a pan when another move is named first', () => {
    expect(parseMotionIntent('Acercamiento lento hacia el pan de masa madre')).toBe('push_in');
  });
});

describe('suggestMotionPrompt', () => {
  it.each(LANGUAGES)('stays within 500 characters and is written in %s', (language) => {
    const long = `${FEATURES[language]} `.repeat(40);
    for (const features of [FEATURES[language], long, '']) {
      const prompt = suggestMotionPrompt({ features, language, scenario: long });
      expect(prompt.length).toBeGreaterThan(40);
      expect(prompt.length).toBeLessThanOrEqual(SCENARIO_LIMITS.motionPromptMax);
      if (language !== 'en') expect(prompt).not.toMatch(/\b(the|and|with|product|camera|slow)\b/i);
    }
  });

  it('describes exactly the move that parseMotionIntent reads back, for scenario titles and descriptions', () => {
    for (const language of LANGUAGES) {
      const ideas = buildLocalScenarios({
        features: FEATURES[language],
        audience: '',
        language,
        analysis: { width: 600, height: 400, hasAlpha: false, dominantColors: ['#c0392b'] },
      });
      for (const idea of ideas) {
        for (const scenario of [idea.title, idea.description]) {
          const req = { features: FEATURES[language], language, scenario };
          const prompt = suggestMotionPrompt(req);
          expect(parseMotionIntent(prompt), `${language}/${idea.key}: ${prompt}`).toBe(chooseMotionIntent(req));
        }
      }
    }
  });

  it('picks moves from the product and scene', () => {
    expect(chooseMotionIntent({ features: 'Relógio de luxo em ouro', language: 'pt' })).toBe('orbit');
    expect(chooseMotionIntent({ features: 'Coffret cadeau pour Noël', language: 'fr' })).toBe('pull_out');
    expect(chooseMotionIntent({ features: 'Toalla de playa', language: 'es' })).toMatch(/^pan_(left|right)$/);
    expect(chooseMotionIntent({ features: 'Gesichtscreme', language: 'de' })).toBe('push_in');
    expect(chooseMotionIntent({ features: '', language: 'en' })).toBe('push_in');
  });

  it('honours a move the user names explicitly', () => {
    const req = { features: 'Relógio de luxo', language: 'pt' as const, scenario: 'panorâmica para a esquerda na vitrine' };
    expect(chooseMotionIntent(req)).toBe('pan_left');
    expect(suggestMotionPrompt(req)).toContain(LANGUAGE_PACKS.pt.motion.moves.pan_left);
  });

  it('never suggests an orbit for an image whose cut-out cannot carry one, named or chosen', () => {
    const luxury = { features: 'Relógio de luxo em ouro', language: 'pt' as const };
    const named = { features: 'Mug', language: 'en' as const, scenario: 'orbit around the mug' };
    expect(chooseMotionIntent({ ...luxury, orbit: true })).toBe('orbit');
    expect(chooseMotionIntent({ ...luxury, orbit: false })).toBe('push_in');
    expect(chooseMotionIntent({ ...named, orbit: false })).toBe('push_in');
    expect(suggestMotionPrompt({ ...named, orbit: false })).toContain(LANGUAGE_PACKS.en.motion.moves.push_in);
    expect(parseMotionIntent(suggestMotionPrompt({ ...luxury, orbit: false }))).toBe('push_in');
    // Other moves are untouched.
    expect(chooseMotionIntent({ ...named, scenario: 'pan left across the shelf', orbit: false })).toBe('pan_left');
  });

  it('names the product by its features, and the scenario only as the setting', () => {
    const prompt = suggestMotionPrompt({ features: 'Porcelain espresso cup', language: 'en', scenario: 'Festive table' });
    expect(prompt).toContain('The product (“Porcelain espresso cup”)');
    expect(prompt).not.toContain('The product (“Festive table');
  });

  it('is deterministic and quotes a short features fragment', () => {
    const req = { features: 'Vela aromática de soja com óleos essenciais de lavanda e alecrim, 200 g, queima limpa', language: 'pt' as const };
    expect(suggestMotionPrompt(req)).toBe(suggestMotionPrompt(req));
    expect(suggestMotionPrompt(req)).toMatch(/O produto \(“Vela aromática de soja[^”]*”\)/);
  });
});
