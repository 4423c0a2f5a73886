/**
 * A zip archive written to a file as it is built (data exports): entries are added
 * one at a time and their bytes go straight to disk, waiting for the disk when it is slower, so
 * memory holds at most one read chunk whatever the size of the archive. Media files are stored
 * (already compressed); JSON and text are deflated. Zip format: fflate (https://github.com/101arrowz/fflate).
 */
import fs from 'node:fs';
import { once } from 'node:events';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

export class ZipFileWriter {
  private readonly out: fs.WriteStream;
  private readonly zip: Zip;
  private failure: Error | null = null;
  private drained: Promise<unknown> = Promise.resolve();
  private finished: Promise<void>;
  /** Bytes written so far. */
  bytes = 0;

  constructor(readonly path: string) {
    this.out = fs.createWriteStream(path, { flags: 'wx' });
    this.out.on('error', (error) => {
      this.failure ??= error;
    });
    let done: () => void = () => {};
    this.finished = new Promise((resolve) => {
      done = resolve;
    });
    this.zip = new Zip((error, chunk, final) => {
      if (error) {
        this.failure ??= error;
        return;
      }
      this.bytes += chunk.length;
      if (!this.out.write(chunk)) this.drained = once(this.out, 'drain');
      if (final) done();
    });
  }

  private check(): void {
    if (this.failure) throw this.failure;
  }

  /** Adds a whole entry (JSON, text, or a small file). `compress` deflates it. */
  async add(name: string, data: Uint8Array | string, compress = true): Promise<void> {
    this.check();
    const bytes = typeof data === 'string' ? Buffer.from(data) : data;
    const entry = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
    this.zip.add(entry);
    entry.push(bytes, true);
    await this.drained;
    this.check();
  }

  /**
   * Adds an entry from chunks read one after the other (large files), stored without compression.
   * `read` returns the next chunk, or null at the end.
   */
  async addChunks(name: string, read: () => Promise<Uint8Array | null>): Promise<void> {
    this.check();
    const entry = new ZipPassThrough(name);
    this.zip.add(entry);
    let chunk = await read();
    for (;;) {
      const next = chunk ? await read() : null;
      entry.push(chunk ?? new Uint8Array(0), next === null);
      await this.drained;
      this.check();
      if (next === null) break;
      chunk = next;
    }
  }

  /** Writes the central directory and closes the file. Output: the archive's size in bytes. */
  async close(): Promise<number> {
    this.check();
    this.zip.end();
    await this.finished;
    this.check();
    this.out.end();
    await once(this.out, 'finish');
    this.check();
    return this.bytes;
  }

  /** Stops and removes the partial file (after a failure). */
  async discard(): Promise<void> {
    this.zip.terminate();
    this.out.destroy();
    await fs.promises.rm(this.path, { force: true });
  }
}
