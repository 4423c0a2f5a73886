import { describe, expect, it } from 'vitest';
import { accentColour, colourMood, hslToHex, hueBucket, keyHue, parseHex, rgbToHsl, toHslList } from './colour';
import { cleanFragment, fill, hashString, matchTopics, normaliseText, seededUnit } from './text-utils';

describe('normaliseText', () => {
  it('drops accents, case and punctuation', () => {
    expect(normaliseText('Café Crème — Straße, Hautpflege-Set!')).toBe('cafe creme strasse hautpflege set');
    expect(normaliseText('Œuvre NIÑO São')).toBe('oeuvre nino sao');
  });
});

describe('matchTopics', () => {
  it.each([
    ['Café torrado', 'coffee'],
    ['cold brew coffee', 'coffee'],
    ['Eiskaffee', 'coffee'],
    ['creme para a pele', 'skincare'],
    ['soin pour la peau', 'skincare'],
    ['cuidado de la piel', 'skincare'],
    ['Pflege für die Haut', 'skincare'],
    ['brinquedo para crianças', 'kids'],
    ['pour les enfants', 'kids'],
    ['für Kinder', 'kids'],
    ['treino na academia', 'fitness'],
    ['produto sustentável e reciclável', 'eco'],
    ['nachhaltig', 'eco'],
    ['luxo', 'luxury'],
    ['luxe', 'luxury'],
    ['lujo', 'luxury'],
    ['Luxus', 'luxury'],
    ['home office', 'office'],
    ['presente de Natal', 'gift'],
    ['ao ar livre', 'outdoor'],
  ] as const)('“%s” -> %s', (text, topic) => {
    expect(matchTopics(text)[topic] ?? 0).toBeGreaterThan(0);
  });

  it('reads “haut de gamme” as luxury, not as German skin', () => {
    const topics = matchTopics('montre haut de gamme');
    expect(topics.luxury).toBeGreaterThan(0);
    expect(topics.skincare ?? 0).toBe(0);
  });

  it('counts distinct keywords per topic', () => {
    expect(matchTopics('café espresso latte').coffee).toBe(3);
    expect(matchTopics('')).toEqual({});
  });
});

describe('cleanFragment', () => {
  it('keeps short clean text as is', () => {
    expect(cleanFragment('Café 100% arábica', 90)).toBe('Café 100% arábica');
  });

  it('removes quotes, urls, emoji, tags and list bullets', () => {
    expect(cleanFragment('“Best” mug 🔥 see https://x.example/p <i>now</i>', 90)).toBe('Best mug see now');
    expect(cleanFragment('- leve\n- resistente\n- lavável', 90)).toBe('leve, resistente, lavável');
  });

  it('keeps the first sentence when it is long enough', () => {
    expect(cleanFragment('Crème riche pour peaux sèches. Sans parfum. Made in France.', 90)).toBe('Crème riche pour peaux sèches');
  });

  it('cuts long text at a word or comma boundary and marks the cut', () => {
    const text = 'Garrafa térmica de aço inox com parede dupla, mantém bebidas geladas por 24 horas e quentes por 12 horas';
    const out = cleanFragment(text, 60);
    expect(out.length).toBeLessThanOrEqual(60);
    expect(out.endsWith('…')).toBe(true);
    expect(out).toBe('Garrafa térmica de aço inox com parede dupla…');
  });

  it('returns an empty string when nothing meaningful remains', () => {
    expect(cleanFragment('  !!! ', 90)).toBe('');
    expect(cleanFragment('🔥🔥', 90)).toBe('');
  });
});

describe('hash and fill', () => {
  it('is stable', () => {
    expect(hashString('vitrine')).toBe(hashString('vitrine'));
    expect(hashString('vitrine')).not.toBe(hashString('Vitrine'));
    const u = seededUnit(42, 'x');
    expect(u).toBeGreaterThanOrEqual(0);
    expect(u).toBeLessThan(1);
  });

  it('fills placeholders', () => {
    expect(fill('a {x} b {y}', { x: '1' })).toBe('a 1 b {y}');
  });
});

describe('colour helpers', () => {
  it('round-trips hex and hsl', () => {
    const rgb = parseHex('#C0392B');
    expect(rgb).toEqual({ r: 192, g: 57, b: 43 });
    const hsl = rgbToHsl(192, 57, 43);
    expect(hslToHex(hsl)).toBe('#c0392b');
    expect(parseHex('#abc')).toEqual({ r: 170, g: 187, b: 204 });
    expect(parseHex('nope')).toBeNull();
  });

  it('reads warm/cool and light/dark moods', () => {
    expect(colourMood(toHslList(['#e67e22'])).warm).toBeGreaterThan(0.5);
    expect(colourMood(toHslList(['#2980b9'])).warm).toBeLessThan(-0.4);
    expect(colourMood(toHslList(['#111111'])).light).toBeLessThan(-0.8);
    expect(colourMood([])).toEqual({ warm: 0, light: 0 });
  });

  it('finds the key hue and builds muted accents', () => {
    expect(keyHue(toHslList(['#ffffff', '#c0392b']))).toBeCloseTo(rgbToHsl(192, 57, 43).h, 5);
    expect(keyHue(toHslList(['#808080']))).toBeNull();
    const { hsl } = accentColour(10, 'complementary', 0, 'light', false);
    expect(hsl.h).toBe(190);
    expect(hsl.s).toBeLessThanOrEqual(0.4);
    expect(hueBucket(190)).toBe('cyan');
    expect(hueBucket(350)).toBe('red');
  });
});

describe('matchTopics: words that mean different things across languages', () => {
  it('keeps ambiguous words out of the wrong topic', () => {
    expect(matchTopics('Protein bar, no added sugar').urban ?? 0).toBe(0);
    expect(matchTopics('Ce sérum a été conçu pour les peaux sensibles').beach ?? 0).toBe(0);
    expect(matchTopics('Balm for muscle pain').food ?? 0).toBe(0);
    expect(matchTopics('Durable waterproof backpack').eco ?? 0).toBe(0);
    expect(matchTopics('Robe légère pour l’été').beach).toBeGreaterThan(0);
  });
});
