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
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A failed test keeps its trace: every action with the DOM it acted on, and the network.
    // Without the trace's film strip of screenshots, each page a test opens costs a fifth less
    // (decision 027); the failure screenshot below still shows where it stopped.
    trace: { mode: 'retain-on-failure', screenshots: false },
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
