/** Video access by tier (spec section 6). */
import { describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error';
import { translator } from '../i18n';
import { assertVideoAccess } from './video-access';

const messageFor = (tier: string) => {
  try {
    assertVideoAccess(tier);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return translator('en')(`errors:${(error as AppError).messageKey}`);
  }
};

describe('assertVideoAccess', () => {
  it('allows Free, Founders, Plus and Pro', () => {
    for (const tier of ['Free', 'Founders', 'Plus', 'Pro']) expect(messageFor(tier)).toBeNull();
  });

  it("gives Starter and unknown tiers the spec's messages", () => {
    expect(messageFor('Starter')).toBe(
      'Video generation is not available on the Starter plan. Upgrade to Plus for video access, or try our Free tier to test the feature!',
    );
    expect(messageFor('Enterprise')).toBe('Video generation is available on Free, Founders, Plus, and Pro plans.');
  });
});
