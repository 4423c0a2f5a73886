/**
 * Playwright journeys in Debian's Chromium (/usr/bin/chromium; browsers are never downloaded).
 * The app runs as a new user would start it: built web app, embedded PGlite, dev mail outbox,
 * in a fresh data directory.
 */
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// In the worker processes (and so in the browsers they launch): the journeys' browsers are the
// users' machines, not the server's. Below the server's engine workers (nice 10), they leave the
// CPU to the renders a journey waits for instead of starving them while another journey runs.
if (process.env.TEST_WORKER_INDEX !== undefined) os.setPriority(15);

const port = Number(process.env.E2E_PORT ?? 3199);
const dataDir = path.join(os.tmpdir(), `vitrine-e2e-${process.pid}-${Date.now()}`);

/** The journeys whose steps wait for engine renders (see `projects`). */
const ENGINE_JOURNEYS = ['account-care.spec.ts', 'ad-creatives.spec.ts', 'catalogue-import.spec.ts', 'cutout-touch-up.spec.ts', 'product-display.spec.ts', 'studio-photos.spec.ts', 'ugc-creator.spec.ts', 'video-creator.spec.ts'].map((f) => `**/${f}`);
/** The journey on the seeded server of e2e/global-setup.ts. */
const SEEDED_SERVER_JOURNEY = '**/admin-jobs.spec.ts';

export default defineConfig({
  testDir: './e2e',
  timeout: 120_000,
  expect: { timeout: 20_000 },
  // Two journeys at a time against the one server: each journey signs up its own users (newEmail
  // in e2e/helpers.ts is unique across workers) and reads only its own mail; the admin addresses
  // are each signed up by one file, and the seeded server of 'an admin retries a failed job' has its
  // own port and data directory. A file's tests stay in order in one worker. E2E_WORKERS overrides.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // The journeys that wait for the engine (cut-outs, generations, packshots, a video) run one at a
  // time, after the others: the server's engine has one worker process per core at nice 10, and
  // beside another engine journey, or beside the browser and requests of a second journey, its
  // renders took longer than the budgets of these journeys on a busy 2-core machine. Playwright
  // takes journeys in the order of the projects, so the other journeys go two at a time first.
  // 'an admin retries a failed job' comes last, on the server e2e/global-setup.ts boots meanwhile.
  projects: [
    { name: 'journeys', testIgnore: [...ENGINE_JOURNEYS, SEEDED_SERVER_JOURNEY] },
    { name: 'engine journeys', testMatch: ENGINE_JOURNEYS, workers: 1 },
    { name: 'seeded server', testMatch: SEEDED_SERVER_JOURNEY },
  ],
  globalSetup: './e2e/global-setup.ts',
  retries: 0,
  reporter: [['list']],
  outputDir: path.join(os.tmpdir(), 'vitrine-e2e-results'),
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'en-US',
    acceptDownloads: true,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'npm run build && npx tsx src/server/main.ts serve',
    url: `http://localhost:${port}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
      // As `npm start` runs it: development mode bound to 127.0.0.1, so the dev mailbox answers
      // (it does not exist with NODE_ENV=production). Without Stripe keys the journeys use the
      // labelled test-mode checkout.
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      BILLING_TEST_MODE: 'true',
      // The admins of the admin journeys (e2e/admin.spec.ts, e2e/support-thread.spec.ts,
      // e2e/live-chat.spec.ts), made the
      // way a self-hoster would.
      ADMIN_EMAILS: 'e2e-admin@example.com,e2e-support@example.com,e2e-chat@example.com',
      // Live chat is open at any hour the suite runs (e2e/live-chat.spec.ts); the hours themselves
      // are tested in src/shared/support-hours.test.ts and tests/integration/support-chat.test.ts.
      SUPPORT_HOURS: '00:00-24:00',
      SUPPORT_DAYS: '1-7',
      // Every journey's users sign up and in from this one address, one journey after another; the
      // default of 10 attempts a minute per address is for real visitors (tested in
      // tests/integration/security.test.ts), not for a whole suite behind one IP.
      AUTH_RATE_LIMIT_PER_MINUTE: '200',
      // The catalogue journey imports from a local fake Shopify store on 127.0.0.1, as development
      // allows (production refuses this setting).
      URL_FETCH_ALLOW_PRIVATE: 'true',
    },
  },
});
