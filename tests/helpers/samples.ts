/** Paths and bytes of the sample product photos in ../shared/samples (see SOURCES.md there). */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const SAMPLES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'shared', 'samples');

export const SAMPLE_PHOTOS = ['coffee_cup.png', 'apple.jpg', 'cookie_box_gray.png', 'plant_pot.jpg'] as const;

export function sample(name: string): Buffer {
  return fs.readFileSync(path.join(SAMPLES_DIR, name));
}

/** Test files made for this repository, under tests/fixtures (see the SOURCES.md beside each). */
export const FIXTURES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures');

export function fixture(name: string): Buffer {
  return fs.readFileSync(path.join(FIXTURES_DIR, name));
}

/**
 * A sample enlarged 3x (Lanczos, same format): at 1500-1800 px its product spans more than 1024 px,
 * so the built-in renderer offers every quality for it (src/shared/catalog.ts,
 * localQualitySupported). For tests about credits and jobs rather than the quality rule, which
 * tests/integration/quality-fit.test.ts holds with the samples as they are.
 */
export async function enlargedSample(name: string): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const { width } = await sharp(sample(name)).metadata();
  return sharp(sample(name)).resize({ width: width! * 3, kernel: 'lanczos3' }).toBuffer();
}
