/**
 * Reads a file's IPTC DigitalSourceType the way an outside tool does: exiftool (Debian
 * `libimage-exiftool-perl`, installed by .ci/run), never our own parser.
 * Input: the file's bytes and its extension. Output: the value's last path segment
 * ('compositeSynthetic', ...), or null when exiftool finds none.
 * @throws Error when exiftool is not installed or fails.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export async function exiftoolSourceType(data: Buffer | Uint8Array, ext: 'jpg' | 'png' | 'mp4' | 'webp'): Promise<string | null> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'vitrine-exif-'));
  const file = path.join(dir, `output.${ext}`);
  try {
    await fs.writeFile(file, data);
    const { stdout } = await run('exiftool', ['-s3', '-XMP:DigitalSourceType', file]);
    const value = stdout.trim();
    return value ? value.replace('http://cv.iptc.org/newscodes/digitalsourcetype/', '') : null;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
