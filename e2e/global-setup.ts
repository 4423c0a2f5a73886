/**
 * Playwright global setup: starts the seeded server of 'an admin retries a failed job'
 * (e2e/seeded-server.ts) in the background, so that seeding its database and booting it (two
 * migrations and a cold start of the server, tens of seconds of CPU) overlap the other journeys
 * instead of counting against that journey's own time; the journey runs last (playwright.config.ts).
 * The server runs at nice 10, like the main server's engine workers, so its boot does not take the
 * CPU from the renders the first journeys wait for. The journey finds it through E2E_SEEDED_URL and
 * E2E_SEEDED_DIR; the teardown stops it and removes its data directory.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export default async function globalSetup() {
  const port = Number(process.env.E2E_PORT ?? 3199) + 1;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-e2e-jobs-'));
  const log = fs.openSync(path.join(dataDir, 'server.log'), 'a');
  const server = spawn('nice', ['-n', '10', 'npx', 'tsx', 'e2e/seeded-server.ts'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      ADMIN_EMAILS: 'e2e-admin@example.com',
      BILLING_TEST_MODE: 'true',
    },
    stdio: ['ignore', log, log],
    detached: true,
  });
  fs.closeSync(log);
  // Passed on to the workers, which start after this.
  process.env.E2E_SEEDED_URL = `http://localhost:${port}`;
  process.env.E2E_SEEDED_DIR = dataDir;

  return async () => {
    if (server.pid && server.exitCode === null) {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
