/**
 * Image engines for tests that need control over failure and timing. They produce real images
 * of the requested size and format (solid colour), so storage and MIME checks stay real.
 */
import sharp from 'sharp';
import { outputSize } from '../../src/shared/catalog';
import { ImageProviderError, type ImageProvider, type ImageRenderRequest } from '../../src/server/providers/ai/images/image-provider';

async function solid(req: ImageRenderRequest) {
  const { width, height } = outputSize(req.settings.aspectRatio);
  const base = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 180, b: 160 } } });
  const jpg = req.settings.format === 'jpg';
  const data = await (jpg ? base.jpeg({ quality: 80 }) : base.png()).toBuffer();
  return { data, mime: jpg ? ('image/jpeg' as const) : ('image/png' as const), format: req.settings.format, width, height };
}

/** Renders instantly. */
export function fastRenderer(): ImageProvider {
  // Like the local studio renderer, it makes the whole picture itself from the cut-out: the hosted
  // engines' product lock and fidelity check do not apply to it.
  return { name: 'test-fast', usesCutout: true, render: solid };
}

/** Fails (not retryable) on the given variants, renders the others. */
export function failingRenderer(failOn: number[]): ImageProvider {
  return {
    name: 'test-failing',
    usesCutout: true,
    async render(req) {
      if (failOn.includes(req.variant)) throw new ImageProviderError('engine exploded', false);
      return solid(req);
    },
  };
}

/** Never finishes until aborted; `started` resolves when the first render begins. */
export function hangingRenderer() {
  let markStarted: () => void = () => undefined;
  const started = new Promise<void>((resolve) => {
    markStarted = resolve;
  });
  const provider: ImageProvider = {
    name: 'test-hanging',
    usesCutout: true,
    render(_req, signal) {
      markStarted();
      return new Promise((_resolve, reject) => {
        signal?.addEventListener('abort', () => reject(signal.reason as Error));
      });
    },
  };
  return { provider, started };
}
