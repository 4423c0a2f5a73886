import { describe, expect, it } from 'vitest';
import { translator } from '../i18n';
import { apiErrorCodeOfFailure, describeFailure } from './batch-failures';

describe('batch item failures', () => {
  it("read as the API's error codes, with the message in the reader's language", () => {
    const en = describeFailure(translator('en'));
    expect(en({ code: 'url_unreachable', params: { status: '' } })).toEqual({ code: 'url_unreachable', message: expect.stringMatching(/could not download/) });
    expect(en({ code: 'insufficient_credits', params: { required: 3, balance: 1 } }).message).toContain('3');
    expect(en({ code: 'batch_item_not_found', params: { item: 4 } })).toEqual({ code: 'not_found', message: expect.stringMatching(/^Item 4:/) });
    expect(en({ code: 'render_failed', params: {} }).code).toBe('render_failed');
    expect(en({ code: 'studio.not_compliant', params: {} })).toEqual({ code: 'packshot_not_compliant', message: expect.stringMatching(/not charged/) });
    expect(en({ code: 'internal', params: {} }).code).toBe('internal_error');
    expect(describeFailure(translator('de'))({ code: 'render_failed', params: {} }).message).toMatch(/erstattet/);
    expect(apiErrorCodeOfFailure({ code: 'studio_options_invalid', params: {} })).toBe('validation_failed');
  });
});
