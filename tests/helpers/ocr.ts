/**
 * OCR for tests: Debian's `tesseract` (tesseract-ocr with the eng and por language data, installed
 * by .ci/run) reading an image from stdin. Used to read back text drawn on ad creatives.
 */
import { spawn } from 'node:child_process';

/** The text tesseract reads in `image` (PNG or JPEG bytes) with the given languages, e.g. 'eng' or 'por'. @throws when tesseract fails. */
export function ocr(image: Buffer, languages: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('tesseract', ['stdin', 'stdout', '-l', languages, '--psm', '6'], { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (d: Buffer) => out.push(d));
    child.stderr.on('data', (d: Buffer) => err.push(d));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(Buffer.concat(out).toString('utf8')) : reject(new Error(`tesseract exited ${code}: ${Buffer.concat(err).toString('utf8')}`))));
    child.stdin.end(image);
  });
}

/** Lower case, letters and digits only, single spaces: for comparing OCR output with typed text. */
export function normaliseOcr(text: string): string {
  return text.toLocaleLowerCase().normalize('NFC').replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}
