/**
 * Vitest config: a 'unit' project for server and shared unit tests, a 'node' project for the
 * integration tests (real database: PGlite), a 'postgres' project that runs the integration files
 * whose outcome depends on the database engine a second time on the PostgreSQL server of
 * DATABASE_URL (only when it is set), and two web projects (jsdom) for React component tests.
 *
 * The server projects run with `isolate: false`: each worker loads the modules once (sharp,
 * onnxruntime, PGlite, better-auth, the app) instead of once per file, which took the suite on 2
 * cores from about 15 to about 11 minutes. It holds because test files keep their state in what
 * they create (each integration file its own app and database, closed in afterAll).
 * The web component tests are two projects. 'web-shared' holds the files that replace no module:
 * they share the loaded modules (React, the UI kit, i18n, the auth client) and each gets a fresh
 * jsdom, which took these 40 files from about 100 to about 27 seconds. Module state that outlives a
 * file is reset by the setup (src/web/test/setup.ts: the UI language and its namespaces, the auth
 * client's session stores, src/web/test/auth-stores.ts); a test that needs another i18n setup makes
 * its own instance. 'web' holds the files that replace modules (vi.mock), isolated: their mocks
 * must not reach the files after them.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const fromRoot = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const alias = {
  '@shared': fromRoot('./src/shared'),
  '@web': fromRoot('./src/web'),
};

/**
 * Every integration file runs on PGlite, the embedded database a default install uses. With
 * DATABASE_URL set, these run on PostgreSQL as well. The rule: a file runs on both engines when what
 * it checks can come out differently on them, that is when it
 *   - writes the same rows from concurrent requests or jobs and checks an invariant (the credit
 *     ledger never below 0 and summing to the balance, a grant or a refund written once): PGlite
 *     runs every query in turn on one connection, so only PostgreSQL exercises the locking;
 *   - drives the job queue (pg-boss's own SQL) beyond handing one job to a worker: retries, replays,
 *     cancel, an outage, two jobs finishing the same video (webhook and polling);
 *   - relies on transactions, constraints or triggers across tables: account deletion, the audit
 *     log the database refuses to change, webhooks replayed or out of order (billing).
 * Within these files, the tests whose outcome cannot depend on the engine (validation, images, texts)
 * are declared with itOnPgliteOnly (tests/helpers/test-database.ts) and run on PGlite only.
 * Each PostgreSQL file migrates a fresh database, so the migrations run on PostgreSQL too.
 * The other files check HTTP behaviour, validation, images, providers, mail and pages through
 * queries that one request makes one after another; running them twice added minutes to CI and
 * nothing to what is tested. (generation-restart is PGlite-only by nature: one process owns the
 * database; its test is skipped on PostgreSQL.)
 */
const POSTGRES_INTEGRATION_FILES = [
  'accounts', // the Free grant written once under concurrent confirmations
  'account-data', // account deletion across every user table, with the job worker
  'admin', // ledger grants with idempotency keys, job retry and cancel refunded once, append-only audit log
  'billing-credits', // renewals run twice at once; an invoice grant racing 20 generations
  'billing-stripe', // webhooks replayed and out of order
  'billing-test-mode', // the subscription state machine, tier changes only from signed events
  'creation-flow', // the credit invariant under 50 concurrent generation requests
  'database-copy', // an embedded install's rows copied into PostgreSQL, then used there
  'credits-ledger', // the credit invariant under 50 concurrent debits
  'multi-process', // 2 web processes and workers on one database and bucket; a worker killed mid-job
  'quality-costs', // refunds once across retries and replays of a job
  'queue-outage', // the reservation refunded when the queue cannot take the job
  'studio', // a batch's packshots render at once and refund their items concurrently, once
  'videos', // the webhook job and the polling job finishing one video; refund once
].map((name) => `tests/integration/${name}.test.ts`);
// A renamed file must not drop out of the PostgreSQL run unnoticed.
for (const file of POSTGRES_INTEGRATION_FILES) {
  if (!fs.existsSync(fromRoot(`./${file}`))) throw new Error(`vitest.config.ts: ${file} (POSTGRES_INTEGRATION_FILES) does not exist`);
}

/** Web test files that replace modules with vi.mock: they run isolated (project 'web'). */
const WEB_MOCKING_FILES = fs
  .readdirSync(fromRoot('./src/web'), { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.test.tsx') && fs.readFileSync(fromRoot(`./src/web/${f}`), 'utf8').includes('vi.mock('))
  .map((f) => `src/web/${f}`);

export default defineConfig({
  test: {
    // Each integration file holds one PGlite instance (~800 MB): two files at a time on 2 cores.
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts'],
          // One module registry per worker instead of one per file: the server's modules (sharp,
          // onnxruntime, PGlite, better-auth) are loaded once per worker, not once per file.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/**/*.test.ts'],
          isolate: false,
          globalSetup: ['tests/setup/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      ...(process.env.DATABASE_URL
        ? [
            {
              resolve: { alias },
              test: {
                name: 'postgres',
                environment: 'node',
                include: POSTGRES_INTEGRATION_FILES,
                isolate: false,
                // No globalSetup: the PGlite template it makes is not used on PostgreSQL.
                env: { VITRINE_TEST_DB: 'postgres' },
                testTimeout: 60_000,
                hookTimeout: 120_000,
              },
            },
          ]
        : []),
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: WEB_MOCKING_FILES,
          setupFiles: ['src/web/test/setup.ts'],
          // Whole flows (upload to results) take a few seconds in jsdom; a loaded machine must not fail them.
          testTimeout: 30_000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'web-shared',
          environment: 'jsdom',
          include: ['src/web/**/*.test.tsx'],
          exclude: WEB_MOCKING_FILES,
          setupFiles: ['src/web/test/setup.ts'],
          isolate: false,
          // As 'web': whole flows take a few seconds in jsdom.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
