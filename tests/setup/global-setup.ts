/**
 * Vitest global setup: migrates one PGlite database and keeps its data directory as a
 * template tarball, which each integration test file loads in about half a second instead of
 * creating and migrating its own.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const file = path.join(os.tmpdir(), `vitrine-pglite-template-${process.pid}.tar.gz`);
  const pglite = await PGlite.create();
  const handle = await openDatabase({ pglite });
  await handle.migrate();
  const dump = await pglite.dumpDataDir('gzip');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(file, { force: true });
}
