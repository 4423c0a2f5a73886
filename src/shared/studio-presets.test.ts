/** Studio presets as data: defaults, what each preset lets a seller change, and Custom. */
import { describe, expect, it } from 'vitest';
import { defaultStudioSpec, resolveStudioSpec, STUDIO_PRESET_IDS, STUDIO_PRESETS } from './studio-presets';

describe('studio presets', () => {
  it('has the marketplace frames and rules of the issue', () => {
    expect(defaultStudioSpec('amazon')).toMatchObject({ width: 2000, height: 2000, format: 'jpg', background: '#FFFFFF', shadow: 'none', alignment: 'center', fill: 0.9, minFill: 0.88, maxFill: 0.92 });
    expect(STUDIO_PRESETS.amazon.minFill).toBe(0.85);
    expect(STUDIO_PRESETS.amazon.shadows).toEqual(['none', 'contact']);
    expect(defaultStudioSpec('shopify')).toMatchObject({ width: 2048, height: 2048, format: 'jpg' });
    expect(STUDIO_PRESETS.shopify.backgrounds).toEqual(['#FFFFFF', '#F5F5F5']);
    expect(defaultStudioSpec('etsy')).toMatchObject({ width: 2700, height: 2025 });
    expect(defaultStudioSpec('ebay')).toMatchObject({ width: 1600, height: 1600 });
    expect(defaultStudioSpec('instagram')).toMatchObject({ width: 1080, height: 1350 });
    expect(defaultStudioSpec('transparent')).toMatchObject({ format: 'png', background: 'transparent' });
    const google = defaultStudioSpec('google_shopping');
    expect(google.minFill).toBeGreaterThanOrEqual(0.75);
    expect(google.maxFill).toBeLessThanOrEqual(0.9);
    for (const id of STUDIO_PRESET_IDS) {
      const spec = defaultStudioSpec(id);
      expect(spec.minFill).toBeLessThanOrEqual(spec.fill);
      expect(spec.maxFill).toBeGreaterThanOrEqual(spec.fill);
      expect(Math.max(spec.width, spec.height)).toBeGreaterThanOrEqual(1000);
    }
  });

  it('accepts only the options a marketplace preset offers', () => {
    expect(resolveStudioSpec('amazon', { shadow: 'contact' }).spec?.shadow).toBe('contact');
    expect(resolveStudioSpec('amazon', { shadow: 'reflection' }).problems).toEqual(['shadow_not_offered']);
    expect(resolveStudioSpec('amazon', { background: '#F8F8F8' }).problems).toEqual(['background_not_offered']);
    expect(resolveStudioSpec('amazon', { background: '#ffffff' }).spec?.background).toBe('#FFFFFF');
    expect(resolveStudioSpec('amazon', { width: 3000 }).problems).toEqual(['custom_only']);
    expect(resolveStudioSpec('amazon', { alignment: 'top' }).problems).toEqual(['alignment_not_offered']);
    expect(resolveStudioSpec('shopify', { background: '#f5f5f5', shadow: 'reflection' }).spec).toMatchObject({ background: '#F5F5F5', shadow: 'reflection' });
    expect(resolveStudioSpec('shopify', { background: 'grey' }).problems).toEqual(['bad_background']);
  });

  it('lets Custom choose size, colour, padding, alignment, shadow and format', () => {
    const { spec } = resolveStudioSpec('custom', { width: 1200, height: 1600, background: '#112233', padding: 10, alignment: 'bottom', shadow: 'reflection', format: 'png' });
    expect(spec).toMatchObject({ width: 1200, height: 1600, background: '#112233', alignment: 'bottom', shadow: 'reflection', format: 'png' });
    expect(spec!.fill).toBeCloseTo(0.8);
    expect(resolveStudioSpec('custom', { background: 'transparent' }).spec?.format).toBe('png');
    expect(resolveStudioSpec('custom', { background: 'transparent', format: 'jpg' }).problems).toEqual(['transparent_needs_png']);
    expect(resolveStudioSpec('custom', { width: 100 }).problems).toEqual(['bad_size']);
    expect(resolveStudioSpec('custom', { padding: 45 }).problems).toEqual(['bad_padding']);
  });
});
