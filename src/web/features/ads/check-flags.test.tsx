/** A creative's check report in words: nothing for a pass, and one line per failed check with what to change. */
import { describe, expect, it } from 'vitest';
import type { AdCheckReport } from './api';
import { checkMessages } from './check-flags';

const passed: AdCheckReport = {
  passed: true,
  overflow: { ok: true, roles: [] },
  contrast: { ok: true, texts: [{ role: 'headline', ratio: 9.1, required: 3 }] },
  productClear: { ok: true, roles: [] },
  safeZone: { ok: true, roles: [] },
  logoAspect: { ok: true, error: 0 },
  glyphs: { ok: true, missing: [] },
  fileSize: { ok: true, bytes: 1000, max: 153600 },
  textShare: { ok: true, share: 0.1, max: 0.2 },
};
const t = (key: string, options?: Record<string, unknown>) => `${key}${options ? ` ${JSON.stringify(options)}` : ''}`;

describe('checkMessages', () => {
  it('says nothing for a creative that passed', () => {
    expect(checkMessages(passed, t)).toEqual([]);
  });

  it('names the texts that do not fit, the missing characters and the text share limit', () => {
    const report: AdCheckReport = { ...passed, passed: false, overflow: { ok: false, roles: ['headline', 'cta'] }, glyphs: { ok: false, missing: ['漢'] }, textShare: { ok: false, share: 0.24, max: 0.2 }, contrast: { ok: false, texts: [] } };
    expect(checkMessages(report, t)).toEqual([
      'preview.checks.overflow {"roles":"preview.roles.headline, preview.roles.cta"}',
      'preview.checks.glyphs {"chars":"漢"}',
      'preview.checks.contrast',
      'preview.checks.textShare {"max":20}',
    ]);
  });
});
