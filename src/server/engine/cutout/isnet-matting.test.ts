/** ISNet segmentation: weights from the installed package, a clean disc, real photos, same output twice. */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeImage } from '../image/decode-image';
import { ISNET_INPUT_SIZE, isnetInput, isnetMatte } from './isnet-matting';
import { matteIou } from './mask-ops';

const SAMPLES = path.resolve(__dirname, '../../../../../shared/samples');


describe('ISNet matting', () => {
  it('prepares a 3x1024x1024 input scaled to (v - 128) / 256', async () => {
    const grey = { data: Buffer.alloc(4 * 4 * 3, 192), width: 4, height: 4, channels: 3 as const };
    const input = await isnetInput(grey);
    expect(input.length).toBe(3 * ISNET_INPUT_SIZE * ISNET_INPUT_SIZE);
    expect(input[0]).toBeCloseTo(0.25, 5);
    expect(input[input.length - 1]).toBeCloseTo(0.25, 5);
  });

  it('cuts a red disc out of a flat grey backdrop (IoU >= 0.97) and gives the same matte twice', async () => {
    const size = 600;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="100%" height="100%" fill="#d9d9d9"/><circle cx="300" cy="300" r="170" fill="#c0392b"/></svg>`;
    const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const image = { data, width: info.width, height: info.height, channels: 3 as const };
    const matte = await isnetMatte(image);
    expect(matte.length).toBe(size * size);
    const truth = Buffer.alloc(size * size);
    for (let y = 0; y < size; y += 1) for (let x = 0; x < size; x += 1) truth[y * size + x] = (x - 300) ** 2 + (y - 300) ** 2 <= 170 ** 2 ? 255 : 0;
    expect(matteIou(matte, truth)).toBeGreaterThanOrEqual(0.97);
    expect((await isnetMatte(image)).equals(matte)).toBe(true);
  });

  it('finds the apple on its backdrop: the centre is product, the corners are not', async () => {
    const { rgba } = await decodeImage(fs.readFileSync(path.join(SAMPLES, 'apple.jpg')));
    const matte = await isnetMatte(rgba);
    const at = (x: number, y: number) => matte[Math.round(y) * rgba.width + Math.round(x)]!;
    expect(at(rgba.width / 2, rgba.height / 2)).toBeGreaterThan(200);
    for (const [x, y] of [[5, 5], [rgba.width - 6, 5], [5, rgba.height - 6], [rgba.width - 6, rgba.height - 6]] as const) expect(at(x, y)).toBeLessThan(30);
  });
});
