/** Video access by tier. */
import { describe, expect, it } from 'vitest';
import { toAppError } from '../http/domain-errors';
import { DomainError } from './domain-error';
import { translator } from '../i18n';
import { assertVideoAccess } from './video-access';

const messageFor = (tier: string) => {
  try {
    assertVideoAccess(tier);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    const http = toAppError(error as DomainError);
    expect(http.status).toBe(403);
    return translator('en')(`errors:${http.messageKey}`);
  }
};

describe('assertVideoAccess', () => {
  it('allows Free, Founders, Plus and Pro', () => {
    for (const tier of ['Free', 'Founders', 'Plus', 'Pro']) expect(messageFor(tier)).toBeNull();
  });

  it('gives Starter and unknown tiers their refusal messages', () => {
    expect(messageFor('Starter')).toBe(
      'Video generation is not available on the Starter plan. Upgrade to Plus for video access, or try our Free tier to test the feature!',
    );
    expect(messageFor('Enterprise')).toBe('Video generation is available on Free, Founders, Plus, and Pro plans.');
  });
});
