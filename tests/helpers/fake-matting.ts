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
      for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) data[y * width + x] = ellipse(x, y, width, height, 0.5, 0.35);
      return { width, height, data };
    },
  };
}

/** A crisp soft-edged ellipse centred at (cx x width, middle), `rx` x width wide and 40 % of the height tall, as alpha 0..255. */
function ellipse(x: number, y: number, width: number, height: number, cx: number, rx: number): number {
  const d = Math.hypot((x + 0.5 - width * cx) / (width * rx), (y + 0.5 - height / 2) / (height * 0.4));
  return Math.round(Math.max(0, Math.min(1, (1 - d) * 20 + 0.5)) * 255);
}

/**
 * Like ellipseMattingEngine, with a half-certain block joined to the product (alpha 175, a box
 * standing behind it): a cut-out that may hold leftovers.
 */
export function leftoverMattingEngine(): MattingEngine {
  return {
    kind: 'model',
    async segment(image) {
      const { width, height } = workingSize(image.width, image.height, 256);
      const data = Buffer.alloc(width * height);
      for (let y = 0; y < height; y += 1)
        for (let x = 0; x < width; x += 1) {
          const box = x > width * 0.55 && x < width * 0.8 && y > height * 0.3 && y < height * 0.7 ? 175 : 0;
          data[y * width + x] = Math.max(ellipse(x, y, width, height, 0.4, 0.2), box);
        }
      return { width, height, data };
    },
  };
}
