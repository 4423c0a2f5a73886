import { describe, expect, it } from 'vitest';
import { estimateVideoCostUsd } from './video-price-table';

describe('video price table', () => {
  it('prices Kling clips by the first 5 s plus each further second, local at 0, unknown as null', () => {
    expect(estimateVideoCostUsd('fal-ai/kling-video/v2.1/standard/image-to-video', 5)).toBe(0.28);
    expect(estimateVideoCostUsd('fal-ai/kling-video/v2.1/standard/image-to-video', 10)).toBe(0.56);
    expect(estimateVideoCostUsd('fal-ai/kling-video/v2.1/pro/image-to-video', 10)).toBe(0.98);
    expect(estimateVideoCostUsd('local-motion', 10)).toBe(0);
    expect(estimateVideoCostUsd('someone/else', 5)).toBeNull();
  });
});
