import { describe, expect, it } from 'vitest';
import { estimateVideoCostUsd } from './video-price-table';

describe('video price table', () => {
  it('prices Kling clips from the model catalogue: base plus further seconds, or per second; local at 0, unknown as null', () => {
    expect(estimateVideoCostUsd('fal-ai/kling-video/v2.1/standard/image-to-video', 5)).toBe(0.28);
    expect(estimateVideoCostUsd('fal-ai/kling-video/v2.1/standard/image-to-video', 10)).toBe(0.56);
    expect(estimateVideoCostUsd('fal-ai/kling-video/v2.1/pro/image-to-video', 10)).toBe(0.98);
    // Kling 2.6 Pro: $0.07 a second without audio (fal's model page).
    expect(estimateVideoCostUsd('fal-ai/kling-video/v2.6/pro/image-to-video', 5)).toBe(0.35);
    expect(estimateVideoCostUsd('fal-ai/kling-video/v2.6/pro/image-to-video', 10)).toBe(0.7);
    expect(estimateVideoCostUsd('local-motion', 10)).toBe(0);
    expect(estimateVideoCostUsd('someone/else', 5)).toBeNull();
    // Retired or unpriced models have no estimate.
    expect(estimateVideoCostUsd('fal-ai/kling-video/v1.6/pro/image-to-video', 5)).toBeNull();
    // An image model is not a video price.
    expect(estimateVideoCostUsd('fal-ai/flux-pro/kontext', 5)).toBeNull();
  });
});
