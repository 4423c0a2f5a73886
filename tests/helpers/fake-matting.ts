/**
 * A fast matting engine for integration tests that are not about the cut-out: it answers at once
 * with a soft ellipse over the middle of the photo (70 % x 80 %), so uploads, generations and
 * videos do not each load the 88 MB segmentation model. Cut-out tests use the real engine.
 */
import type { MattingEngine } from '../../src/server/engine/cutout/matting-engine';
import { workingSize } from '../../src/server/engine/cutout/matting-engine';

export function ellipseMattingEngine(): MattingEngine {
  return {
    kind: 'model',
    async segment(image) {
      const { width, height } = workingSize(image.width, image.height, 256);
      const data = Buffer.alloc(width * height);
      for (let y = 0; y < height; y += 1)
        for (let x = 0; x < width; x += 1) {
          const d = Math.hypot((x + 0.5 - width / 2) / (width * 0.35), (y + 0.5 - height / 2) / (height * 0.4));
          data[y * width + x] = Math.round(Math.max(0, Math.min(1, (1 - d) * 20 + 0.5)) * 255);
        }
      return { width, height, data };
    },
  };
}
