import { execFileSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';
import { E2E_STAFF_PASSWORD } from './e2e/staff';

/**
 * A free port, chosen once by the main process and handed to the workers through the
 * environment, so that several runs on one machine never collide.
 */
function freePort(): number {
  const probe = "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ['-e', probe], { encoding: 'utf8' }));
}
process.env.E2E_PORT ??= String(freePort());
const PORT = Number(process.env.E2E_PORT);


/**
 * Browser journeys against the built app served by the real server on a fresh
 * database, driven in Debian's Chromium (Playwright's own browser download does not work here).
 */
export default defineConfig({
  testDir: 'e2e',
  // Two spec files at a time against the one server, each file's journeys in order: a journey
  // alone keeps the two cores about four-fifths busy, and two took the phase from 6.0 to 4.0
  // minutes (decision 072). Journeys make their own users and records, so files do not meet.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Here a failed test keeps its trace: every action with the DOM it acted on, and the network
    // (without the film strip of screenshots, decision 027). CI prints only its output, so it
    // records none, a sixteenth of the phase; the failure screenshot still shows where it stopped.
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    // The service worker is kept out: installing it made every context download and cache the
    // whole app (a fifth of the phase's time, decision 072). The offline journeys let it in.
    serviceWorkers: 'block',
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
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'bash e2e/start-server.sh',
    url: `http://127.0.0.1:${PORT}/api/schema/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      E2E_STAFF_PASSWORD,
      LOG_LEVEL: 'warn',
      SIGNUPS_PER_HOUR: '1000',
    },
  },
});
