/**
 * The help centre's media are complete, small and in step with the texts: a
 * 1280x800 screenshot of every getting-started step in every language, and for every tutorial a
 * clip, a poster and captions in the five languages that match help.json. The whole set stays
 * under 6 MB.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/shared/catalog';
import { CAPTION_TIMES, captionLines, captionsVtt } from '../../scripts/help-captions';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const HELP = path.join(root, 'src/web/assets/help');
const STEPS = ['signUp', 'upload', 'describe', 'ideas', 'settings', 'results'];

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

describe('help media', () => {
  it('has a 1280x800 screenshot of each getting-started step in every language', async () => {
    for (const lng of LANGUAGES) {
      for (const step of STEPS) {
        const file = path.join(HELP, 'screens', lng, `${step}.png`);
        expect(fs.existsSync(file), file).toBe(true);
        const meta = await sharp(file).metadata();
        expect([meta.format, meta.width, meta.height], file).toEqual(['png', 1280, 800]);
        expect(fs.statSync(file).size, file).toBeLessThan(150 * 1024);
      }
    }
  });

  it('has each tutorial as a small clip with a poster and captions in five languages that match help.json', () => {
    const help = JSON.parse(fs.readFileSync(path.join(root, 'src/shared/locales/en/help.json'), 'utf8')) as { tutorials: { items: Record<string, unknown> } };
    const ids = Object.keys(help.tutorials.items);
    expect(ids.length).toBeGreaterThanOrEqual(2);
    for (const id of ids) {
      const clip = path.join(HELP, 'tutorials', `${id}.mp4`);
      expect(fs.statSync(clip).size, clip).toBeLessThan(400 * 1024);
      expect(fs.readFileSync(clip).subarray(4, 8).toString('latin1')).toBe('ftyp');
      expect(fs.existsSync(path.join(HELP, 'tutorials', `${id}.jpg`))).toBe(true);
      for (const lng of LANGUAGES) {
        const lines = captionLines(id, lng);
        expect(lines, `${id} ${lng}`).toHaveLength(CAPTION_TIMES.length);
        const vtt = fs.readFileSync(path.join(HELP, 'tutorials', `${id}.${lng}.vtt`), 'utf8');
        expect(vtt, `${id}.${lng}.vtt is out of date: run scripts/help-tutorials.ts`).toBe(captionsVtt(lines));
      }
    }
  });

  it('stays under 6 MB in all', () => {
    const total = filesUnder(HELP).reduce((sum, f) => sum + fs.statSync(f).size, 0);
    expect(total).toBeLessThan(6 * 1024 * 1024);
  });
});
