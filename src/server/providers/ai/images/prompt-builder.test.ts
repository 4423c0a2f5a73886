/** The shared image prompt. */
import { describe, expect, it } from 'vitest';
import { ASPECT_RATIOS, STYLES, TIMES_OF_DAY, type ImageSettings } from '../../../../shared/catalog';
import { en } from '../../../engine/scenarios/local-catalog/en';
import { buildImagePrompt, orientationOf, peoplePolicy, PRODUCT_FRAME_SHARE, SCENARIO_MAX_CHARS } from './prompt-builder';

const settings: Pick<ImageSettings, 'style' | 'timeOfDay' | 'aspectRatio' | 'highlightProduct'> = {
  style: 'lifestyle',
  timeOfDay: 'golden_hour',
  aspectRatio: '3:2',
  highlightProduct: true,
};
const kitchen = en.templates['morning-kitchen'].scene;

describe('buildImagePrompt', () => {
  it('carries the scenario, style, light, ratio and the rules that keep the product unchanged', () => {
    const { prompt, negativePrompt } = buildImagePrompt({ scenario: kitchen, settings, scene: { surface: 'wood', backdrop: 'window', accent: '#c08040' } });
    expect(prompt).toContain(`Scene: ${kitchen}`);
    expect(prompt).toContain('authentic lifestyle photography');
    expect(prompt).toContain('golden-hour sunlight');
    expect(prompt).toContain('Frame: 3:2 landscape');
    expect(prompt).toContain('a wooden surface with a bright window behind it');
    expect(prompt).toContain('#c08040');
    for (const kept of ['shape', 'colours', 'label', 'printed text', 'logo']) expect(prompt).toContain(kept);
    expect(prompt).toMatch(/Do not redraw, restyle, recolour/);
    expect(negativePrompt).toContain('changed logo');
    expect(negativePrompt).toContain('watermark');
  });

  it('puts the product at about 70 percent when highlighted, about 20 percent in an environment-first scene', () => {
    const hero = buildImagePrompt({ scenario: kitchen, settings }).prompt;
    expect(hero).toContain(`about ${PRODUCT_FRAME_SHARE.highlighted} percent of the frame`);
    expect(hero).not.toContain('Environment first');
    const wide = buildImagePrompt({ scenario: kitchen, settings: { ...settings, highlightProduct: false } }).prompt;
    expect(wide).toContain('Environment first');
    expect(wide).toContain(`about ${PRODUCT_FRAME_SHARE.environment} percent of the frame`);
    expect(PRODUCT_FRAME_SHARE).toEqual({ highlighted: 70, environment: 20 });
  });

  it('describes every style, time of day and aspect ratio differently', () => {
    const styles = new Set(STYLES.map((style) => buildImagePrompt({ scenario: kitchen, settings: { ...settings, style } }).prompt));
    expect(styles.size).toBe(STYLES.length);
    const times = new Set(TIMES_OF_DAY.map((timeOfDay) => buildImagePrompt({ scenario: kitchen, settings: { ...settings, timeOfDay } }).prompt));
    expect(times.size).toBe(TIMES_OF_DAY.length);
    for (const aspectRatio of ASPECT_RATIOS) {
      expect(buildImagePrompt({ scenario: kitchen, settings: { ...settings, aspectRatio } }).prompt).toContain(`Frame: ${aspectRatio} ${orientationOf(aspectRatio)}`);
    }
    expect([orientationOf('9:16'), orientationOf('1:1'), orientationOf('16:9')]).toEqual(['portrait', 'square', 'landscape']);
  });

  it('with the product lock, asks to paint only around the product already placed, and not to move or redraw it', () => {
    const masked = buildImagePrompt({ scenario: kitchen, settings, locked: 'mask' }).prompt;
    const reference = buildImagePrompt({ scenario: kitchen, settings, locked: 'reference' }).prompt;
    for (const prompt of [masked, reference]) {
      expect(prompt).toContain('already placed at its final position and size on a plain grey ground');
      expect(prompt).toContain('do not move, resize, redraw');
      expect(prompt).toContain('contact shadow');
      expect(prompt).not.toContain(`about ${PRODUCT_FRAME_SHARE.highlighted} percent`);
      expect(prompt).toContain('Scene: ');
    }
    expect(masked).toContain('Paint only the masked area');
    expect(reference).not.toContain('mask');
  });

  it('varies the camera between the images of one generation', () => {
    const prompts = [0, 1, 2].map((variant) => buildImagePrompt({ scenario: kitchen, settings, variant }).prompt);
    expect(new Set(prompts).size).toBe(3);
    expect(buildImagePrompt({ scenario: kitchen, settings, variant: 3 }).prompt).toBe(prompts[0]);
  });

  it('shows no people unless the scenario asks, and faces only when it asks for them', () => {
    const none = buildImagePrompt({ scenario: kitchen, settings });
    expect(none.people).toBe('none');
    expect(none.prompt).toContain('No people, faces, hands');
    expect(none.negativePrompt).toContain('people, faces, hands');

    const handheld = buildImagePrompt({ scenario: en.templates['ugc-handheld'].scene, settings });
    expect(handheld.people).toBe('no_faces');
    expect(handheld.prompt).toContain('no recognisable faces');
    expect(handheld.negativePrompt).toContain('recognisable faces');
    expect(handheld.negativePrompt).not.toContain('hands');

    const portrait = buildImagePrompt({ scenario: 'A smiling woman holds the bottle up to her face in a sunny garden.', settings });
    expect(portrait.people).toBe('faces');
    expect(portrait.prompt).toContain('including their faces');
  });

  it('reads people and faces in all five languages, without false alarms on ordinary words', () => {
    expect(peoplePolicy('Uma mão segura o produto perto da janela.')).toBe('no_faces');
    expect(peoplePolicy('Deux mains tiennent le produit.')).toBe('no_faces');
    expect(peoplePolicy('Una mujer sonriendo sostiene el producto.')).toBe('faces');
    expect(peoplePolicy('Eine Hand hält das Produkt vor einem Fenster.')).toBe('no_faces');
    expect(peoplePolicy('Ein lächelndes Gesicht im Hintergrund.')).toBe('faces');
    expect(peoplePolicy('Le produit principal, posé sur une table en bois, en format portrait.')).toBe('none');
    expect(peoplePolicy('The main product, presented in a natural manner, portrait orientation.')).toBe('none');
    expect(peoplePolicy('O produto sobre uma mesa de mármore.')).toBe('none');
  });

  it('keeps long scenarios bounded and never sends an empty scene', () => {
    const long = `${'The product stands on a table. '.repeat(200)}`;
    const { prompt } = buildImagePrompt({ scenario: long, settings });
    const scene = prompt.split('\n').find((l) => l.startsWith('Scene: '))!;
    expect(scene.length).toBeLessThanOrEqual(SCENARIO_MAX_CHARS + 'Scene: '.length);
    expect(buildImagePrompt({ scenario: '   ', settings }).prompt).toContain('Scene: A tasteful setting');
  });
});
