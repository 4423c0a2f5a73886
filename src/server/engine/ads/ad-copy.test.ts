/**
 * Local ad copy: 3 to 5 candidates of each text in each of the five languages, built from the
 * seller's own words only (no superlative, urgency or number that is not in the brief), the offer
 * only when the seller typed one, and every candidate within its length limit.
 */
import { describe, expect, it } from 'vitest';
import { AD_ANGLES, AD_TEXT_LIMITS, AD_TONES } from '../../../shared/ad-creatives';
import { LANGUAGES } from '../../../shared/languages';
import { featurePhrases, localAdCopy } from './ad-copy';

const brief = { title: 'Terracotta pot', features: 'Handmade in Portugal, 18 cm wide, drainage hole with saucer', audience: 'people who grow herbs at home', brandName: 'Barro & Co' };

describe('localAdCopy', () => {
  it('writes 3 to 5 candidates of each text, within the limits, for every language, angle and tone', () => {
    for (const language of LANGUAGES) {
      for (const angle of AD_ANGLES) {
        for (const tone of AD_TONES) {
          const copy = localAdCopy({ language, angle, tone, ...brief, offer: angle === 'offer' ? '-20% until Sunday' : '' });
          for (const [list, max] of [[copy.headlines, AD_TEXT_LIMITS.headline], [copy.sublines, AD_TEXT_LIMITS.subline], [copy.ctas, AD_TEXT_LIMITS.cta]] as const) {
            expect(list.length).toBeGreaterThanOrEqual(3);
            expect(list.length).toBeLessThanOrEqual(5);
            for (const text of list) expect(text.length).toBeLessThanOrEqual(max);
          }
          // Numbers come from the brief only.
          for (const text of [...copy.headlines, ...copy.sublines]) for (const n of text.match(/\d+/g) ?? []) expect(`${brief.features} -20%`).toContain(n);
        }
      }
    }
  });

  it('puts the offer only where the seller typed one, word for word', () => {
    const withOffer = localAdCopy({ language: 'pt', angle: 'offer', tone: 'friendly', ...brief, offer: '-20% até domingo' });
    expect(withOffer.headlines.every((h) => h.includes('-20% até domingo'))).toBe(true);
    const without = localAdCopy({ language: 'pt', angle: 'offer', tone: 'friendly', ...brief, offer: '' });
    for (const h of without.headlines) expect(h).not.toMatch(/%|€/);
  });

  it('splits features into short phrases', () => {
    expect(featurePhrases('Handmade; 18 cm wide\n• drainage hole. Saucer included!')).toEqual(['Handmade', '18 cm wide', 'drainage hole', 'Saucer included']);
  });
});
