import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3999);
export const E2E_DATA_DIR = `data/e2e-${PORT}`;
export const E2E_BASE_URL = `http://127.0.0.1:${PORT}`;
export const E2E_ADMIN = { email: 'admin@e2e.local', password: 'admin-e2e-pass' };

// Browser journeys against the real server on a fresh embedded database; Debian's Chromium, never a download.
export default defineConfig({
  testDir: 'e2e',
  // Two at a time: the route audits (read-only, independent) and the journeys on their own server run beside the
  // journeys on the shared server, which run one at a time (they share staff data and the server's clock).
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'reports/e2e.json' }]] : 'list',
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  // Order matters: the queue is taken in this order, and a worker skips a project at its worker limit. The serial
  // journeys (the longest chain) start first and hold one worker; the other takes the journeys on a server of their
  // own, then the route audits, beside them.
  projects: [
    {
      name: 'chromium',
      testIgnore: ['a11y.spec.ts', 'mock-resilience.spec.ts'],
      workers: 1,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      // Kills and restarts a server it starts itself (own port, own data folder, real exam time): nothing it does
      // reaches the shared server, so it runs beside the serial journeys.
      name: 'own-server',
      testMatch: 'mock-resilience.spec.ts',
      workers: 1,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'a11y',
      testMatch: 'a11y.spec.ts',
      fullyParallel: true,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  webServer: {
    command: `rm -rf ${E2E_DATA_DIR} && node --import tsx src/server/main.ts`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      APP_URL: `http://127.0.0.1:${PORT}`,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      SEED_QUESTIONS: '600',
      // Mock sections of 40 minutes run for 12 s, so journeys see real section time-outs.
      EXAM_TIME_SCALE: '0.005',
      LOG_LEVEL: 'warn',
      // registerViaApi gives each API sign-up its own X-Forwarded-For address (e2e/helpers.ts).
      TRUST_PROXY: '127.0.0.1',
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
    },
  },
});
