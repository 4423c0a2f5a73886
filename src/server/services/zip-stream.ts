/**
 * Streamed zip archives: one entry is read at a time and handed on as the client
 * reads, so memory stays around the size of one file whatever the count. Entries are stored
 * uncompressed (images are already compressed). Used by the library's 'Download all' and the
 * Studio Photos batch zip.
 */
import { Zip, ZipPassThrough } from 'fflate';

/** One file of an archive: its name in the zip and its bytes. */
export interface ZipFile {
  name: string;
  data: Buffer;
}

/**
 * A zip of the files `entries` read, in order, as a byte stream read lazily (highWaterMark 1: the
 * next file is read only once the client has taken what is queued). Input: one reader per file,
 * called when its turn comes; names should be unique. Output: a ReadableStream of the zip.
 * Errors: a failing reader errors the stream.
 */
export function zipStream(entries: readonly (() => Promise<ZipFile>)[]): ReadableStream<Uint8Array> {
  let next = 0;
  let ended = false;
  let zip: Zip;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        zip = new Zip((error, chunk, final) => {
          if (error) return controller.error(error);
          controller.enqueue(chunk);
          if (final) controller.close();
        });
      },
      async pull() {
        if (ended) return;
        if (next >= entries.length) {
          ended = true;
          zip.end();
          return;
        }
        const { name, data } = await entries[next++]!();
        const file = new ZipPassThrough(name);
        zip.add(file);
        file.push(new Uint8Array(data.buffer, data.byteOffset, data.byteLength), true);
      },
      cancel() {
        ended = true;
        zip.terminate();
      },
    },
    { highWaterMark: 1 },
  );
}
