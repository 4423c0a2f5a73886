/**
 * The provenance statement: written by sharp into JPEG, PNG and WebP and read back; recognised as
 * the only XMP a packshot may carry; appended to an MP4 as an XMP box that ffmpeg still decodes
 * and that replaces an earlier one.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { mp4WithProvenance, isProvenanceOnly, provenanceXmp, readDigitalSourceType, readMp4DigitalSourceType, withProvenance } from './provenance';

const base = () => sharp({ create: { width: 32, height: 24, channels: 3, background: '#c04020' } });

describe('provenance statement', () => {
  it.each(['jpeg', 'png', 'webp'] as const)('%s: sharp writes it and it reads back', async (format) => {
    const data = await withProvenance(base(), 'compositeWithTrainedAlgorithmicMedia')[format]().toBuffer();
    const meta = await sharp(data).metadata();
    expect(readDigitalSourceType(meta.xmp)).toBe('compositeWithTrainedAlgorithmicMedia');
    expect(isProvenanceOnly(meta.xmp!)).toBe(true);
  });

  it('holds only the source type and the tool: no camera, place or person', () => {
    const xmp = provenanceXmp('trainedAlgorithmicMedia');
    expect(xmp).toContain('Iptc4xmpExt:DigitalSourceType="http://cv.iptc.org/newscodes/digitalsourcetype/trainedAlgorithmicMedia"');
    expect(xmp).toContain('xmp:CreatorTool="Vitrine"');
    expect(xmp.match(/xmlns:/g)).toHaveLength(4);
  });

  it('tells our statement from other XMP', () => {
    expect(readDigitalSourceType(undefined)).toBeNull();
    expect(readDigitalSourceType('<x:xmpmeta><rdf:Description Iptc4xmpExt:DigitalSourceType="http://cv.iptc.org/newscodes/digitalsourcetype/digitalCapture"/></x:xmpmeta>')).toBeNull();
    const withCamera = provenanceXmp('compositeSynthetic').replace('xmp:CreatorTool="Vitrine"', 'xmp:CreatorTool="Vitrine" tiff:Model="Camera X"');
    expect(readDigitalSourceType(withCamera)).toBe('compositeSynthetic');
    expect(isProvenanceOnly(withCamera)).toBe(false);
  });
});

describe('MP4 statement', () => {
  it('appends an XMP box, replaces an earlier one, and the video still decodes', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-mp4-'));
    try {
      const file = path.join(dir, 'in.mp4');
      execFileSync('ffmpeg', ['-nostdin', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'color=c=white:s=64x64:d=0.5', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', file]);
      const plain = fs.readFileSync(file);
      expect(readMp4DigitalSourceType(plain)).toBeNull();
      const once = mp4WithProvenance(plain, 'compositeSynthetic');
      expect(once.subarray(0, plain.length).equals(plain)).toBe(true);
      expect(readMp4DigitalSourceType(once)).toBe('compositeSynthetic');
      const twice = mp4WithProvenance(once, 'trainedAlgorithmicMedia');
      expect(twice.length).toBe(once.length + ('trainedAlgorithmicMedia'.length - 'compositeSynthetic'.length));
      expect(readMp4DigitalSourceType(twice)).toBe('trainedAlgorithmicMedia');
      const marked = path.join(dir, 'marked.mp4');
      fs.writeFileSync(marked, twice);
      execFileSync('ffmpeg', ['-nostdin', '-loglevel', 'error', '-i', marked, '-f', 'null', '-']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses bytes that are not an MP4', () => {
    expect(() => mp4WithProvenance(Buffer.from('not a video at all'), 'compositeSynthetic')).toThrow(/not an MP4/);
    const truncated = Buffer.alloc(16);
    truncated.writeUInt32BE(16, 0);
    truncated.write('ftyp', 4, 'latin1');
    const broken = Buffer.concat([truncated, Buffer.from([0, 0, 1, 0, 0x6d, 0x64, 0x61, 0x74])]);
    expect(() => mp4WithProvenance(broken, 'compositeSynthetic')).toThrow(/runs past the end/);
  });
});
