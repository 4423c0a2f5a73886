/** Vendor results into our exact output (type read from the bytes), source photos out, and the price table. */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { estimateFalImageCostUsd, estimateGeminiImageCostUsd, estimateOpenAiImageCostUsd } from './price-table';
import { cropShare, decodeBase64Image, detectImage, ImageBytesError, prepareSourceImage, toDataUri, toRenderedImage } from './provider-image-io';

async function solid(width: number, height: number, format: 'png' | 'jpeg' | 'webp', background = '#4080c0') {
  const base = sharp({ create: { width, height, channels: 3, background } });
  return (format === 'png' ? base.png() : format === 'jpeg' ? base.jpeg() : base.webp()).toBuffer();
}

describe('toRenderedImage', () => {
  it('converts whatever type arrives into the requested format, at the exact size', async () => {
    for (const [input, format] of [
      ['webp', 'png'],
      ['png', 'jpg'],
      ['jpeg', 'png'],
      ['jpeg', 'jpg'],
    ] as const) {
      const out = await toRenderedImage(await solid(1024, 1024, input), { width: 1536, height: 1536, format, quality: 'medium' });
      const meta = await sharp(out.data).metadata();
      expect({ input, format: meta.format, w: meta.width, h: meta.height, mime: out.mime }).toEqual({
        input,
        format: format === 'jpg' ? 'jpeg' : 'png',
        w: 1536,
        h: 1536,
        mime: format === 'jpg' ? 'image/jpeg' : 'image/png',
      });
      expect(out.source.format).toBe(input);
    }
  });

  it('crops a nearby ratio (1536x1024 -> 16:9) and extends a distant one (1:1 -> 9:16 by mirroring)', async () => {
    expect(cropShare({ width: 1536, height: 1024 }, { width: 1536, height: 864 })).toBeCloseTo(0.156, 2);
    const cropped = await toRenderedImage(await solid(1536, 1024, 'png'), { width: 1536, height: 864, format: 'png', quality: 'high' });
    expect([cropped.width, cropped.height]).toEqual([1536, 864]);

    // A square with a red left half: extended to 9:16, the mirrored edges stay the colours of the edges.
    const half = await sharp({ create: { width: 100, height: 100, channels: 3, background: '#0000ff' } })
      .composite([{ input: await solid(50, 100, 'png', '#ff0000'), left: 0, top: 0 }])
      .png()
      .toBuffer();
    const extended = await toRenderedImage(half, { width: 864, height: 1536, format: 'png', quality: 'high' });
    expect([extended.width, extended.height]).toEqual([864, 1536]);
    const { data, info } = await sharp(extended.data).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    expect(at(10, 5)).toEqual([255, 0, 0]);
    expect(at(850, 1530)).toEqual([0, 0, 255]);
  });

  it('refuses bytes that are not an image', async () => {
    await expect(toRenderedImage(Buffer.from('<html>nope</html>'), { width: 10, height: 10, format: 'png', quality: 'low' })).rejects.toBeInstanceOf(ImageBytesError);
    await expect(detectImage(await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } }).gif().toBuffer())).rejects.toThrow(/not PNG, JPEG or WebP/);
  });
});

describe('prepareSourceImage and base64', () => {
  it('sends small photos byte for byte and scales very large ones down', async () => {
    const small = await solid(600, 400, 'jpeg');
    const prepared = await prepareSourceImage(small);
    expect(prepared.data).toBe(small);
    expect([prepared.mime, prepared.width, prepared.height]).toEqual(['image/jpeg', 600, 400]);
    expect(toDataUri(prepared)).toBe(`data:image/jpeg;base64,${small.toString('base64')}`);

    const big = await prepareSourceImage(await solid(4000, 1000, 'png'));
    expect([big.mime, big.width, big.height]).toEqual(['image/png', 2048, 512]);
    await expect(prepareSourceImage(await solid(10, 10, 'webp'))).rejects.toBeInstanceOf(ImageBytesError);
  });

  it('decodes base64 and base64url, refuses junk', () => {
    const bytes = Buffer.from([0xff, 0xd8, 0xff, 0xfe, 0x10]);
    expect(decodeBase64Image(bytes.toString('base64')).equals(bytes)).toBe(true);
    expect(decodeBase64Image(bytes.toString('base64url')).equals(bytes)).toBe(true);
    expect(() => decodeBase64Image('not base64 at all!')).toThrow(ImageBytesError);
    expect(() => decodeBase64Image('')).toThrow(ImageBytesError);
  });
});

describe('price table', () => {
  it('estimates OpenAI from usage tokens, or from the per-image price scaled by area', () => {
    expect(estimateOpenAiImageCostUsd('gpt-image-2', 'medium', { width: 1024, height: 1024 })).toBe(0.053);
    expect(estimateOpenAiImageCostUsd('gpt-image-2', 'high', { width: 1536, height: 1024 })).toBeCloseTo(0.3165, 6);
    expect(estimateOpenAiImageCostUsd('gpt-image-2-2026-04-21', 'low', { width: 1024, height: 1024 })).toBe(0.006);
    // 300 text + 1000 image input tokens, 4160 output tokens at $5 / $8 / $30 per 1M.
    expect(
      estimateOpenAiImageCostUsd('gpt-image-2', 'medium', { width: 1024, height: 1024 }, { input_tokens: 1300, input_tokens_details: { image_tokens: 1000, text_tokens: 300 }, output_tokens: 4160 }),
    ).toBeCloseTo((300 * 5 + 1000 * 8 + 4160 * 30) / 1e6, 6);
    expect(estimateOpenAiImageCostUsd('some-other-model', 'low', { width: 1024, height: 1024 })).toBeNull();
  });

  it('estimates Gemini per token and fal per image, from the model catalogue', () => {
    // Gemini 3.1 Flash Image: $60 per 1M output image tokens, 1120 / 1680 / 2520 tokens at 1K / 2K / 4K.
    expect(estimateGeminiImageCostUsd('gemini-3.1-flash-image')).toBeCloseTo(0.0672, 6);
    expect(estimateGeminiImageCostUsd('gemini-3.1-flash-image', undefined, '2K')).toBeCloseTo(0.1008, 6);
    expect(estimateGeminiImageCostUsd('gemini-3.1-flash-image', undefined, '4K')).toBeCloseTo(0.1512, 6);
    expect(estimateGeminiImageCostUsd('gemini-3.1-flash-image', { promptTokenCount: 1000, candidatesTokenCount: 1120 })).toBeCloseTo(0.0005 + 0.0672, 6);
    // Gemini 3 Pro Image: $0.134 at 1K and 2K, $0.24 at 4K.
    expect([estimateGeminiImageCostUsd('gemini-3-pro-image', undefined, '2K'), estimateGeminiImageCostUsd('gemini-3-pro-image', undefined, '4K')]).toEqual([0.1344, 0.24]);
    // A retired model has no price any more.
    expect(estimateGeminiImageCostUsd('gemini-2.5-flash-image')).toBeNull();
    expect(estimateFalImageCostUsd('fal-ai/flux-pro/kontext')).toBe(0.04);
    expect(estimateFalImageCostUsd('fal-ai/bytedance/seedream/v4/edit')).toBe(0.03);
    expect(estimateFalImageCostUsd('fal-ai/unknown')).toBeNull();
  });
});
