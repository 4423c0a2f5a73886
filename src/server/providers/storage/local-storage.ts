/** Local filesystem storage under a root folder (DATA_DIR/storage). Writes are atomic (tmp + rename). */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { constants } from 'node:fs';
import { assertValidKey, assertValidPrefix, StorageUnavailableError, type Storage } from './storage';

export function createLocalStorage(root: string): Storage {
  const file = (key: string) => {
    assertValidKey(key);
    return path.join(root, ...key.split('/'));
  };
  const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';
  return {
    kind: 'local',
    async put(key, data) {
      const target = file(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      const tmp = `${target}.${randomUUID()}.tmp`;
      await fs.writeFile(tmp, data);
      await fs.rename(tmp, target);
    },
    async get(key) {
      try {
        const data = await fs.readFile(file(key));
        return { data, size: data.length };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async size(key) {
      try {
        return (await fs.stat(file(key))).size;
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async getRange(key, start, end) {
      let handle: fs.FileHandle | undefined;
      try {
        handle = await fs.open(file(key), 'r');
        const length = end - start + 1;
        const buffer = Buffer.alloc(length);
        const { bytesRead } = await handle.read(buffer, 0, length, start);
        return buffer.subarray(0, bytesRead);
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      } finally {
        await handle?.close();
      }
    },
    async getStream(key, range) {
      const target = file(key);
      try {
        // Opened first, so a missing file is null rather than an error on the stream.
        const handle = await fs.open(target, 'r');
        return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await fs.rm(file(key), { force: true });
    },
    async putFile(key, filePath, _contentType, options) {
      const target = file(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      const tmp = `${target}.${randomUUID()}.tmp`;
      if (options?.keep) {
        await fs.copyFile(filePath, tmp);
        await fs.rename(tmp, target);
        return;
      }
      try {
        await fs.rename(filePath, tmp);
      } catch (error) {
        // Another filesystem: copy, then remove the source.
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        await fs.copyFile(filePath, tmp);
        await fs.rm(filePath, { force: true });
      }
      await fs.rename(tmp, target);
    },
    async deletePrefix(prefix) {
      assertValidPrefix(prefix);
      await fs.rm(path.join(root, ...prefix.slice(0, -1).split('/')), { recursive: true, force: true });
    },
    async check() {
      try {
        await fs.mkdir(root, { recursive: true });
        await fs.access(root, constants.R_OK | constants.W_OK);
      } catch (error) {
        throw new StorageUnavailableError(`The storage folder ${root} cannot be written (DATA_DIR): ${(error as Error).message}`, { cause: error, reason: 'folder not writable' });
      }
    },
  };
}

/** One stored file of the local driver: its key, size (bytes) and path on disk. */
export interface LocalObject {
  key: string;
  size: number;
  path: string;
}

/**
 * Every object stored under `root` (the local driver's folder), in key order, skipping files a
 * write left half-done (`*.tmp`) and names that are not valid keys. For moving an install to a bucket.
 */
export async function* listLocalObjects(root: string): AsyncGenerator<LocalObject> {
  async function* walk(dir: string, prefix: string): AsyncGenerator<LocalObject> {
    let entries: import('node:fs').Dirent[];
    try {
      entries = await fs.readdir(dir, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      const key = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        yield* walk(full, key);
      } else if (entry.isFile() && !entry.name.endsWith('.tmp')) {
        try {
          assertValidKey(key);
        } catch {
          continue;
        }
        yield { key, size: (await fs.stat(full)).size, path: full };
      }
    }
  }
  yield* walk(root, '');
}
