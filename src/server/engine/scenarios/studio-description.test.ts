/** The description of a studio render names what was drawn, in the idea's language. */
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../shared/catalog';
import { STUDIO_PACKS } from './local-catalog/studio-index';
import { describeStudioRender } from './studio-description';

describe('describeStudioRender', () => {
  it('names the set piece, surface, backdrop and light that were drawn, never another', () => {
    const text = describeStudioRender(
      { set: 'none', gobo: 'none', flatLay: false, scene: { surface: 'concrete', backdrop: 'seamless', accent: '#8090a0' } },
      { timeOfDay: 'golden_hour', style: 'studio' },
      'en',
    );
    expect(text).toContain(STUDIO_PACKS.en.set.none);
    expect(text).toContain(STUDIO_PACKS.en.surface.concrete);
    expect(text).toContain(STUDIO_PACKS.en.backdrop.seamless);
    expect(text).toContain(STUDIO_PACKS.en.lighting.golden_hour);
    expect(text).not.toMatch(/podium|plinth|sphere|step/i);
  });

  it('describes a flat lay without a backdrop, in each language', () => {
    for (const language of LANGUAGES) {
      const text = describeStudioRender(
        { set: 'none', gobo: 'foliage', flatLay: true, scene: { surface: 'linen', backdrop: 'wall', accent: '#c08040' } },
        { timeOfDay: 'natural', style: 'natural' },
        language,
      );
      expect(text, language).toContain(STUDIO_PACKS[language].flat.set.slice(0, 20));
      expect(text, language).not.toContain(STUDIO_PACKS[language].backdrop.wall.slice(0, 20));
      expect(text, language).toContain(STUDIO_PACKS[language].gobo.foliage.slice(0, 20));
    }
  });

  it('names the set piece with its colour', () => {
    const text = describeStudioRender(
      { set: 'podium', gobo: 'window', flatLay: false, scene: { surface: 'marble', backdrop: 'window', accent: '#3050c0' } },
      { timeOfDay: 'natural', style: 'minimal' },
      'en',
    );
    // A dark blue (lightness under a half) is named with the dark word of its family.
    expect(text).toContain('podium in navy');
  });
});
