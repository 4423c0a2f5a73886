/**
 * The help centre's media are complete, small and in step with the texts: a
 * 1280x800 screenshot of every getting-started step in every language; for every tutorial a
 * clip, a poster and captions in the five languages that match help.json; for every walkthrough a
 * recording in each language whose length is the shared timeline's, a poster, and captions in the
 * five languages that match help.json and that timeline. The whole set stays under 16 MB: the 25
 * walkthrough recordings (five walkthroughs of 27-42 s in five languages, 1280x800 H.264) take
 * about 11 MB of it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/shared/catalog';
import { WALKTHROUGHS, walkthrough, walkthroughChapters, walkthroughSeconds } from '../../src/shared/walkthroughs';
import { CAPTION_TIMES, captionLines, captionsVtt } from '../../scripts/help-captions';
import { walkthroughCaptionsVtt, walkthroughTexts } from '../../scripts/walkthrough-captions';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const HELP = path.join(root, 'src/web/assets/help');
const STEPS = ['signUp', 'upload', 'describe', 'ideas', 'settings', 'results'];

/** Seconds of an MP4 file, from its movie header box ('mvhd', ISO/IEC 14496-12 §8.2.2). */
function mp4Seconds(file: string): number {
  const bytes = fs.readFileSync(file);
  const at = bytes.indexOf('mvhd', 0, 'latin1');
  if (at < 0) throw new Error(`${file} has no mvhd box`);
  const version = bytes[at + 4];
  return version === 1 ? Number(bytes.readBigUInt64BE(at + 4 + 4 + 16 + 4)) / bytes.readUInt32BE(at + 4 + 4 + 16) : bytes.readUInt32BE(at + 4 + 4 + 8 + 4) / bytes.readUInt32BE(at + 4 + 4 + 8);
}

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

  it('has each walkthrough recorded in every language, as long as its timeline, with a poster', async () => {
    for (const { id } of WALKTHROUGHS) {
      for (const lng of LANGUAGES) {
        const video = path.join(HELP, 'walkthroughs', `${id}.${lng}.mp4`);
        expect(fs.existsSync(video), `${video} is missing: run npm run help:walkthroughs`).toBe(true);
        expect(fs.readFileSync(video).subarray(4, 8).toString('latin1')).toBe('ftyp');
        expect(fs.statSync(video).size, video).toBeLessThan(700 * 1024);
        expect(Math.abs(mp4Seconds(video) - walkthroughSeconds(id)), `${video} is not as long as its timeline: run npm run help:walkthroughs`).toBeLessThan(0.15);
        const poster = await sharp(path.join(HELP, 'walkthroughs', `${id}.${lng}.jpg`)).metadata();
        expect([poster.format, poster.width, poster.height]).toEqual(['jpeg', 800, 500]);
      }
    }
  });

  it('has the words of every walkthrough step and chapter in every language, and captions that match them', () => {
    for (const { id } of WALKTHROUGHS) {
      for (const lng of LANGUAGES) {
        const texts = walkthroughTexts(id, lng);
        expect(texts.title && texts.body, `${id} ${lng}`).toBeTruthy();
        for (const { key } of walkthrough(id).steps) expect(texts.steps[key]?.trim(), `${id} ${lng} step ${key}`).toBeTruthy();
        for (const { key } of walkthroughChapters(id)) expect(texts.chapters[key]?.trim(), `${id} ${lng} chapter ${key}`).toBeTruthy();
        expect(Object.keys(texts.steps).sort(), `${id} ${lng}: a caption for a step that no longer exists`).toEqual(walkthrough(id).steps.map((s) => s.key).sort());
        const vtt = fs.readFileSync(path.join(HELP, 'walkthroughs', `${id}.${lng}.vtt`), 'utf8');
        expect(vtt, `${id}.${lng}.vtt is out of date: run npm run help:walkthroughs -- --captions`).toBe(walkthroughCaptionsVtt(id, lng));
      }
    }
  });

  it('stays under 16 MB in all', () => {
    const total = filesUnder(HELP).reduce((sum, f) => sum + fs.statSync(f).size, 0);
    expect(total).toBeLessThan(16 * 1024 * 1024);
  });
});
