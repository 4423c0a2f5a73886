/** Picks the storage provider from configuration: local files under DATA_DIR/storage. */
import path from 'node:path';
import type { Env } from '../../env';
import { createLocalStorage } from './local-storage';
import type { Storage } from './storage';

export type { Storage, StoredObject } from './storage';

export function createStorage(env: Pick<Env, 'dataDir'>): Storage {
  return createLocalStorage(path.join(env.dataDir, 'storage'));
}
